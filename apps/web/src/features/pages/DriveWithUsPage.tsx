import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { readTitledTexts } from './sections';
import './pages.css';

/** Where the application to drive starts: the driver app's own address (not a riders' screen). */
export const APPLY_TO_DRIVE_HREF = '/drive/apply';

/**
 * `/drive-with-fairfare`: why and how to drive with FairFare, leading to the application in the
 * driver app. A content page like /about-us: the riders' site keeps no driver screens.
 */
export function DriveWithUsPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('drive.title'));
  const reasons = readTitledTexts(t, 'drive.reasons');
  const steps = readTitledTexts(t, 'drive.steps');
  return (
    <div className="page container">
      <div className="page__header">
        <p className="eyebrow">{t('drive.eyebrow')}</p>
        <h1>{t('drive.title')}</h1>
        <p className="page__lead">{t('drive.lead')}</p>
        <p>
          {/* another app of the site: a full page load, never the riders' router */}
          <a href={APPLY_TO_DRIVE_HREF} className="button button--primary">
            {t('drive.cta')}
          </a>
        </p>
      </div>
      <ul className="offer-grid">
        {reasons.map((reason) => (
          <li key={reason.title} className="offer-card">
            <h2>{reason.title}</h2>
            <p>{reason.text}</p>
          </li>
        ))}
      </ul>
      <section className="prose" aria-labelledby="drive-steps-title">
        <h2 id="drive-steps-title">{t('drive.stepsTitle')}</h2>
        <ol>
          {steps.map((step) => (
            <li key={step.title}>
              <strong>{step.title}</strong> {step.text}
            </li>
          ))}
        </ol>
        <p>{t('drive.needs')}</p>
        <p>
          <a href={APPLY_TO_DRIVE_HREF} className="button button--primary">
            {t('drive.cta')}
          </a>
        </p>
      </section>
    </div>
  );
}

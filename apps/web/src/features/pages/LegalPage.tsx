import { useTranslation } from 'react-i18next';
import { config } from '../../shared/config';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { dateText } from '../../shared/intl/intlText';
import { readSections } from './sections';
import { TextSections } from './TextSections';
import './pages.css';

/** Date of the current version of the legal texts. */
const LEGAL_TEXTS_UPDATED = Date.UTC(2024, 0, 1);

/** A legal text of the `pages` namespace (`terms` or `privacy`) with its table of contents. */
export function LegalPage({ doc }: { doc: 'terms' | 'privacy' }) {
  const { t, i18n } = useTranslation('pages');
  const title = t(`${doc}.title`);
  useDocumentTitle(title);
  const sections = readSections(t, `${doc}.sections`);
  const date = dateText(
    i18n.resolvedLanguage ?? i18n.language,
    { dateStyle: 'long', timeZone: 'UTC' },
    LEGAL_TEXTS_UPDATED,
  );

  return (
    <article className="page legal container" aria-labelledby="legal-title">
      <div className="page__header">
        <h1 id="legal-title">{title}</h1>
        <p className="page__lead">{t(`${doc}.lead`)}</p>
        <p className="legal__updated">{t('legal.updated', { date })}</p>
      </div>
      <div className="legal__layout">
        <nav className="legal__toc" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className="legal__toc-title">
            {t('legal.toc')}
          </h2>
          <ol>
            {sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#${doc}-${index + 1}`}>{section.heading.replace(/^\d+\.\s*/, '')}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal__body prose">
          <TextSections sections={sections} idPrefix={doc} />
          <p className="legal__questions">{t('legal.questions', { email: config.supportEmail })}</p>
        </div>
      </div>
    </article>
  );
}

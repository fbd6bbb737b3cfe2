import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { readSections, readTitledTexts } from './sections';
import { TextSections } from './TextSections';
import './pages.css';

/** `/about-us`: who we are and what we stand for. */
export function AboutPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('about.title'));
  const sections = readSections(t, 'about.sections');
  const values = readTitledTexts(t, 'about.values');

  return (
    <div className="page container">
      <div className="page__header">
        <p className="eyebrow">{t('about.eyebrow')}</p>
        <h1>{t('about.title')}</h1>
        <p className="page__lead">{t('about.lead')}</p>
      </div>
      <div className="about__layout">
        <div className="prose">
          <TextSections sections={sections} idPrefix="about" />
          <p>
            <Link to="/booknow" className="button button--primary">
              {t('services.fares.cta')}
            </Link>
          </p>
        </div>
        <aside className="values" aria-labelledby="values-title">
          <h2 id="values-title">{t('about.valuesTitle')}</h2>
          <ul className="values__list">
            {values.map((value) => (
              <li key={value.title}>
                <strong>{value.title}</strong>
                <span>{value.text}</span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import './ComingSoon.css';

interface ComingSoonProps {
  /** The page's heading (already translated). */
  title: string;
}

/** The honest page of a part of the site that is not open yet: its heading and one line. */
export function ComingSoon({ title }: ComingSoonProps) {
  const { t } = useTranslation('common');
  useDocumentTitle(title);
  return (
    <section className="coming-soon container" aria-labelledby="coming-soon-title">
      <div className="coming-soon__card">
        <span className="coming-soon__badge" aria-hidden="true">
          <svg
            viewBox="0 0 24 24"
            width="28"
            height="28"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </svg>
        </span>
        <h1 id="coming-soon-title">{title}</h1>
        <p>{t('placeholder.soon')}</p>
        <Link className="button button--secondary" to="/">
          {t('placeholder.backHome')}
        </Link>
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The not-found page body, shown for unknown routes and unknown content slugs. */
export function NotFound() {
  const { t } = useTranslation('notFound');
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('title')}</h1>
      <p>{t('body')}</p>
      <Link className="button button--primary" to="/">
        {t('home')}
      </Link>
    </section>
  );
}

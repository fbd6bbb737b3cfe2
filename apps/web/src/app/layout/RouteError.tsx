import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';

/** Shown when a page fails to load or render (e.g. its script could not be fetched). */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  useDocumentTitle(t('routeError.title'));

  useEffect(() => {
    console.error('page failed', error);
  }, [error]);

  return (
    <section className="not-found" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{t('routeError.title')}</h1>
      <p>{t('routeError.body')}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => window.location.reload()}
      >
        {t('routeError.reload')}
      </button>
    </section>
  );
}

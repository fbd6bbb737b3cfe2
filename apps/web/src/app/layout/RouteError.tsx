import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';

/** Shown when a page fails to load or render (e.g. its script could not be fetched). */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
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

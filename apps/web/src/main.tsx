import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18n, settleLanguage } from './shared/i18n/i18n';
import './shared/ui/tokens.css';
import { App } from './app/App';
import { createQueryClient, hydratePage } from './app/queryClient';
import { preloadPage } from './app/router';
import { readPageState, type PageState } from './shared/pageState';
import { restoreSession } from './shared/session/session';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
const page = root;
const rendered = readPageState();

/**
 * A page the service rendered (decision 020): hydrated at once with the answers, translations
 * and cities it was rendered with, once its page script is there. It shows the signed-out header
 * as rendered; a signed-in rider's header follows when the session is restored.
 */
async function hydrate(state: PageState) {
  const queryClient = createQueryClient();
  hydratePage(queryClient, state.queries);
  const cities = state.cities;
  const ready = await Promise.allSettled([
    preloadPage(window.location.pathname),
    cities
      ? import('./shared/cities/cityCache').then((cache) => cache.acceptCityAnswers(cities))
      : undefined,
  ]);
  for (const result of ready) {
    if (result.status === 'rejected') console.error('the page will hydrate late', result.reason);
  }
  hydrateRoot(
    page,
    <StrictMode>
      <App queryClient={queryClient} cities={cities} />
    </StrictMode>,
    {
      onRecoverableError: (error) => console.error('The page did not hydrate as rendered', error),
    },
  );
  settleLanguage(state.language);
  void restoreSession();
}

if (rendered && page.hasChildNodes()) {
  void hydrate(rendered);
} else {
  // A page the browser renders itself (a rider's page, the offline shell): a new tab of a
  // signed-in rider fills its session first (asked only when the cookie hints at one), so
  // protected pages do not send them to /login.
  void restoreSession().finally(() =>
    createRoot(page).render(
      <StrictMode>
        <App queryClient={createQueryClient()} />
      </StrictMode>,
    ),
  );
}

// Server messages (errors, confirmations) in the interface language, fetched once the page shows.
void i18n.loadNamespaces('messages');

// Installable and open offline (decision 019): the service worker, registered after the page loads.
import('./app/registerServiceWorker').then(
  ({ registerServiceWorker }) => registerServiceWorker(),
  (err: unknown) => console.error('service worker not registered', err),
);

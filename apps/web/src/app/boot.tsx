import { StrictMode, startTransition } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { seedCityCache } from '../domain/cities/citySeed';
import { i18n, i18nReady, settleLanguage } from '../shared/i18n/i18n';
import { seedTexts } from '../shared/intl/intlText';
import { startPageHydration } from '../shared/pageHydration';
import { readPageState, type PageState } from '../shared/pageState';
import { restoreSession } from '../shared/session/session';
import { App } from './App';
import { followContentLinksAsDocuments } from './documentLinks';
import { createQueryClient, hydratePage } from './queryClient';
import { preloadPage } from './router';

/** The site's query client with the rendered page's answers, and the texts it was rendered with. */
function pageCache(state: PageState): QueryClient {
  const queryClient = createQueryClient();
  hydratePage(queryClient, state.queries);
  seedTexts(state.texts);
  return queryClient;
}

/**
 * A page the service rendered (decision 020), hydrated at once with the answers, translations and
 * cities it was rendered with (`pageCache`): React listens from now on, and the page's own part
 * hydrates when its script is there (the page links it as a module preload). It shows the
 * signed-out header as rendered; a signed-in rider's header follows when the session is restored.
 */
function hydrate(page: HTMLElement, state: PageState, queryClient: QueryClient) {
  // In a transition React hydrates in slices of a few milliseconds, yielding to the browser
  // between them, where a plain hydrateRoot does the whole page in one task: on a phone a long
  // task that holds the first tap (issue 12, Total Blocking Time).
  startTransition(() => {
    hydrateRoot(
      page,
      <StrictMode>
        <App queryClient={queryClient} cities={state.cities} />
      </StrictMode>,
      {
        onRecoverableError: (error) => console.error('The page did not hydrate as rendered', error),
      },
    );
  });
}

/** Runs `steps` in order, each in a task of its own (the next one queued when one is done). */
function oneTaskEach(steps: ReadonlyArray<() => void>) {
  const [step, ...rest] = steps;
  if (!step) return;
  setTimeout(() => {
    step();
    oneTaskEach(rest);
  }, 0);
}

/**
 * Starts the site in the page (`#root`): hydrates what the service rendered, or renders in the
 * browser; then the server's messages and the service worker. Called by the entry (main.tsx)
 * once React and the translations have evaluated, each in a task of its own (decision 068).
 */
export function boot(): void {
  const page = document.getElementById('root');
  if (!page) throw new Error('missing #root');
  followContentLinksAsDocuments();
  const rendered = readPageState();

  if (rendered && page.hasChildNodes()) {
    // from now until the page's own part has hydrated, a language switch waits (decision 066)
    startPageHydration();
    // Each step in a task of its own: evaluating the site's modules is one long task already, on a
    // phone longer than the 50 ms a tap may wait; together with them, or with each other, these
    // made one longer still (matching the address against the route table took ~50 ms on a
    // phone: the page is now found by the route the service names, decision 070).
    // The page's script, already fetched (the page links it as a module preload), evaluates while
    // React starts: usually there before React reaches it.
    // set by the step before hydration's (the steps run in order)
    let queryClient!: QueryClient;
    oneTaskEach([
      () => void preloadPage(window.location.pathname, rendered.route),
      // before React reads the city cache; the first write to storage is slow (~20 ms here)
      () => {
        if (rendered.cities) seedCityCache(rendered.cities);
      },
      // the cache apart from React's start: together one task of ~35 ms on a phone
      () => (queryClient = pageCache(rendered)),
      () => {
        hydrate(page, rendered, queryClient);
        // a signed-in rider's session is asked at once: the header waits for it
        void restoreSession();
      },
      // the language the rider chose before, if not the page's, once React has started
      () => settleLanguage(rendered.language),
    ]);
  } else {
    // A page the browser renders itself (a rider's page, the offline shell): once the shell's
    // translations are there, and a new tab of a signed-in rider has filled its session (asked only
    // when the cookie hints at one), so that protected pages do not send them to /login.
    void Promise.all([i18nReady, restoreSession()]).finally(() =>
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
  import('./registerServiceWorker').then(
    ({ registerServiceWorker }) => registerServiceWorker(),
    (err: unknown) => console.error('service worker not registered', err),
  );
}

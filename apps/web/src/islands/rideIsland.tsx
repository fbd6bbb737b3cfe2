import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from '../app/App';
import { RideOverlayHost, ToastHost } from '../app/layout/Layouts';
import { createQueryClient } from '../app/queryClient';
import { i18n, i18nReady } from '../shared/i18n/i18n';
import { restoreSession } from '../shared/session/session';
import { parseWithoutEval } from '../shared/zodJitless';

/**
 * The ride overlay as an island of a content page (issue 27, decision 028), loaded by the page's
 * first script only when the service put its element into the page (a rider with a trip to
 * show). React renders the overlay and the ride's toasts into that element alone; the page
 * around it stays the service's HTML. The session values are filled from the cookie first (a
 * new tab has none), as on an app screen.
 */
export function mountRideIsland(element: HTMLElement): void {
  parseWithoutEval();
  void i18n.loadNamespaces('messages');
  void Promise.all([i18nReady, restoreSession()]).finally(() => {
    createRoot(element).render(
      <StrictMode>
        <AppProviders queryClient={createQueryClient()} i18n={i18n}>
          <BrowserRouter>
            <RideOverlayHost />
            <ToastHost />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  });
}

/**
 * Registers the service worker that vite-plugin-pwa builds (decision 019): the site installs on
 * a phone and its shell opens offline. A new build's worker takes over at once (autoUpdate) and
 * the page reloads onto it. Loaded by app/boot.tsx and by a content page's first script after the
 * first render, so that neither workbox-window nor the registration weighs on the first script;
 * in `vite dev` it does nothing.
 *
 * Installing precaches the whole site (~190 files, ~430 KiB compressed), and a first visit's
 * worker installs on the rider's first page: registered at the load event, that download ran
 * in the very second a rider presses Book Now, on the same six connections and the same two
 * cores as the booking screen's scripts (issue 27: the press took ~90 ms longer). So the worker
 * waits until the page has settled (whenSettled.ts): a few seconds after the load event, then an idle moment. A
 * rider who moves on sooner registers it from the next page; a returning rider's worker is
 * already there and controls the page from its first request.
 */
import { registerSW } from 'virtual:pwa-register';
import { whenSettled } from './whenSettled';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  whenSettled(() => {
    registerSW({
      // the page has loaded already: workbox-window need not wait for the load event
      immediate: true,
      onRegisterError: (err: unknown) => console.error('service worker not registered', err),
    });
  });
}

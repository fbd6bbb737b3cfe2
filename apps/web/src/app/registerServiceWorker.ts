/**
 * Registers the service worker that vite-plugin-pwa builds (decision 019): the site installs on
 * a phone and its shell opens offline. A new build's worker takes over at once (autoUpdate) and
 * the page reloads onto it. Loaded by main.tsx after the first render, so that neither
 * workbox-window nor the registration weighs on the first script; in `vite dev` it does nothing.
 */
import { registerSW } from 'virtual:pwa-register';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // registered once the page has loaded (workbox-window waits for the load event)
  registerSW({
    onRegisterError: (err: unknown) => console.error('service worker not registered', err),
  });
}

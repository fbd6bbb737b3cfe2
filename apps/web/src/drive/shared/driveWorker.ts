/**
 * The driver app's service worker (public/drive-sw.js, scope /drive): it only receives Web Push
 * (decision 059). Registered once, when the signed-in app asks for it.
 */
let registration: Promise<ServiceWorkerRegistration> | null = null;

export function driveWorker(): Promise<ServiceWorkerRegistration> {
  registration ??= navigator.serviceWorker.register('/drive-sw.js', { scope: '/drive' });
  return registration;
}

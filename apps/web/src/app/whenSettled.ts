/**
 * A moment a page can spend on what the rider did not ask for (the service worker's install,
 * registerServiceWorker.ts): after its load event, `SETTLE_MS` more, then an idle moment.
 */

/** How long after the load event the worker waits before it installs. */
export const SETTLE_MS = 3_000;
/** The longest it then waits for an idle moment. */
const IDLE_TIMEOUT_MS = 2_000;

/** Runs `step` once the page has loaded, `SETTLE_MS` have passed and the main thread is idle. */
export function whenSettled(step: () => void, win: Window = window): void {
  // not in every browser (Safari before 18): then the next task
  const idleCallback = (win as Partial<Pick<Window, 'requestIdleCallback'>>).requestIdleCallback;
  const idle = () =>
    idleCallback
      ? idleCallback.call(win, step, { timeout: IDLE_TIMEOUT_MS })
      : win.setTimeout(step, 0);
  const afterLoad = () => win.setTimeout(idle, SETTLE_MS);
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}

/**
 * The site's entry, kept tiny. A page the service rendered (decision 020) is complete in its
 * HTML: the site's scripts are fetched and run once it has painted, so that neither their
 * download nor their evaluation and hydration hold its first paint (on a phone, the rider reads
 * the page while they load); the page's own scripts, which the service names, load beside them.
 * A page the browser renders itself starts at once.
 */
import { PAGE_SCRIPTS_META, PAGE_STATE_ID } from '@fairfare/contracts/site-render';

/** Runs `task` once the next frame has been painted (at once in a tab that paints nothing). */
function afterNextPaint(task: () => void): void {
  if (document.visibilityState === 'hidden') return task();
  requestAnimationFrame(() => setTimeout(task, 0));
}

/** The rendered page's own scripts (its page module and what it imports), fetched in parallel. */
function preloadPageScripts(): void {
  const names = document
    .querySelector(`meta[name="${PAGE_SCRIPTS_META}"]`)
    ?.getAttribute('content');
  for (const href of names?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
}

const start = () =>
  import('./boot').catch((err: unknown) => console.error('the site could not start', err));

if (document.getElementById(PAGE_STATE_ID)) {
  afterNextPaint(() => {
    preloadPageScripts();
    void start();
  });
} else {
  void start();
}

import type { Page } from 'playwright-core';

/** Waits until the page's path is `path` (full loads and client-side navigations alike). */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { waitUntil: 'commit' });
}

/**
 * Waits until every script of the page has loaded, so that a page the service rendered has
 * hydrated (decision 020). A change that reaches the whole page (the language) before then makes
 * React render the page afresh instead of hydrating it, which it reports as a mismatch.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

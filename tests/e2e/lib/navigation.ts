import type { Page } from 'playwright-core';

/** Waits until the page's path is `path` (full loads and client-side navigations alike). */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { waitUntil: 'commit' });
}

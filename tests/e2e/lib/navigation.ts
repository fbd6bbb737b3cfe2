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

/**
 * Holds back the page's requests for `pattern` (its scripts, an endpoint) until `release()`;
 * `held` resolves once the page has asked. A test then sees what the page shows meanwhile, however
 * fast the server answers, or what a rider on a slow phone does before the scripts come.
 */
export async function holdRequests(
  page: Page,
  pattern: string,
): Promise<{ release: () => void; held: Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let seen!: () => void;
  const held = new Promise<void>((resolve) => (seen = resolve));
  await page.route(pattern, async (route) => {
    seen();
    await released;
    await route.continue();
  });
  return { release, held };
}

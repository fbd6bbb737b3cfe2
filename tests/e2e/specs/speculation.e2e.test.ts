import { describe, expect } from 'vitest';
import { browserSuite } from '../lib/suite.ts';

const { pageTest } = browserSuite();

// Moving between content pages and app screens is a document navigation (issue 27), made instant
// by speculation rules the service names in a header: a link the pointer rests on is fetched ahead.
describe('speculation rules', () => {
  pageTest(
    'a page link the pointer rests on is fetched ahead, before it is pressed',
    async ({ page }) => {
      const ahead: string[] = [];
      page.on('request', (request) => {
        const purpose = request.headers()['sec-purpose'] ?? '';
        if (purpose.includes('prefetch')) ahead.push(new URL(request.url()).pathname);
      });
      await page.goto('/about-us', { waitUntil: 'load' });
      await page.getByRole('banner').getByRole('link', { name: 'Book Now' }).first().hover();
      await expect.poll(() => ahead, { timeout: 10_000 }).toContain('/booknow');
      // the language route, which sets a cookie, is never fetched ahead: it is a form, not a link
      expect(ahead.filter((path) => path.startsWith('/language'))).toEqual([]);
    },
  );

  pageTest(
    "resting on Book Now fetches the booking screen's scripts ahead, which the press finds in the cache",
    async ({ page }) => {
      await page.goto('/about-us', { waitUntil: 'load' });
      await page.getByRole('banner').getByRole('link', { name: 'Book Now' }).first().hover();
      // every prefetch the first script added has arrived
      await expect
        .poll(
          () =>
            page.evaluate(`(() => {
              const asked = [...document.querySelectorAll('link[rel="prefetch"]')].map((l) => l.href);
              const done = performance.getEntriesByType('resource').filter((e) => e.responseEnd > 0).map((e) => e.name);
              return asked.length > 0 && asked.every((href) => done.includes(href));
            })()`),
          { timeout: 10_000 },
        )
        .toBe(true);

      await page.getByRole('banner').getByRole('link', { name: 'Book Now' }).first().click();
      await page.getByRole('combobox', { name: 'Pickup location' }).waitFor();
      // the booking page's entry and module preloads, as its HTML names them (the page adds more
      // later, for the parts it loads after the form): none came over the network again
      const html = await (
        await page.request.get('/booknow', { headers: { accept: 'text/html' } })
      ).text();
      const named = [
        ...html.matchAll(
          /<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="([^"]+)"/g,
        ),
      ].map((match) => match[1]!);
      const fetched = (await page.evaluate(
        `performance.getEntriesByType('resource').map((entry) => ({ url: new URL(entry.name).pathname, bytes: entry.transferSize }))`,
      )) as { url: string; bytes: number }[];
      const scripts = fetched.filter((entry) => named.includes(entry.url));
      expect(scripts.length).toBeGreaterThan(10);
      expect(scripts.filter((entry) => entry.bytes > 0)).toEqual([]);
    },
  );
});

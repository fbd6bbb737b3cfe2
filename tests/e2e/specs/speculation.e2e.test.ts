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
});

import { describe, expect } from 'vitest';
import { browserSuite } from '../lib/suite.ts';

const { pageTest } = browserSuite();

/** Whether the top of the element is on the screen (runs in the page). */
function topInView(element: unknown): boolean {
  const r = (element as { getBoundingClientRect(): { top: number } }).getBoundingClientRect();
  const win = globalThis as unknown as { innerHeight: number };
  return r.top >= 0 && r.top < win.innerHeight;
}

describe('the booking map on a phone (issue 26.12)', () => {
  pageTest(
    "under the route fields, 'Show the map' brings the map, which comes after the form, on screen",
    async ({ page }) => {
      await page.goto('/booknow');
      const map = page.getByRole('region', { name: 'Map', exact: true });
      await map.waitFor();
      // stacked below the whole form: not on the first screen
      expect(await map.evaluate(topInView)).toBe(false);

      await page.getByRole('link', { name: 'Show the map' }).click();
      await expect.poll(() => map.evaluate(topInView)).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/booknow');
    },
    { viewport: { width: 390, height: 844 } },
  );

  pageTest('on a desktop the map sits beside the form, without the link', async ({ page }) => {
    await page.goto('/booknow');
    await page.getByRole('region', { name: 'Map', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Show the map' }).isVisible()).toBe(false);
  });
});

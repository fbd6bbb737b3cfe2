import { describe, expect } from 'vitest';
import { waitForHydration, waitForPath } from '../lib/navigation.ts';
import { browserSuite } from '../lib/suite.ts';

const { pageTest } = browserSuite();

describe('public pages arrive as rendered HTML (decision 020)', () => {
  pageTest(
    'show their content and data with JavaScript turned off, and their links lead on',
    async ({ page }) => {
      const home = await page.goto('/');
      expect(home?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Find your Ride' }).waitFor();
      // the page's data came with it: the categories and the cities of the public endpoints
      await page.getByRole('heading', { level: 2, name: 'Ride categories' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Cities we serve' }).waitFor();
      await page.getByText('London', { exact: true }).first().waitFor();

      const header = page.getByRole('banner');
      await header.getByRole('link', { name: 'About', exact: true }).click();
      await waitForPath(page, '/about-us');
      await page.getByRole('heading', { level: 1, name: 'About FairFare' }).waitFor();

      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & conditions' }).click();
      await waitForPath(page, '/term-condition');
      await page.getByRole('heading', { level: 1, name: 'Terms & conditions' }).waitFor();

      await header.getByRole('link', { name: 'Blog', exact: true }).click();
      await waitForPath(page, '/blog');
      const firstPost = page.getByRole('main').getByRole('article').first();
      const title = (await firstPost.getByRole('heading', { level: 2 }).innerText()).trim();
      await firstPost.getByRole('link', { name: title, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/blog-detail\//);
      await page.getByRole('link', { name: 'Back to Blog' }).click();
      await waitForPath(page, '/blog');

      await header.getByRole('link', { name: 'Login', exact: true }).click();
      await waitForPath(page, '/login');
      await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
      await page.getByLabel('Phone number').waitFor();
      // its button cannot send the number in the address, and the page says why
      expect(await page.getByRole('button', { name: 'Send code' }).isDisabled()).toBe(true);
      expect(await page.getByRole('main').innerText()).toContain(
        'This form needs JavaScript: turn it on in your browser to send it.',
      );

      // the booking screen's frame, saying what its form needs
      await header.getByRole('link', { name: 'Book Now' }).first().click();
      await waitForPath(page, '/booknow');
      await page.getByRole('heading', { level: 1, name: 'Book a ride' }).waitFor();
      expect(await page.getByRole('main').innerText()).toContain(
        'Booking a ride needs JavaScript: turn it on in your browser to book.',
      );
    },
    { javaScriptEnabled: false },
  );

  pageTest(
    'an unknown post is the not-found page, with status 404',
    async ({ page }) => {
      const res = await page.goto('/blog-detail/no-such-post');
      expect(res?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      await page.getByRole('link', { name: 'Back to home' }).click();
      await waitForPath(page, '/');
      await page.getByRole('heading', { level: 1, name: 'Find your Ride' }).waitFor();
    },
    { javaScriptEnabled: false },
  );

  pageTest(
    'a content page comes without React and asks for nothing; its links load the next page',
    async ({ page }) => {
      const asked: string[] = [];
      const stylesheets: string[] = [];
      const scripts: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/webservices/')) asked.push(pathname);
        if (request.resourceType() === 'stylesheet') stylesheets.push(pathname);
        if (request.resourceType() === 'script') scripts.push(pathname);
      });
      await page.goto('/blog', { waitUntil: 'load' });
      // the page carries its styles (allowed by the policy, which the suite checks), each marked
      // by a disabled link: none of them is fetched
      const markers = await page.locator('link[rel="stylesheet"][disabled]').all();
      const carried = await Promise.all(markers.map((link) => link.getAttribute('href')));
      expect(carried.length).toBeGreaterThan(0);
      expect(stylesheets.filter((path) => carried.includes(path))).toEqual([]);
      expect(await page.evaluate('getComputedStyle(document.body).fontFamily')).toContain(
        'system-ui',
      );
      // only the first script and what it imports (issue 27): not the React app's entry, no page
      // data for React to hydrate with
      const firstScript = await page.locator('script[type="module"]').getAttribute('src');
      expect(firstScript).toMatch(/^\/assets\/light-[\w-]+\.js$/);
      expect(scripts).toContain(firstScript);
      expect(scripts.filter((path) => /\/assets\/(index|react|client)-/.test(path))).toEqual([]);
      expect(await page.locator('#ff-page-state').count()).toBe(0);
      const firstPost = page.getByRole('main').getByRole('article').first();
      const title = (await firstPost.getByRole('heading', { level: 2 }).innerText()).trim();
      expect(asked).toEqual([]);

      // a link loads the next content page, rendered by the service: nothing asked in the page
      await page.evaluate('window.stayedOnThePage = true');
      await firstPost.getByRole('link', { name: title, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.evaluate('window.stayedOnThePage')).toBeUndefined();
      expect(asked).toEqual([]);
    },
  );

  // Decision 071: V8 compiles a script with this first line while it streams, off the main thread,
  // instead of each function on the main thread when the page hydrates.
  pageTest(
    "an app screen's scripts carry V8's compile hint on their first line",
    async ({ page }) => {
      const response = await page.goto('/booknow');
      const html = (await response?.text()) ?? '';
      const scripts = [
        ...html.matchAll(
          /<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="([^"]+)"/g,
        ),
      ].map((match) => match[1]!);
      expect(scripts.length).toBeGreaterThan(10);
      const firstLines = await Promise.all(
        scripts.map(async (src) => (await (await page.request.get(src)).text()).split('\n', 1)[0]),
      );
      expect(new Set(firstLines)).toEqual(new Set(['//# allFunctionsCalledOnLoad']));
    },
  );
});

describe("the HTML is in the rider's language", () => {
  pageTest(
    'Spanish for a browser that asks for Spanish, from the first byte',
    async ({ page }) => {
      await page.goto('/');
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      expect(await page.title()).toBe('Propón tu propia tarifa · FairFare');
      await page.getByRole('heading', { level: 1, name: 'Encuentra tu viaje' }).waitFor();
      await page.getByRole('banner').getByRole('link', { name: 'Inicio', exact: true }).waitFor();
    },
    { javaScriptEnabled: false, locale: 'es-ES' },
  );

  pageTest(
    'Spanish once the rider chose Spanish with the switcher, whatever the browser asks',
    async ({ page, app }) => {
      await page.goto('/');
      await waitForHydration(page);
      await page.getByLabel('Language', { exact: true }).selectOption('es');
      await page.getByRole('heading', { level: 1, name: 'Encuentra tu viaje' }).waitFor();

      // the HTML the service sends with the rider's cookies, before any script runs
      const about = await page.request.get('/about-us', { headers: { accept: 'text/html' } });
      const html = await about.text();
      expect(html).toContain('<html lang="es">');
      expect(html).toContain('Acerca de FairFare');

      // and a page opened with JavaScript turned off, in an English browser
      const browser = page.context().browser();
      if (!browser) throw new Error('no browser');
      const noScript = await browser.newContext({
        baseURL: app.baseUrl,
        javaScriptEnabled: false,
        locale: 'en-US',
      });
      try {
        await noScript.addCookies(await page.context().cookies());
        const other = await noScript.newPage();
        await other.goto('/services');
        await other.getByRole('heading', { level: 1, name: 'Nuestros servicios' }).waitFor();
      } finally {
        await noScript.close();
      }
    },
  );
});

import { describe, expect } from 'vitest';
import { browserSuite } from '../lib/suite.ts';
import { logIn } from '../lib/login.ts';
import { waitForPath } from '../lib/navigation.ts';

const { pageTest } = browserSuite();

/** Header links (docs/product/screens.md Header) and the heading each page shows. */
const HEADER_LINKS = [
  { name: 'About', path: '/about-us', heading: /about/i },
  { name: 'Services', path: '/services', heading: /services/i },
  { name: 'Contact', path: '/contact-us', heading: /contact/i },
  { name: 'Blog', path: '/blog', heading: /blog/i },
  { name: 'Article', path: '/article', heading: /article/i },
  { name: 'Announcement', path: '/announcement', heading: /announcement/i },
] as const;

const OTHER_PAGES = [
  '/',
  '/about-us',
  '/services',
  '/contact-us',
  '/blog',
  '/article',
  '/announcement',
  '/term-condition',
  '/privacy-policy',
];

describe('home page', () => {
  pageTest("shows 'Find your Ride' and 'Get Started' leads to /booknow", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Find your Ride' }).waitFor();
    await page.getByRole('link', { name: 'Get Started' }).first().click();
    await waitForPath(page, '/booknow');
  });
});

describe('moves between app screens and content pages (issue 27, decision 035)', () => {
  pageTest(
    'from /booknow, Blog is a document navigation to a page without React; app screens stay in the app',
    async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto('/login', { waitUntil: 'networkidle' });
      await page.evaluate('window.ffStayed = true');
      // between app screens the React app moves itself: the document stays
      await page.getByRole('banner').getByRole('link', { name: 'Book Now' }).first().click();
      await waitForPath(page, '/booknow');
      expect(await page.evaluate('window.ffStayed === true')).toBe(true);

      scripts.length = 0;
      await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
      await waitForPath(page, '/blog');
      await page.getByRole('heading', { level: 1, name: /blog/i }).waitFor();
      // a new document: the service's HTML with the light script, no blog page module
      expect(await page.evaluate('window.ffStayed === true')).toBe(false);
      expect(scripts.filter((path) => /ContentListPage|routes-/.test(path))).toEqual([]);
    },
  );
});

describe('header navigation (logged out)', () => {
  for (const link of HEADER_LINKS) {
    pageTest(`'${link.name}' reaches ${link.path} and shows its heading`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: link.name, exact: true }).click();
      await waitForPath(page, link.path);
      await page.getByRole('heading', { level: 1, name: link.heading }).waitFor();
    });
  }

  pageTest("'Home' reaches / and shows 'Find your Ride'", async ({ page }) => {
    await page.goto('/about-us');
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Find your Ride' }).waitFor();
  });

  pageTest("shows 'Login' and not 'My Account'", async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Login' }).waitFor();
    expect(await header.getByRole('link', { name: 'My Account' }).count()).toBe(0);
    expect(await page.getByText('My Account').count()).toBe(0);
  });
});

describe('the header of a signed-in rider on a desktop', () => {
  for (const width of [1024, 1280]) {
    pageTest(
      `keeps its links on one row at ${width} px`,
      async ({ page, app }) => {
        // a real session: a made-up one is ended by the first call the service refuses
        await logIn(page, app);
        await page.goto('/about-us');
        const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
        await nav.getByRole('link', { name: 'My Account' }).waitFor();
        const rows = (await page.evaluate(
          `new Set(Array.from(document.querySelectorAll('.site-nav__link')).filter((link) => link.getClientRects().length > 0).map((link) => Math.round(link.getBoundingClientRect().top))).size`,
        )) as number;
        expect(rows).toBe(1);
      },
      { viewport: { width, height: 900 } },
    );
  }
});

describe('collapsible menu on a small screen (375×740)', () => {
  const mobile = { viewport: { width: 375, height: 740 } };

  pageTest(
    'the Menu button opens and closes the menu',
    async ({ page }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      const menu = header.getByRole('button', { name: 'Menu', exact: true });
      const about = header.getByRole('link', { name: 'About', exact: true });

      await menu.waitFor();
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      await expect
        .poll(() => about.isVisible(), { message: 'links hidden when closed' })
        .toBe(false);

      await menu.click();
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
      await about.waitFor({ state: 'visible' });
      for (const name of ['Home', 'Services', 'Contact', 'Blog', 'Article', 'Announcement']) {
        await header.getByRole('link', { name, exact: true }).waitFor({ state: 'visible' });
      }

      await menu.click();
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
      await about.waitFor({ state: 'hidden' });
    },
    mobile,
  );

  pageTest(
    'choosing a link navigates and closes the menu',
    async ({ page }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      const menu = header.getByRole('button', { name: 'Menu', exact: true });
      await menu.click();
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
      await header.getByRole('link', { name: 'About', exact: true }).click();
      await waitForPath(page, '/about-us');
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
      await header.getByRole('link', { name: 'About', exact: true }).waitFor({ state: 'hidden' });
    },
    mobile,
  );
});

describe('not-found page', () => {
  pageTest("an unknown route shows 'Page not found'", async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  pageTest("an unknown blog post shows 'Page not found'", async ({ page }) => {
    await page.goto('/blog-detail/no-such-post');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});

describe('layout: header and footer', () => {
  for (const path of ['/schedule-form', '/booking-complete']) {
    pageTest(`are hidden on ${path}`, async ({ page }) => {
      await page.goto(path);
      // Wait for the route to render something before checking what is absent.
      await page.getByRole('heading').first().waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.getByRole('banner').count()).toBe(0);
      expect(await page.getByRole('contentinfo').count()).toBe(0);
    });
  }

  pageTest('are present on the other pages', async ({ page }) => {
    const missing: string[] = [];
    for (const path of OTHER_PAGES) {
      await page.goto(path);
      try {
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      } catch (err) {
        missing.push(`${path}: no h1 rendered (${err instanceof Error ? err.message : err})`);
        continue;
      }
      if ((await page.getByRole('banner').count()) !== 1) missing.push(`${path}: banner`);
      if ((await page.getByRole('contentinfo').count()) !== 1) missing.push(`${path}: contentinfo`);
    }
    expect(missing).toEqual([]);
  });
});

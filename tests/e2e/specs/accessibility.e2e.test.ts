import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import { type ContentKind, firstPosts } from '../lib/api.ts';
import { expectNoSeriousA11yViolations } from '../lib/axe.ts';
import type { RunningApp } from '../lib/start-app.ts';
import { browserSuite } from '../lib/suite.ts';

const { pageTest } = browserSuite();

interface PageCase {
  name: string;
  /** Opens the page and waits until it shows its content (not a spinner or skeleton). */
  open(page: Page, app: RunningApp): Promise<void>;
}

const h1 = (page: Page): Locator => page.getByRole('heading', { level: 1 }).first();

function staticPage(name: string, path: string): PageCase {
  return {
    name,
    async open(page) {
      await page.goto(path);
      await h1(page).waitFor();
    },
  };
}

/** A content list, ready once the first post's title shows. */
function listPage(name: string, path: string, kind: ContentKind): PageCase {
  return {
    name,
    async open(page, app) {
      const [first] = await firstPosts(app, kind);
      await page.goto(path);
      await page.getByRole('link', { name: first!.title, exact: true }).first().waitFor();
    },
  };
}

const PAGES: PageCase[] = [
  staticPage('home', '/'),
  staticPage('about', '/about-us'),
  staticPage('services', '/services'),
  staticPage('drive with FairFare', '/drive-with-fairfare'),
  staticPage('contact', '/contact-us'),
  listPage('blog list', '/blog', 'blog'),
  {
    name: 'blog detail',
    async open(page, app) {
      const [first] = await firstPosts(app, 'blog');
      await page.goto(`/blog-detail/${first!.slug}`);
      await page.getByRole('heading', { level: 1, name: first!.title, exact: true }).waitFor();
    },
  },
  listPage('article list', '/article', 'article'),
  listPage('announcement list', '/announcement', 'announcement'),
  staticPage('terms', '/term-condition'),
  staticPage('privacy', '/privacy-policy'),
  staticPage('login', '/login'),
  staticPage('register', '/register'),
  {
    name: 'not found',
    async open(page) {
      await page.goto('/no-such-page');
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    },
  },
];

describe('accessibility (axe-core: no serious or critical violation)', () => {
  for (const c of PAGES) {
    pageTest(c.name, async ({ page, app }) => {
      await c.open(page, app);
      const lesser = await expectNoSeriousA11yViolations(page);
      if (lesser.length > 0) {
        const list = lesser.map((v) => `${v.impact} ${v.id} (${v.nodes.length})`).join(', ');
        console.log(`axe ${c.name}: lesser violations (not failing): ${list}`);
      }
    });
  }
});

import { describe, expect } from 'vitest';
import { firstBlogPosts } from '../lib/api.ts';
import { waitForPath } from '../lib/navigation.ts';
import { browserSuite } from '../lib/suite.ts';

const { pageTest } = browserSuite();

describe('blog', () => {
  pageTest('a post opens from the list', async ({ page, app }) => {
    const posts = await firstBlogPosts(app);
    await page.goto('/blog');

    // Every post of the first page is a card whose title is a link.
    for (const post of posts) {
      await page.getByRole('link', { name: post.title, exact: true }).first().waitFor();
    }

    const first = posts[0]!;
    await page.getByRole('link', { name: first.title, exact: true }).first().click();
    await waitForPath(page, `/blog-detail/${first.slug}`);
    await page.getByRole('heading', { level: 1, name: first.title, exact: true }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  });
});

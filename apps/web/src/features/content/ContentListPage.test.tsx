import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PostSummary } from '@fairfare/contracts/content';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { jsonResponse as json, stubFetchForEachTest } from '../../test/apiCalls';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ContentListPage } from './routes';

function post(n: number, overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    post_id: n,
    kind: 'blog',
    slug: `post-${n}`,
    title: `Post number ${n}`,
    excerpt: `Excerpt of post ${n}.`,
    image_path: `/images/post-${n}.svg`,
    author: 'FairFare',
    published_at: Date.UTC(2024, 0, 30 - n, 12),
    lang: 'en',
    ...overrides,
  };
}

type Body = { kind: string; lang: string; page: number; limit: number };
const fetchMock = stubFetchForEachTest();
const bodyOf = (call: number): Body =>
  JSON.parse(String(fetchMock.mock.calls[call]?.[1].body)) as Body;

/** 8 blog posts: page 1 holds 6, page 2 holds 2. */
function serveEightPosts() {
  fetchMock.mockImplementation(async (url, init) => {
    expect(url).toBe('/webservices/1.1.5/contentapi/getposts');
    const { page, limit } = JSON.parse(String(init.body)) as Body;
    const all = Array.from({ length: 8 }, (_, i) => post(i + 1));
    const items = all.slice((page - 1) * limit, page * limit);
    return json(200, { status: 'success', response: { items, page, limit, total: 8 } });
  });
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function renderList(path = '/blog') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/blog" element={<ContentListPage kind="blog" />} />
        <Route path="/article" element={<ContentListPage kind="article" />} />
        <Route path="/blog-detail/:slug" element={<p>Detail page</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { path },
  );
}

describe('ContentListPage', () => {
  it('renders the cards of the API, newest first, each linking to its detail page', async () => {
    serveEightPosts();
    renderList();

    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('Loading blog posts…');

    const first = await screen.findByRole('heading', { level: 2, name: 'Post number 1' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Post number ${n}`));
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/blog-detail/post-1');

    const card = first.closest('article');
    if (!card) throw new Error('no card');
    expect(within(card).getByRole('img', { name: 'Post number 1' })).toBeDefined();
    expect(within(card).getByText('Excerpt of post 1.')).toBeDefined();
    expect(within(card).getByText('January 29, 2024')).toBeDefined();
    const more = within(card).getByRole('link', { name: 'Read more about Post number 1' });
    expect(more.getAttribute('href')).toBe('/blog-detail/post-1');

    expect(bodyOf(0)).toEqual({ kind: 'blog', lang: 'en', page: 1, limit: 6 });
    expect(screen.getByText('Page 1 of 2')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

    await userEvent.click(more);
    expect(await screen.findByText('Detail page')).toBeDefined();
  });

  it('moves to page 2, asks the API for page 2 and keeps the page in the URL', async () => {
    serveEightPosts();
    renderList();
    await screen.findByRole('heading', { name: 'Post number 1' });

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Post number 7' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Post number 1' })).toBeNull();
    expect(bodyOf(1)).toEqual({ kind: 'blog', lang: 'en', page: 2, limit: 6 });
    expect(screen.getByText('Page 2 of 2')).toBeDefined();
    expect(screen.getByTestId('location').textContent).toBe('/blog?page=2');
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Blog' }));

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'Post number 1' })).toBeDefined();
    expect(screen.getByTestId('location').textContent).toBe('/blog');
  });

  it('opens on the page named in the URL', async () => {
    serveEightPosts();
    renderList('/blog?page=2');
    expect(await screen.findByRole('heading', { name: 'Post number 8' })).toBeDefined();
    expect(bodyOf(0).page).toBe(2);
  });

  it('shows an empty state', async () => {
    fetchMock.mockResolvedValue(
      json(200, { status: 'success', response: { items: [], page: 1, limit: 6, total: 0 } }),
    );
    renderList('/article');
    expect(
      await screen.findByText('There are no articles yet. Please check back soon.'),
    ).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Articles' })).toBeDefined();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('shows an error with a retry button that loads again', async () => {
    fetchMock.mockResolvedValueOnce(
      json(500, {
        status: 'failed',
        message: 'Something went wrong on our side. Please try again.',
        code: 'error.internal',
      }),
    );
    renderList();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load the posts.')).toBeDefined();

    serveEightPosts();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Post number 1' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('titles the document with the list name in the interface language', async () => {
    serveEightPosts();
    renderList('/article');
    await screen.findByRole('heading', { level: 1, name: 'Articles' });
    expect(document.title).toBe('Articles · FairFare');

    await changeLanguage('es');
    await waitFor(() => expect(document.title).toBe('Artículos · FairFare'));
    expect(screen.getByRole('heading', { level: 1, name: 'Artículos' })).toBeDefined();
  });

  it('loads again in the interface language when it changes', async () => {
    serveEightPosts();
    renderList();
    await screen.findByRole('heading', { name: 'Post number 1' });

    await changeLanguage('es');

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(bodyOf(1)).toMatchObject({ lang: 'es', page: 1 });
    expect(await screen.findByText('Página 1 de 2')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Leer más sobre Post number 1' })).toBeDefined();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PostDetail } from '@fairfare/contracts/content';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { jsonResponse as json, stubFetchForEachTest } from '../../test/apiCalls';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ContentDetailPage } from './routes';

const post: PostDetail = {
  post_id: 7,
  kind: 'article',
  slug: 'fares-explained',
  title: 'Fares explained',
  excerpt: 'How your offer works.',
  image_path: '/images/fares.svg',
  author: 'FairFare',
  published_at: Date.UTC(2024, 4, 12, 12),
  lang: 'en',
  body: 'You name the fare.\n\nDrivers answer with <b>offers</b>.\n\n\nYou choose one.',
  body_html: null,
};

const fetchMock = stubFetchForEachTest();

function renderDetail(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/article" element={<h1>Article list</h1>} />
      <Route path="/article-detail/:slug" element={<ContentDetailPage kind="article" />} />
    </Routes>,
    { path },
  );
}

describe('ContentDetailPage', () => {
  it('shows the post with its body as plain-text paragraphs and a link back to the list', async () => {
    fetchMock.mockResolvedValue(json(200, { status: 'success', response: post }));
    const { container } = renderDetail('/article-detail/fares-explained');

    expect(await screen.findByRole('heading', { level: 1, name: 'Fares explained' })).toBeDefined();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1].body))).toEqual({
      kind: 'article',
      slug: 'fares-explained',
      lang: 'en',
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/webservices/1.1.5/contentapi/getpost');
    expect(screen.getByText('May 12, 2024')).toBeDefined();
    expect(screen.getByRole('img', { name: 'Fares explained' }).getAttribute('src')).toBe(
      '/images/fares.svg',
    );
    const paragraphs = container.querySelectorAll('.post-article__body p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual([
      'You name the fare.',
      'Drivers answer with <b>offers</b>.',
      'You choose one.',
    ]);
    expect(container.querySelector('b')).toBeNull(); // text, never HTML
    expect(screen.queryByText(/not available in English/)).toBeNull();
    expect(document.title).toBe('Fares explained · FairFare');

    await userEvent.click(screen.getByRole('link', { name: 'Back to Articles' }));
    expect(await screen.findByRole('heading', { name: 'Article list' })).toBeDefined();
  });

  it('shows an edited post’s body as the HTML the service sanitised', async () => {
    const edited = {
      ...post,
      body: 'You **name** it.',
      body_html: '<p>You <strong>name</strong> it.</p>',
    };
    fetchMock.mockResolvedValue(json(200, { status: 'success', response: edited }));
    const { container } = renderDetail('/article-detail/fares-explained');

    expect(await screen.findByRole('heading', { level: 1, name: 'Fares explained' })).toBeDefined();
    expect(container.querySelector('.post-article__body strong')?.textContent).toBe('name');
    expect(screen.queryByText('You **name** it.')).toBeNull();
  });

  it('says so when the text is in English because the translation is missing', async () => {
    await changeLanguage('fr');
    fetchMock.mockResolvedValue(json(200, { status: 'success', response: post }));
    renderDetail('/article-detail/fares-explained');

    expect(await screen.findByRole('heading', { level: 1, name: 'Fares explained' })).toBeDefined();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1].body))).toMatchObject({ lang: 'fr' });
    expect(
      screen.getByText(
        "Ce texte n'est pas encore disponible en français, il est donc affiché en anglais.",
      ),
    ).toBeDefined();
    expect(screen.getByText('12 mai 2024')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Retour aux articles' })).toBeDefined();
  });

  it('names the language shown when the post was written in another one only', async () => {
    await changeLanguage('en');
    const spanishOnly = { ...post, title: 'Tarifas explicadas', lang: 'es' as const };
    fetchMock.mockResolvedValue(json(200, { status: 'success', response: spanishOnly }));
    renderDetail('/article-detail/fares-explained');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tarifas explicadas' }),
    ).toBeDefined();
    expect(
      screen.getByText('This text is not available in English yet, so it is shown in Spanish.'),
    ).toBeDefined();
  });

  it("titles the document with the post's translated title, and the list's name before it loads", async () => {
    await changeLanguage('es');
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderDetail('/article-detail/fares-explained');

    await waitFor(() => expect(document.title).toBe('Artículos · FairFare'));
    answer(
      json(200, {
        status: 'success',
        response: { ...post, title: 'Las tarifas, explicadas', lang: 'es' },
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Las tarifas, explicadas' }),
    ).toBeDefined();
    expect(document.title).toBe('Las tarifas, explicadas · FairFare');
  });

  it('shows the not-found page for an unknown slug', async () => {
    fetchMock.mockResolvedValue(
      json(404, {
        status: 'failed',
        message: 'This post does not exist.',
        code: 'content.notFound',
      }),
    );
    renderDetail('/article-detail/no-such-post');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('Page not found · FairFare');
  });

  it('titles an unknown post as not found in the interface language', async () => {
    await changeLanguage('fr');
    fetchMock.mockResolvedValue(
      json(404, {
        status: 'failed',
        message: 'This post does not exist.',
        code: 'content.notFound',
      }),
    );
    renderDetail('/article-detail/no-such-post');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page introuvable' }),
    ).toBeDefined();
    expect(document.title).toBe('Page introuvable · FairFare');
  });
});

import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nOptions, lazyLocales } from '../../shared/i18n/i18n';
import { asPage, london, publicApi, service } from '../../test/renderedPages';
import { BOOT_MODULE, renderPage } from './renderPage';

afterEach(() => {
  document.title = '';
});

describe('a public page rendered by the service (decision 020)', () => {
  it("is the page in the rider's language, with its data and translations for the site", async () => {
    const { callApi, calls } = service();
    const page = asPage(await renderPage({ url: '/blog?page=2', language: 'es', callApi }));

    expect(page.status).toBe(200);
    expect(page.title).toBe('Blog · FairFare');
    expect(page.html).toContain('Saltar al contenido'); // the skip link, in Spanish
    expect(page.html).toContain('<h1 class="content-page__title"');
    expect(page.html).toContain('>Las tarifas, explicadas</a>');
    expect(page.html).toContain('12 de mayo de 2024');
    expect(page.html).toContain('href="/blog-detail/fares-explained"');
    expect(page.html).not.toMatch(/<script/i);
    expect(calls).toEqual([
      { path: '/contentapi/getposts', body: { kind: 'blog', lang: 'es', page: 2, limit: 6 } },
      { path: '/constantapi/getstripekey', body: {} },
    ]);
    // the site's start, for its styles (a content page links no script of it)
    expect(page.modules).toEqual([BOOT_MODULE, 'src/features/content/routes.tsx']);

    expect(page.state.language).toBe('es');
    expect(page.state.queries.queries.map((q) => q.queryKey)).toEqual([
      ['content', 'posts', { kind: 'blog', lang: 'es', page: 2, limit: 6 }],
      ['payments', 'testMode'],
    ]);
    // the namespaces the page shows in its language, not the server messages; and the English
    // fallback of the shell's
    expect(Object.keys(page.state.translations)).toEqual(['es', 'en']);
    expect(Object.keys(page.state.translations.es ?? {}).sort()).toEqual([
      'common',
      'content',
      'notFound',
    ]);
    expect(page.state.translations.es?.content).toMatchObject({ readMore: 'Leer más' });
    expect(Object.keys(page.state.translations.en ?? {}).sort()).toEqual(['common', 'notFound']);
  });

  it('carries the translations the site needs to start at once, in the language of the page', async () => {
    const { callApi } = service();
    for (const language of ['en', 'es', 'fr'] as const) {
      const page = asPage(await renderPage({ url: '/about-us', language, callApi }));
      const site = i18next.createInstance();
      void site.use(lazyLocales).init(i18nOptions(language, page.state.translations));
      expect(site.isInitialized, language).toBe(true);
      expect(site.language).toBe(language);
    }
  });

  it('is the home page with the categories and the cities, signed out', async () => {
    const { callApi } = service();
    const page = asPage(await renderPage({ url: '/', language: 'en', callApi }));
    expect(page.html).toContain('Find your Ride');
    expect(page.html).toContain('Económico');
    expect(page.html).toContain('<strong>London</strong>');
    expect(page.html).toContain('href="/login"');
    expect(page.state.cities).toEqual([london]);
    expect(page.head).toBe('<link rel="preload" as="image" href="/logo.svg"/>');
    expect(page.html.startsWith('<a class="skip-link"')).toBe(true);
  });

  it('says "Test mode" on every page while the sandbox takes payments, in the page\'s language', async () => {
    const banners = { en: 'Test mode.', es: 'Modo de prueba.', fr: 'Mode test.' } as const;
    for (const language of ['en', 'es', 'fr'] as const) {
      const { callApi } = service({ payments: 'sandbox' });
      // a content page (no React in the browser: the markup is all it has) and an app screen
      for (const url of ['/about-us', '/login']) {
        const page = asPage(await renderPage({ url, language, callApi }));
        expect(page.html, `${url} ${language}`).toContain(
          `<p class="test-mode test-mode--banner" role="note"><strong>${banners[language]}</strong>`,
        );
      }
    }
    // real money: no banner
    const real = asPage(
      await renderPage({ url: '/about-us', language: 'en', callApi: service().callApi }),
    );
    expect(real.html).not.toContain('test-mode');
  });

  it('is the not-found page, with 404, for an unknown post or address', async () => {
    const { callApi } = service();
    const post = asPage(
      await renderPage({ url: '/blog-detail/no-such-post', language: 'fr', callApi }),
    );
    expect(post.status).toBe(404);
    expect(post.html).toContain('Page introuvable');
    expect(post.title).toBe('Page introuvable · FairFare');
    // the failed answer goes with the page, so that the site hydrates the same not-found page
    const postQuery = post.state.queries.queries.find((q) => q.queryKey[0] === 'content');
    expect(postQuery?.state.status).toBe('error');

    const address = asPage(await renderPage({ url: '/no/such/page', language: 'en', callApi }));
    expect(address.status).toBe(404);
    expect(address.html).toContain('Page not found');
  });

  it('shows a failed answer as loading, for the site to ask again', async () => {
    const { callApi } = publicApi({});
    const page = asPage(await renderPage({ url: '/blog', language: 'en', callApi }));
    expect(page.status).toBe(200);
    expect(page.html).toContain('aria-busy="true"');
    expect(page.state.queries.queries).toEqual([]);
  });

  it('is the booking screen without its form, which the browser renders with the answers it asks first', async () => {
    const { callApi, calls } = service();
    const page = asPage(await renderPage({ url: '/booknow', language: 'en', callApi }));
    expect(page.html).toContain('Book a ride');
    expect(page.html).toContain('Loading the booking form…');
    expect(page.html).toContain('Booking a ride needs JavaScript');
    // no form but the header's language switcher (a plain form, issue 27)
    expect(page.html.match(/<form\b/g)).toHaveLength(1);
    expect(page.html).toContain('<form class="language-switcher"');
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/categoryapi/getcategories',
      '/cityapi/getcity',
      '/commonapi/getallinone',
      '/commonapi/getgeofences',
      '/constantapi/getconstants',
      '/constantapi/getstripekey',
    ]);
    const queryKeys = page.state.queries.queries.map((q) => JSON.stringify(q.queryKey));
    expect(queryKeys).toEqual(
      expect.arrayContaining([
        JSON.stringify(['constants']),
        JSON.stringify(['city', { cityId: 14 }]),
        JSON.stringify(['categories', { cityId: 14, lang: 'en' }]),
      ]),
    );
    expect(page.state.cities?.length).toBeGreaterThan(0);
    // the site finds the page's script by the route, without matching the address (decision 070)
    expect(page.state.route).toBe('booknow');
    // what the form needs comes with the page: its script linked (fetched, evaluated after the
    // page's) and its translations (decision 044); first, the site's start, which the entry
    // imports after React and the translations (decision 068)
    expect(page.modules).toEqual([
      'src/app/boot.tsx',
      'src/features/booking/BookNowPage.tsx',
      'src/features/booking/components/BookingForm.tsx',
    ]);
    expect(Object.keys(page.state.translations.en ?? {})).toEqual(
      expect.arrayContaining(['booking', 'places']),
    );
  });

  it("is left to the browser for a rider's own page", async () => {
    const { callApi } = service();
    for (const url of ['/profile', '/Checkout', '/booknow?edit=12', '/track?trip=abc']) {
      expect(await renderPage({ url, language: 'en', callApi }), url).toEqual({ kind: 'shell' });
    }
  });
});

describe('the header the service renders for a signed-in rider (issue 27)', () => {
  it('shows My Account on a content page, which no script re-renders', async () => {
    const { callApi } = service();
    const page = asPage(
      await renderPage({ url: '/about-us', language: 'en', callApi, signedIn: true }),
    );
    expect(page.render).toBe('content');
    expect(page.html).toContain('href="/profile"');
    expect(page.html).not.toContain('href="/login"');
  });

  it('shows Login on an app screen, as the browser hydrates it before the session is known', async () => {
    const { callApi } = service();
    const page = asPage(
      await renderPage({ url: '/booknow', language: 'en', callApi, signedIn: true }),
    );
    expect(page.render).toBe('app');
    expect(page.html).toContain('href="/login"');
    expect(page.html).not.toContain('href="/profile"');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COOKIE } from '@fairfare/contracts/languages';
import {
  LANGUAGE_ROUTE,
  PAGE_STATE_ID,
  RIDE_ISLAND_ID,
  type RenderPage,
} from '@fairfare/contracts/site-render';
import { registerRider } from '../../test/helpers/auth.ts';
import { booking, saveTrip } from '../../test/helpers/booking.ts';
import { databaseKinds } from '../../test/helpers/databases.ts';
import { builtSite, startSiteApp } from '../../test/helpers/site.ts';

/** A page as the site's server bundle renders it, with the header it was asked for. */
function renderer(render: 'content' | 'app' = 'content'): RenderPage & ReturnType<typeof vi.fn> {
  return vi.fn<RenderPage>(async ({ url, signedIn }) => ({
    kind: 'page',
    status: 200,
    title: 'Page · FairFare',
    html: `<main><h1>${url}</h1><a href="${signedIn ? '/profile' : '/login'}">account</a></main>`,
    head: '',
    state: { url },
    modules: ['src/features/pages/AboutPage.tsx'],
    render,
  }));
}

const manifest = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/light/main.ts': { file: 'assets/light-1.js', isEntry: true, imports: ['_lang-1.js'] },
  '_lang-1.js': { file: 'assets/lang-1.js' },
  'src/features/pages/AboutPage.tsx': {
    file: 'assets/AboutPage-1.js',
    css: ['assets/AboutPage-1.css'],
    imports: ['_react-1.js'],
  },
};

const asPage = (headers: Record<string, string> = {}) => ({ accept: 'text/html', ...headers });

describe('content pages (issue 27): HTML and CSS with the first script, no React', () => {
  it("carry the first script instead of the site's, and no page data", async () => {
    const { app } = await startSiteApp({ dist: builtSite({ manifest }), render: renderer() });
    const res = await app.inject({ url: '/about-us', headers: asPage() });

    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><main><h1>/about-us</h1>');
    expect(res.body).toContain(
      '<script type="module" crossorigin src="/assets/light-1.js"></script>',
    );
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/lang-1.js">');
    expect(res.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/AboutPage-1.css">',
    );
    // neither the React app's entry, nor its chunks, nor the page's own script, nor its data
    expect(res.body).not.toContain('index-abc.js');
    expect(res.body).not.toContain('react-1.js');
    expect(res.body).not.toContain('AboutPage-1.js');
    expect(res.body).not.toContain(PAGE_STATE_ID);
    expect(res.body).not.toContain(RIDE_ISLAND_ID);
  });

  it("keep the React app's entry for an app screen", async () => {
    const { app } = await startSiteApp({ dist: builtSite({ manifest }), render: renderer('app') });
    const res = await app.inject({ url: '/login', headers: asPage() });
    expect(res.body).toContain('/assets/index-abc.js');
    expect(res.body).toContain(PAGE_STATE_ID);
    expect(res.body).not.toContain('light-1.js');
  });
});

describe.each(databaseKinds)(
  'the viewer of a content page, from the session cookie (%s)',
  (kind) => {
    it('is signed in for a live session only, and the cache keeps each apart', async () => {
      const render = renderer();
      const { app } = await startSiteApp({ dist: builtSite({ manifest }), render, database: kind });
      const { cookie } = await registerRider(app, '5195550171');

      const visitor = await app.inject({ url: '/blog', headers: asPage() });
      const rider = await app.inject({ url: '/blog', headers: asPage({ cookie }) });
      const madeUp = await app.inject({
        url: '/blog',
        headers: asPage({ cookie: 'ff_session=nope' }),
      });
      const riderAgain = await app.inject({ url: '/blog', headers: asPage({ cookie }) });

      expect(visitor.body).toContain('href="/login"');
      expect(rider.body).toContain('href="/profile"');
      expect(madeUp.body).toContain('href="/login"');
      expect(riderAgain.body).toContain('href="/profile"');
      // one render for visitors (the made-up cookie is one), one for signed-in riders
      expect(render.mock.calls.map(([input]) => input.signedIn)).toEqual([false, true]);
    });

    it('carries the ride overlay island only for a rider with a trip to show', async () => {
      const { app } = await startSiteApp({
        dist: builtSite({ manifest }),
        render: renderer(),
        database: kind,
        seeded: true,
      });
      const riding = await registerRider(app, '5195550172');
      const idle = await registerRider(app, '5195550173');
      expect((await saveTrip(app, riding.cookie, booking())).statusCode).toBe(200);

      const island = `<div id="${RIDE_ISLAND_ID}"></div>`;
      const withTrip = await app.inject({
        url: '/blog',
        headers: asPage({ cookie: riding.cookie }),
      });
      const withoutTrip = await app.inject({
        url: '/blog',
        headers: asPage({ cookie: idle.cookie }),
      });
      const visitor = await app.inject({ url: '/blog', headers: asPage() });

      expect(withTrip.body).toContain(island);
      expect(withTrip.body).toContain('/assets/light-1.js');
      expect(withoutTrip.body).not.toContain(island);
      expect(visitor.body).not.toContain(island);
    });
  },
);

describe('the language route (the switcher without script)', () => {
  it('sets the language cookie and sends the rider back to the same page', async () => {
    const { app } = await startSiteApp({ dist: builtSite({ manifest }), render: renderer() });
    const res = await app.inject({
      url: `${LANGUAGE_ROUTE}?lang=es&back=${encodeURIComponent('/blog?page=2')}`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/blog?page=2');
    const cookie = res.cookies.find((c) => c.name === LANGUAGE_COOKIE);
    expect(cookie).toMatchObject({ value: 'es', path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', ''])(
    'never sends anyone to another site (back=%s)',
    async (back) => {
      const { app } = await startSiteApp({ dist: builtSite({ manifest }), render: renderer() });
      const res = await app.inject({
        url: `${LANGUAGE_ROUTE}?lang=fr&back=${encodeURIComponent(back)}`,
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/');
    },
  );

  it('refuses a language the site does not speak, and sets nothing', async () => {
    const { app } = await startSiteApp({ dist: builtSite({ manifest }), render: renderer() });
    const res = await app.inject({ url: `${LANGUAGE_ROUTE}?lang=de&back=/` });
    expect(res.statusCode).toBe(400);
    expect(res.cookies).toEqual([]);
  });
});

describe('speculation rules (issue 27)', () => {
  it('are named by every page, rendered or not, and served as rules', async () => {
    const { app } = await startSiteApp({ dist: builtSite({ manifest }), render: renderer() });
    const rendered = await app.inject({ url: '/about-us', headers: asPage() });
    expect(rendered.headers['speculation-rules']).toBe('"/speculation-rules.json"');
    // the CSP allows no inline rules: they come from the file only
    expect(rendered.headers['content-security-policy']).not.toContain('inline-speculation-rules');

    const rules = await app.inject({ url: '/speculation-rules.json' });
    expect(rules.statusCode).toBe(200);
    expect(rules.headers['content-type']).toContain('application/speculationrules+json');
    const body = rules.json() as {
      prefetch: [
        { eagerness: string; where: { and: [unknown, { not: { href_matches: string[] } }] } },
      ];
      prerender: [{ eagerness: string }];
    };
    expect(body.prefetch[0].eagerness).toBe('moderate');
    expect(body.prerender[0].eagerness).toBe('conservative');
    // never the route that sets the language cookie, a logout or the service's routes
    const never = body.prefetch[0].where.and[1].not.href_matches;
    expect(never).toEqual(
      expect.arrayContaining([LANGUAGE_ROUTE, `${LANGUAGE_ROUTE}?*`, '/*logout*', '/api/*']),
    );
  });

  it("are named by the plain index.html of a rider's page", async () => {
    const render = vi.fn<RenderPage>(async () => ({ kind: 'shell' }));
    const { app } = await startSiteApp({ dist: builtSite({ manifest }), render });
    const shell = await app.inject({ url: '/profile', headers: asPage() });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['speculation-rules']).toBe('"/speculation-rules.json"');
  });
});

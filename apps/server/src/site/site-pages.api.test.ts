import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { PAGE_STATE_ID, type RenderPage } from '@fairfare/contracts/site-render';
import { builtSite, startSiteApp } from '../../test/helpers/site.ts';
import { styleHash } from './inline-styles.ts';

/** A page as the site's server bundle renders it, saying what it was asked. */
function renderer(status = 200): RenderPage & ReturnType<typeof vi.fn> {
  return vi.fn<RenderPage>(async ({ url, language }) => ({
    kind: 'page',
    status,
    title: `Page ${url} · FairFare`,
    html: `<main><h1>${language} ${url}</h1></main>`,
    head: '',
    state: { language, url },
    modules: ['src/features/home/HomePage.tsx'],
    render: 'app',
  }));
}

const manifest = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true },
  'src/features/home/HomePage.tsx': {
    file: 'assets/HomePage-1.js',
    css: ['assets/HomePage-1.css'],
  },
};

const asPage = (headers: Record<string, string> = {}) => ({ accept: 'text/html', ...headers });

describe('public pages rendered by the service (decision 020)', () => {
  it('sends the rendered page in index.html, with its links, data and the security headers', async () => {
    const render = renderer();
    const { app } = await startSiteApp({ dist: builtSite({ manifest }), render });
    const res = await app.inject({ url: '/blog?page=2', headers: asPage() });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<div id="root"><main><h1>en /blog?page=2</h1></main></div>');
    expect(res.body).toContain('<title>Page /blog?page=2 · FairFare</title>');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/HomePage-1.css">');
    expect(res.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/HomePage-1.js">',
    );
    expect(res.body).toContain(
      `<script type="application/json" id="${PAGE_STATE_ID}">{"language":"en","url":"/blog?page=2"}</script>`,
    );
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
    expect(render).toHaveBeenCalledWith(expect.objectContaining({ url: '/blog?page=2' }));
  });

  it('carries the styles of the entry and the page in its head, allowed by their hashes alone', async () => {
    const dist = builtSite({ manifest });
    writeFileSync(join(dist, 'assets/index-abc.css'), 'body{margin:0}');
    writeFileSync(join(dist, 'assets/HomePage-1.css'), '.hero{color:teal}');
    const { app } = await startSiteApp({ dist, render: renderer() });
    const res = await app.inject({ url: '/', headers: asPage() });

    expect(res.body).toContain('<style>body{margin:0}</style>');
    expect(res.body).toContain('<style>.hero{color:teal}</style>');
    expect(res.body).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
    const styleSrc = /(?:^|;)style-src ([^;]*)/
      .exec(String(res.headers['content-security-policy']))?.[1]
      ?.split(' ');
    expect(styleSrc).toEqual([
      "'self'",
      styleHash('body{margin:0}'),
      styleHash('.hero{color:teal}'),
    ]);
    // other answers keep the plain policy
    const api = await app.inject({ url: '/api/health' });
    expect(api.headers['content-security-policy']).toContain("style-src 'self';");
  });

  it("renders in the switcher's language, else the browser's, and says so in <html lang>", async () => {
    const render = renderer();
    const { app } = await startSiteApp({ dist: builtSite(), render });
    const cookie = await app.inject({
      url: '/about-us',
      headers: asPage({ cookie: 'ff_language=fr', 'accept-language': 'es' }),
    });
    expect(cookie.body).toContain('<html lang="fr">');
    expect(cookie.body).toContain('<h1>fr /about-us</h1>');
    const browser = await app.inject({
      url: '/about-us',
      headers: asPage({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' }),
    });
    expect(browser.body).toContain('<html lang="es">');
    expect(browser.body).toContain('<h1>es /about-us</h1>');
    const neither = await app.inject({ url: '/about-us', headers: asPage() });
    expect(neither.body).toContain('<html lang="en">');
  });

  it('renders a page once per address and language while it is kept, and once for all who ask at once', async () => {
    const render = renderer();
    const { app } = await startSiteApp({ dist: builtSite(), render });
    const get = (url: string, language = 'en') =>
      app.inject({ url, headers: asPage({ 'accept-language': language }) });

    await Promise.all([get('/'), get('/'), get('/')]);
    await get('/');
    expect(render).toHaveBeenCalledTimes(1);
    await get('/', 'es');
    await get('/?page=2');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('renders every time with PAGE_CACHE_SECONDS=0', async () => {
    const render = renderer();
    const { app } = await startSiteApp({ dist: builtSite(), render, pageCacheSeconds: 0 });
    await app.inject({ url: '/', headers: asPage() });
    await app.inject({ url: '/', headers: asPage() });
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('compresses by Accept-Encoding, and answers 304 to the ETag of the same page', async () => {
    const { app } = await startSiteApp({ dist: builtSite(), render: renderer() });
    const plain = await app.inject({ url: '/', headers: asPage() });
    const br = await app.inject({ url: '/', headers: asPage({ 'accept-encoding': 'gzip, br' }) });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await app.inject({ url: '/', headers: asPage({ 'accept-encoding': 'gzip' }) });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const again = await app.inject({
      url: '/',
      headers: asPage({ 'accept-encoding': 'gzip, br', 'if-none-match': String(br.headers.etag) }),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherEncoding = await app.inject({
      url: '/',
      headers: asPage({ 'if-none-match': String(br.headers.etag) }),
    });
    expect(otherEncoding.statusCode).toBe(200);
  });

  it('answers an unknown address or post with the rendered not-found page and 404', async () => {
    const { app } = await startSiteApp({ dist: builtSite(), render: renderer(404) });
    const res = await app.inject({ url: '/blog-detail/no-such-post', headers: asPage() });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>en /blog-detail/no-such-post</h1>');
  });

  it("sends the plain index.html for a rider's page, which the browser renders", async () => {
    const render = vi.fn<RenderPage>(async () => ({ kind: 'shell' }));
    const { app } = await startSiteApp({ dist: builtSite(), render });
    const res = await app.inject({ url: '/profile', headers: asPage() });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain(PAGE_STATE_ID);
  });

  it('sends the plain index.html, and logs why, when a render fails', async () => {
    const render = vi.fn<RenderPage>(async () => {
      throw new Error('the page broke');
    });
    const { app, log } = await startSiteApp({ dist: builtSite(), render });
    const res = await app.inject({ url: '/services', headers: asPage() });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(log()).toContain('the page could not be rendered');
    expect(log()).toContain('the page broke');
    // a failure is not kept: the next request tries again
    await app.inject({ url: '/services', headers: asPage() });
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('sends the plain index.html, and logs why, when the site has no server bundle', async () => {
    const { app, log } = await startSiteApp({ dist: builtSite() });
    const res = await app.inject({ url: '/', headers: asPage() });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(log()).toContain('no server rendering');
    expect(log()).toContain('entry-server.js is missing');
  });

  it('loads the server bundle from dist/server and never publishes it or the manifest', async () => {
    const dist = builtSite({
      manifest,
      serverBundle: `export async function render({ language }) {
        return { kind: 'page', status: 200, title: 'Bundled', html: '<h1>From the bundle</h1>',
          head: '', state: { language }, modules: [] };
      }`,
    });
    const { app } = await startSiteApp({ dist });
    const page = await app.inject({ url: '/', headers: asPage() });
    expect(page.body).toContain('<h1>From the bundle</h1>');
    for (const url of ['/server/entry-server.js', '/server/package.json', '/.vite/manifest.json']) {
      expect((await app.inject(url)).statusCode, url).toBe(404);
    }
  });

  it('lets a page call the public endpoints in-process, and no other', async () => {
    const answers: unknown[] = [];
    const render = vi.fn<RenderPage>(async ({ callApi }) => {
      const list = await callApi(endpoints.content.list, { kind: 'blog', lang: 'es' });
      answers.push(list.status, JSON.parse(list.body));
      await callApi(endpoints.trips.list, {}).catch((err: unknown) => answers.push(String(err)));
      return { kind: 'shell' };
    });
    const { app } = await startSiteApp({ dist: builtSite(), render, seeded: true });
    await app.inject({ url: '/blog', headers: asPage() });
    expect(answers[0]).toBe(200);
    expect(answers[1]).toMatchObject({ status: 'success', response: { items: expect.any(Array) } });
    expect(
      (answers[1] as { response: { items: unknown[] } }).response.items.length,
    ).toBeGreaterThan(0);
    expect(answers[2]).toContain('only public endpoints');
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it, onTestFinished } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { testConfig } from '../src/config.ts';
import { startTestApp } from './helpers/app.ts';
import { expectFailed } from './helpers/failure.ts';

const site = join(import.meta.dirname, 'fixtures/site');

describe('the service shell', () => {
  it('stays alive on /api/health when the database does not answer, and only /api/ready says 503', async () => {
    const { app, db } = await startTestApp('sqlite');
    const okRes = await app.inject('/api/health');
    expect(okRes.statusCode).toBe(200);
    expect(okRes.json()).toEqual({ status: 'ok', database: 'ok' });
    expect((await app.inject('/api/ready')).statusCode).toBe(200);
    await db.destroy();
    const alive = await app.inject('/api/health');
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok', database: 'unreachable' });
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ ready: false, reason: 'database unreachable' });
  });

  it('sends a Content-Security-Policy that allows only the site itself', async () => {
    const { app } = await startTestApp('sqlite');
    const res = await app.inject('/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('lets the booking map load its tiles from the MAP_TILE_ORIGINS origins only', async () => {
    const imgSrc = (csp: string) => /img-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
    const byDefault = await startTestApp('sqlite');
    const res = await byDefault.app.inject('/api/health');
    expect(imgSrc(String(res.headers['content-security-policy']))).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tile.openstreetmap.org',
    ]);

    const { app } = await startTestApp('sqlite', {
      mapTileOrigins: ['https://tiles.example.com', 'https://*.tile.example.org'],
    });
    const configured = await app.inject('/api/health');
    const csp = String(configured.headers['content-security-policy']);
    expect(imgSrc(csp)).toEqual(
      expect.arrayContaining(['https://tiles.example.com', 'https://*.tile.example.org']),
    );
    expect(csp).not.toContain('tile.openstreetmap.org');
  });

  it('answers unknown API routes with a JSON 404 and rate-limits them', async () => {
    const { app } = await startTestApp('sqlite', {
      rateLimits: { ...testConfig().rateLimits, notFoundPerMinute: 3 },
    });
    const hit = () =>
      app.inject({
        method: 'POST',
        url: `${API_BASE}/nosuchapi/nothing`,
        remoteAddress: '192.0.2.50',
      });
    for (let i = 0; i < 3; i++) {
      const res = await hit();
      expectFailed(res, 404, {
        message: 'This address does not exist.',
        code: 'error.routeNotFound',
      });
    }
    const limited = await hit();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 'failed', code: 'error.tooManyRequests' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const { app } = await startTestApp('sqlite');
    const res = await app.inject({
      method: 'POST',
      url: `${API_BASE}/contentapi/getposts`,
      headers: { 'content-type': 'application/json' },
      payload: '{"kind":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('failed');
  });

  it('answers an unexpected error with a generic 500 and no internals', async () => {
    const { app, db } = await startTestApp('sqlite');
    await db.schema.dropTable('content_translations').execute();
    const res = await app.inject({
      method: 'POST',
      url: `${API_BASE}/contentapi/getposts`,
      payload: { kind: 'blog' },
    });
    expectFailed(res, 500, {
      message: 'Something went wrong on our side. Please try again.',
      code: 'error.internal',
    });
  });

  it('serves the built site: index for page routes, cached assets, JSON 404 for missing files', async () => {
    const { app } = await startTestApp('sqlite', { webDistDir: site });
    const home = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root">');
    expect(home.headers['cache-control']).toBe('no-cache');

    const deep = await app.inject({
      url: '/blog-detail/some-post',
      headers: { accept: 'text/html,*/*' },
    });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<div id="root">');

    const asset = await app.inject('/assets/index-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    const missing = await app.inject({
      url: '/assets/missing.js',
      headers: { accept: 'text/html' },
    });
    expect(missing.statusCode).toBe(404);
    const apiMiss = await app.inject({ url: '/api/nothing', headers: { accept: 'text/html' } });
    expect(apiMiss.statusCode).toBe(404);
  });

  it('revalidates the service worker and the manifest on every visit (decision 019)', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'ff-site-'));
    onTestFinished(() => rmSync(dist, { recursive: true, force: true }));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"FairFare"}');
    const { app } = await startTestApp('sqlite', { webDistDir: dist });

    // an immutable sw.js would pin every visitor to the build it came with
    const sw = await app.inject('/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('sends the pre-compressed copy the browser accepts, and never the source maps', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'ff-site-'));
    onTestFinished(() => rmSync(dist, { recursive: true, force: true }));
    mkdirSync(join(dist, 'assets'));
    const html = `<!doctype html><div id="root"></div>${' '.repeat(2000)}`;
    const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    for (const [file, text] of [
      ['index.html', html],
      ['assets/app-1a2b.js', js],
    ] as const) {
      writeFileSync(join(dist, file), text);
      writeFileSync(join(dist, `${file}.br`), brotliCompressSync(text));
      writeFileSync(join(dist, `${file}.gz`), gzipSync(text));
    }
    writeFileSync(join(dist, 'assets/app-1a2b.js.map'), '{"version":3}');
    const { app } = await startTestApp('sqlite', { webDistDir: dist });
    const get = (url: string, encoding?: string) =>
      app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

    const br = await get('/assets/app-1a2b.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const gz = await get('/assets/app-1a2b.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await get('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);

    const page = await app.inject({
      url: '/',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.etag).toBeTruthy();

    for (const url of ['/assets/app-1a2b.js.map', '/assets/app-1a2b.js.br', '/index.html.gz']) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });

  it('closes the socket server and the database when the app closes', async () => {
    const { app, db } = await startTestApp('sqlite');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const polled = await fetch(`http://127.0.0.1:${port}/socket.io/?EIO=4&transport=polling`);
    expect(polled.status).toBe(200);
    await app.close();
    expect(app.server.listening).toBe(false);
    // The test helper owns this database; the app must not have closed it.
    await expect(db.selectFrom('cities').select('city_id').execute()).resolves.toEqual([]);
  });
});

describe('client addresses behind a proxy (TRUST_PROXY)', () => {
  it('with one trusted hop, a client cannot reset the per-address limits by sending X-Forwarded-For', async () => {
    const { app } = await startTestApp('sqlite', {
      trustProxy: 1,
      codeLimits: { perPhoneHour: 5, perIpHour: 2 },
    });
    const ask = (phone: string, forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: API_BASE + endpoints.users.login,
        remoteAddress: '10.0.0.1', // the proxy
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { step: 'request', phone_code: '+1', phone },
      });
    // the proxy appends the real client (203.0.113.9) after whatever the client claimed
    expect((await ask('5195550301', '198.51.100.1, 203.0.113.9')).statusCode).toBe(200);
    expect((await ask('5195550302', '198.51.100.2, 203.0.113.9')).statusCode).toBe(200);
    const third = await ask('5195550303', '198.51.100.3, 203.0.113.9');
    expect(third.statusCode).toBe(429);
    // another real client behind the same proxy is not affected
    expect((await ask('5195550304', '203.0.113.10')).statusCode).toBe(200);
  });
});

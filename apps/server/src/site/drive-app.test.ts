import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerDriveApp } from './drive-app.ts';

const dist = mkdtempSync(join(tmpdir(), 'fairfare-drive-'));
writeFileSync(join(dist, 'drive.html'), '<!doctype html><title>FairFare Driver</title>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("the driver app's page", () => {
  it('answers /drive and every address below it with drive.html, never cached stale nor indexed', async () => {
    const app = Fastify();
    await app.register(fastifyCookie);
    await app.register(fastifyStatic, { root: dist, serve: false });
    registerDriveApp(app, dist, async () => undefined);
    for (const url of ['/drive', '/drive/earnings', '/drive/apply/documents']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>FairFare Driver</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    expect((await app.inject({ method: 'GET', url: '/drivers' })).statusCode).toBe(404);
    await app.close();
  });

  it('sends a phone with no driver the sign-in made at build time, in its language (decision 067)', async () => {
    const built = mkdtempSync(join(tmpdir(), 'fairfare-drive-sign-in-'));
    writeFileSync(join(built, 'drive.html'), '<!doctype html><div id="root">frame</div>');
    mkdirSync(join(built, 'server'));
    for (const language of ['en', 'es'])
      writeFileSync(
        join(built, 'server', `drive-sign-in.${language}.html`),
        `<!doctype html><div id="root" data-sign-in="${language}">sign-in ${language}</div>`,
      );
    const app = Fastify();
    await app.register(fastifyCookie);
    await app.register(fastifyStatic, { root: built, serve: false });
    registerDriveApp(app, built, async () => undefined);
    const get = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers });

    const spanish = await get('/drive', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(spanish.body).toContain('sign-in es');
    expect(spanish.headers['cache-control']).toBe('no-cache');
    expect(spanish.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(spanish.headers.vary).toMatch(/Cookie.*Accept-Language/);
    // the driver's own choice in the app, over the phone's languages
    const chosen = await get('/drive/earnings', {
      'accept-language': 'es',
      cookie: 'ff_drive_language=en',
    });
    expect(chosen.body).toContain('sign-in en');
    // a language the build has no page for: the app's frame, the app renders the screen
    expect((await get('/drive', { 'accept-language': 'fr' })).body).toContain('frame');
    const compressed = await get('/drive', { 'accept-encoding': 'br', 'accept-language': 'es' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('sign-in es');

    // a driver's phone (the app decides what it shows), and the application to drive
    expect((await get('/drive', { cookie: 'ff_driver_session=abc' })).body).toContain('frame');
    expect((await get('/drive/apply')).body).toContain('frame');
    expect((await get('/drive/apply/documents')).body).toContain('frame');
    await app.close();
    rmSync(built, { recursive: true, force: true });
  });

  it('is not there when the build has no driver app', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'fairfare-nodrive-'));
    const app = Fastify();
    await app.register(fastifyStatic, { root: empty, serve: false });
    registerDriveApp(app, empty, async () => undefined);
    expect((await app.inject({ method: 'GET', url: '/drive' })).statusCode).toBe(404);
    await app.close();
    rmSync(empty, { recursive: true, force: true });
  });
});

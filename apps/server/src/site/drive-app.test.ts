import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

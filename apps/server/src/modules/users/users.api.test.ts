import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { startTestApp } from '../../../test/helpers/app.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import { riderRow } from '../../../test/helpers/rows.ts';
import { riderOfToken } from '../auth/service.ts';
import { sessionCacheOf } from '../auth/session-cache.ts';
import { buildApp } from '../../app.ts';
import { testConfig, type DatabaseTarget } from '../../config.ts';
import { createDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { dropPrefix, redisUp, testRedis } from '../../../test/helpers/redis.ts';

const getUser = API_BASE + endpoints.users.get;
const update = API_BASE + endpoints.users.updateProfile;

/** An empty POST to `url` with the rider's session cookie. */
const postAs = (app: FastifyInstance, url: string, cookie: string) =>
  app.inject({ method: 'POST', url, headers: { cookie }, payload: {} });
const logout = API_BASE + endpoints.users.logout;
const profile = {
  first_name: 'Nadia',
  last_name: 'Haddad',
  email: 'nadia@example.com',
  language: 'es',
};

describe.each(databaseKinds)('riders and sessions on %s', (kind) => {
  it('asks for login (401) without a session, and with a made-up one', async () => {
    const { app } = await startTestApp(kind);
    expect((await app.inject({ method: 'POST', url: getUser, payload: {} })).statusCode).toBe(401);
    const forged = await app.inject({
      method: 'POST',
      url: getUser,
      headers: { cookie: 'ff_session=forged' },
      payload: {},
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ status: 'failed', code: 'error.unauthorized' });
  });

  it('lets a rider read only their own user: another id answers 404', async () => {
    const { app } = await startTestApp(kind);
    const a = await registerRider(app, '5195550201', 'Alice');
    const b = await registerRider(app, '5195550202', 'Bob');
    const own = await app.inject({
      method: 'POST',
      url: getUser,
      headers: { cookie: a.cookie },
      payload: { user_id: a.userId },
    });
    expect(own.json().response).toMatchObject({
      user_id: a.userId,
      first_name: 'Alice',
      u_wallet: 0,
    });
    const other = await app.inject({
      method: 'POST',
      url: getUser,
      headers: { cookie: a.cookie },
      payload: { user_id: b.userId },
    });
    expect(other.statusCode).toBe(404);
  });

  it('accepts the api_key + user_id pair only when they belong together', async () => {
    const { app } = await startTestApp(kind);
    const a = await registerRider(app, '5195550203', 'Alice', 'app');
    const b = await registerRider(app, '5195550204', 'Bob', 'app');
    expect(a.apiKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const good = await app.inject({
      method: 'POST',
      url: `${getUser}?api_key=${a.apiKey}&user_id=${a.userId}`,
      payload: {},
    });
    expect(good.json().response.first_name).toBe('Alice');
    const crossed = await app.inject({
      method: 'POST',
      url: `${getUser}?api_key=${a.apiKey}&user_id=${b.userId}`,
      payload: {},
    });
    expect(crossed.statusCode).toBe(401);
    const keyOnly = await app.inject({
      method: 'POST',
      url: `${getUser}?api_key=${a.apiKey}`,
      payload: {},
    });
    expect(keyOnly.statusCode).toBe(401);
  });

  it('takes the same pair from the x-api-key and x-user-id headers, under the same rule', async () => {
    const { app } = await startTestApp(kind);
    const a = await registerRider(app, '5195550207', 'Alice', 'app');
    const b = await registerRider(app, '5195550208', 'Bob', 'app');
    const asked = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: getUser, headers, payload: {} });
    const good = await asked({ 'x-api-key': a.apiKey!, 'x-user-id': String(a.userId) });
    expect(good.statusCode).toBe(200);
    expect(good.json().response.first_name).toBe('Alice');
    expect(
      (await asked({ 'x-api-key': a.apiKey!, 'x-user-id': String(b.userId) })).statusCode,
    ).toBe(401);
    expect((await asked({ 'x-api-key': a.apiKey! })).statusCode).toBe(401);
  });

  it("updates one's own profile with validation on the server, and nothing else", async () => {
    const { app, db } = await startTestApp(kind);
    const a = await registerRider(app, '5195550205', 'Alice');
    const b = await registerRider(app, '5195550206', 'Bob');
    const res = await app.inject({
      method: 'POST',
      url: update,
      headers: { cookie: a.cookie },
      payload: { ...profile, user_id: b.userId, u_wallet: 999 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your profile has been updated.',
      response: { user_id: a.userId, first_name: 'Nadia', language: 'es', u_wallet: 0 },
    });
    const bob = await riderRow(db, b.userId);
    expect(bob.first_name).toBe('Bob');

    for (const bad of [
      { ...profile, first_name: '' },
      { ...profile, email: 'x@' },
      { ...profile, language: 'de' },
      { ...profile, last_name: 'x'.repeat(61) },
    ]) {
      const refused = await app.inject({
        method: 'POST',
        url: update,
        headers: { cookie: a.cookie },
        payload: bad,
      });
      expect(refused.statusCode).toBe(400);
    }
    const alice = await riderRow(db, a.userId);
    expect(alice).toMatchObject({
      first_name: 'Nadia',
      email: 'nadia@example.com',
      language: 'es',
    });
  });

  it('ends the session on logout and clears the cookie', async () => {
    const { app } = await startTestApp(kind);
    const a = await registerRider(app, '5195550207');
    // used just before: the session is in the app's session cache when the rider logs out
    const before = await postAs(app, getUser, a.cookie);
    expect(before.statusCode).toBe(200);
    const out = await postAs(app, logout, a.cookie);
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'ff_session')?.value).toBe('');
    const after = await postAs(app, getUser, a.cookie);
    expect(after.statusCode).toBe(401);
  });

  it('expires a session after 30 idle days, and keeps an active one alive', async () => {
    const { app } = await startTestApp(kind);
    const a = await registerRider(app, '5195550208', 'Alice', 'app');
    const token = a.apiKey ?? '';
    const day = 24 * 3_600_000;
    const t0 = Date.now();
    expect(await riderOfToken(app.db, token, t0 + 29 * day)).toBe(a.userId);
    expect(await riderOfToken(app.db, token, t0 + 58 * day)).toBe(a.userId); // touched on day 29
    expect(await riderOfToken(app.db, token, t0 + 89 * day)).toBeNull();
  });
});

describe.runIf(redisUp)('sessions with several instances (REDIS_URL)', () => {
  it('a logout on instance A reaches instance B, which had the session cached', async () => {
    const redis = testRedis();
    const dir = mkdtempSync(join(tmpdir(), 'fairfare-instances-'));
    const target: DatabaseTarget = { kind: 'sqlite', file: join(dir, 'shared.db') };
    // two instances: each its own connections to one database, as two processes would have
    const instance = async () => {
      const db = createDatabase(target);
      await migrateToLatest(db);
      const app = await buildApp(
        testConfig({ database: target, webDistDir: '/nonexistent', redis }),
        { db },
      );
      await app.ready();
      return { app, db };
    };
    const a = await instance();
    const b = await instance();
    try {
      const rider = await registerRider(a.app, '5195550209');
      const read = () => postAs(b.app, getUser, rider.cookie);
      expect((await read()).statusCode).toBe(200);
      const cacheOfB = sessionCacheOf(b.db)!;
      expect(cacheOfB.isActive).toBe(true);
      expect(cacheOfB.size).toBe(1); // B answers the next reads from memory
      await postAs(a.app, logout, rider.cookie);
      // told over Redis: milliseconds, far inside the cache's 30 s
      await vi.waitFor(async () => expect((await read()).statusCode).toBe(401), { timeout: 1_000 });
    } finally {
      for (const { app, db } of [a, b]) {
        await app.close();
        await db.destroy();
      }
      await dropPrefix(redis.prefix);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

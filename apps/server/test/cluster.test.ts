import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startApp } from '../testing/start-app.ts';
import { dropPrefix, redisUp, testRedis } from './helpers/redis.ts';
import { connect } from './helpers/sockets.ts';

/** A stand-in for the built site: the service only needs an index.html to start. */
function siteDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ff-cluster-site-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>FairFare</title>');
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe.runIf(redisUp)('WORKERS=2 (cluster.ts)', () => {
  it('serves from two workers behind one port, keeps a polling Socket.IO session on its worker, and stops on SIGTERM', async () => {
    const redis = testRedis();
    onTestFinished(() => dropPrefix(redis.prefix));
    const app = await startApp({
      env: {
        WORKERS: '2',
        REDIS_URL: redis.url,
        REDIS_PREFIX: redis.prefix,
        WEB_DIST_DIR: siteDir(),
        SOCKET_TRANSPORTS: 'polling',
        LOG_LEVEL: 'info',
      },
    });
    let stopped = false;
    onTestFinished(async () => {
      if (!stopped) await app.stop();
    });
    expect(app.output()).toContain('with 2 workers');

    // Each answer closes its connection (sticky's rule), so these land on both workers.
    const health = await Promise.all(
      Array.from({ length: 6 }, () => fetch(`${app.baseUrl}/api/health`)),
    );
    expect(health.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const cities = await fetch(`${app.baseUrl}/webservices/1.1.5/cityapi/getcities`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const list = (await cities.json()) as { response: unknown[] };
    expect(list.response.length).toBeGreaterThan(0); // seeded once, by the primary

    // The polling transport sends each request of a session on a connection of its own; on the
    // wrong worker one would be refused as 'Session ID unknown' and the session would drop.
    for (let i = 0; i < 3; i++) {
      const socket = await connect(app.baseUrl, { transports: ['polling'] });
      for (let n = 0; n < 3; n++) {
        const answer = await socket
          .timeout(15_000)
          .emitWithAck('track_trip', { token: `no-such-trip-token-${n}` });
        expect(answer).toEqual({ ok: false, error: 'not_found' });
      }
      expect(socket.connected).toBe(true);
      socket.disconnect();
    }

    await app.stop();
    stopped = true;
    expect(app.output()).toContain('shutting down');
  }, 60_000);
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { DB } from '../src/db/schema.ts';
import { wrap } from '../src/db/sqlite-dialect.ts';
import { freePort, startApp } from '../testing/start-app.ts';
import { insertTrip } from './helpers/fixtures.ts';
import { parseExposition, valueOf, type Exposition } from './helpers/prometheus.ts';
import { dropPrefix, redisUp, testRedis } from './helpers/redis.ts';

describe.runIf(redisUp)('metrics with WORKERS=2 (metrics/setup.ts)', () => {
  it("the primary serves the sum of its workers' figures on the metrics port, and the shared counts once", async () => {
    const redis = testRedis();
    onTestFinished(() => dropPrefix(redis.prefix));
    const site = mkdtempSync(join(tmpdir(), 'ff-cluster-metrics-site-'));
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>FairFare</title>');
    onTestFinished(() => rmSync(site, { recursive: true, force: true }));
    const metricsPort = await freePort();
    const app = await startApp({
      env: {
        WORKERS: '2',
        REDIS_URL: redis.url,
        REDIS_PREFIX: redis.prefix,
        WEB_DIST_DIR: site,
        METRICS_PORT: String(metricsPort),
        LOG_LEVEL: 'info',
      },
      // Two workers plus the primary start slowly on a loaded 2-core machine (seen: 20 s).
      readyTimeoutMs: 90_000,
    });
    onTestFinished(() => app.stop());
    expect(app.output()).toContain(`metrics on http://127.0.0.1:${metricsPort}/metrics`);

    // Two rides in the shared database, written before any scrape (the counts are cached 10 s).
    const file = new DatabaseSync(app.dbFile);
    const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: wrap(file) }) });
    onTestFinished(() => db.destroy());
    await insertTrip(db, 1, { trip_status: 'completed' });
    await insertTrip(db, 1, { trip_status: 'completed' });

    const scrape = async () => {
      const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(res.status).toBe(200);
      return parseExposition(await res.text());
    };
    const healthAnswers = (m: Exposition) =>
      valueOf(m, 'http_request_duration_seconds_count', {
        route: '/api/health',
        status_code: '200',
      });
    const before = await scrape();

    // Each answer closes its connection (sticky's rule), so these land on both workers.
    const health = await Promise.all(
      Array.from({ length: 8 }, () => fetch(`${app.baseUrl}/api/health`)),
    );
    expect(health.every((r) => r.status === 200)).toBe(true);

    const after = await scrape();
    // Every answer counted, whichever worker gave it: one worker's registry would miss some.
    expect(healthAnswers(after) - healthAnswers(before)).toBe(8);
    // Counted in the shared database by each worker, reported once (the largest, not the sum).
    expect(valueOf(after, 'fairfare_rides', { status: 'completed' })).toBe(2);
    // The public port does not serve them.
    expect((await fetch(`${app.baseUrl}/metrics`)).status).toBe(404);
  }, 150_000);
});

import { describe, expect, it, onTestFinished } from 'vitest';
import { createDatabase } from '../db/database.ts';
import type { RedisConnections } from '../realtime/redis.ts';
import { freshDatabase } from '../../test/helpers/databases.ts';
import { parseExposition, samplesOf } from '../../test/helpers/prometheus.ts';
import { registerDependencyMetrics } from './dependency-metrics.ts';
import { AppMetrics } from './registry.ts';

/** A stand-in for the Redis connections: only the command connection's state is read. */
const redisIn = (status: string) => ({ command: { status } }) as unknown as RedisConnections;

async function scrape(metrics: AppMetrics) {
  const m = parseExposition(await metrics.registry.metrics());
  return Object.fromEntries(
    samplesOf(m, 'fairfare_dependency_up').map((s) => [s.labels.dependency!, s.value]),
  );
}

describe('fairfare_dependency_up', () => {
  it('is 1 for a database that answers and a ready Redis; no Redis series without Redis', async () => {
    const database = await freshDatabase('sqlite');
    onTestFinished(() => database.close());
    const withRedis = new AppMetrics({ runtime: false });
    registerDependencyMetrics(withRedis, database.db, redisIn('ready'));
    expect(await scrape(withRedis)).toEqual({ database: 1, redis: 1 });

    const without = new AppMetrics({ runtime: false });
    registerDependencyMetrics(without, database.db, null);
    expect(await scrape(without)).toEqual({ database: 1 });
  });

  it('is 0 for a database that does not answer and a Redis connection that is down', async () => {
    // nothing listens on port 1: the connection is refused at once
    const away = createDatabase(
      { kind: 'postgres', url: 'postgres://127.0.0.1:1/none' },
      { log: { warn: () => undefined } },
    );
    onTestFinished(() => away.destroy());
    const metrics = new AppMetrics({ runtime: false });
    registerDependencyMetrics(metrics, away, redisIn('reconnecting'));
    expect(await scrape(metrics)).toEqual({ database: 0, redis: 0 });
  });
});

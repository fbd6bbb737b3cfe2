import type { Db } from '../db/database.ts';
import { checkDependencies } from '../http/health.ts';
import type { RedisConnections } from '../realtime/redis.ts';
import type { AppMetrics } from './registry.ts';

/**
 * Whether this instance reaches its database and Redis, asked at scrape time as the health check
 * asks (a `SELECT 1` within HEALTH_TIMEOUT_MS; Redis by its connection's state): 1 or 0 per
 * dependency, Redis only when the service uses it. The alerts "PostgreSQL away" and "Redis away"
 * read it (ops/prometheus/alerts.yml): a failed query is not counted as one (its connection never
 * opened), so the query error rate alone would miss a database that is down.
 */
export function registerDependencyMetrics(
  metrics: AppMetrics,
  db: Db,
  redis: RedisConnections | null,
): void {
  metrics.gauge({
    name: 'fairfare_dependency_up',
    help: 'Whether this instance reaches a dependency now (1) or not (0): database, redis',
    labelNames: ['dependency'] as const,
    collect: async (gauge) => {
      const states = await checkDependencies(db, redis);
      gauge.set({ dependency: 'database' }, states.database === 'ok' ? 1 : 0);
      if (states.redis !== 'off') gauge.set({ dependency: 'redis' }, states.redis === 'ok' ? 1 : 0);
    },
  });
}

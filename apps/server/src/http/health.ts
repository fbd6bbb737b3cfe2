import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Redis } from 'ioredis';

/** The Redis connection asked about (realtime/redis.ts opens it; http sits below realtime). */
type RedisConnections = { command: Pick<Redis, 'status'> };

/** How long the database may take to answer a health check before it counts as unreachable. */
export const HEALTH_TIMEOUT_MS = 1500;

export interface DependencyStates {
  /** The database answered `SELECT 1` within the time-out. */
  database: 'ok' | 'unreachable';
  /** The Redis command connection is ready ('off' without REDIS_URL). */
  redis: 'ok' | 'unreachable' | 'off';
}

/**
 * Whether the service's dependencies answer now, in at most `timeoutMs` (decision 025): the
 * health check and the readiness signal both ask this. The database is asked a query; Redis is
 * judged by its connection's state (ioredis knows at once when it drops, and a frozen Redis is
 * caught by the command time-out, which drops the connection).
 */
export async function checkDependencies(
  db: Db,
  redis: RedisConnections | null,
  timeoutMs = HEALTH_TIMEOUT_MS,
): Promise<DependencyStates> {
  return {
    database: (await answersWithin(sql`SELECT 1`.execute(db), timeoutMs)) ? 'ok' : 'unreachable',
    redis: !redis ? 'off' : redis.command.status === 'ready' ? 'ok' : 'unreachable',
  };
}

/** Whether `work` resolves within `ms`; a late or failed answer is dropped, never thrown. */
async function answersWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    work.catch(() => undefined);
  }
}

/**
 * Whether this instance wants new work (decision 030). It stops wanting it when it starts to drain
 * (SIGTERM): a balancer that checks /api/ready then sends elsewhere, while requests already on
 * their way are still served.
 */
export interface Readiness {
  readonly draining: boolean;
  drain(): void;
}

/**
 * Liveness (`/api/health`) apart from readiness (`/api/ready`), decisions 030 and 048.
 * - Liveness answers 200 as long as the process serves requests, naming its dependencies' states
 *   (the database within about HEALTH_TIMEOUT_MS, Redis when used) but never failing for them: a
 *   supervisor (Docker's health check) that restarts what fails it would otherwise restart every
 *   instance at once on a database blip, which a restart cannot mend.
 * - Readiness answers 503 while the database does not answer or the instance drains: the
 *   balancer then sends elsewhere, and back once it answers again.
 * Redis is reported, not required: without it the service still books, polls and takes payments
 * (decision 025).
 */
export function registerHealth(
  app: FastifyInstance,
  redis: RedisConnections | null = null,
): Readiness {
  let draining = false;
  // While draining, every answer closes its connection (decision 048): by the time the instance
  // closes, the balancer holds no idle kept-alive connection to it that the close could cut under
  // a request — a request it then could not safely send elsewhere (it retries only what cannot
  // have run). Requests after the close find the port shut, which it does retry.
  app.addHook('onRequest', (_request, reply, done) => {
    if (draining) reply.header('connection', 'close');
    done();
  });

  app.get('/api/health', async (request) => {
    const { database, redis: redisState } = await checkDependencies(app.db, redis);
    if (database !== 'ok') request.log.warn('health check: database unreachable (still alive)');
    // Redis is named only when the service uses it (the answer without it is as it always was).
    return { status: 'ok', database, ...(redis ? { redis: redisState } : {}) };
  });

  app.get('/api/ready', async (request, reply) => {
    if (draining)
      return reply.status(503).send({ status: 'failed', ready: false, reason: 'draining' });
    const { database } = await checkDependencies(app.db, redis);
    if (database === 'ok') return { status: 'ok', ready: true };
    request.log.error('readiness check: database unreachable');
    return reply
      .status(503)
      .send({ status: 'failed', ready: false, reason: 'database unreachable' });
  });

  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}

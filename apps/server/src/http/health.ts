import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

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
 * Liveness (`/api/health`: the process serves and its database answers) and readiness
 * (`/api/ready`: the same, and not draining). A balancer checks readiness; a supervisor that
 * restarts dead processes checks liveness, so that a draining instance is not killed early.
 */
export function registerHealth(app: FastifyInstance): Readiness {
  let draining = false;
  const databaseAnswers = async (request: { log: FastifyInstance['log'] }, check: string) => {
    try {
      await sql`SELECT 1`.execute(app.db);
      return true;
    } catch (err) {
      request.log.error({ err }, `${check}: database unreachable`);
      return false;
    }
  };

  app.get('/api/health', async (request, reply) => {
    if (await databaseAnswers(request, 'health check')) return { status: 'ok', database: 'ok' };
    return reply.status(503).send({ status: 'failed', database: 'unreachable' });
  });

  app.get('/api/ready', async (request, reply) => {
    if (draining)
      return reply.status(503).send({ status: 'failed', ready: false, reason: 'draining' });
    if (await databaseAnswers(request, 'readiness check')) return { status: 'ok', ready: true };
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

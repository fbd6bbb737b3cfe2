import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

/** Liveness and readiness in one: answers 200 only when the database answers. */
export function registerHealth(app: FastifyInstance): void {
  app.get('/api/health', async (request, reply) => {
    try {
      await sql`SELECT 1`.execute(app.db);
      return { status: 'ok', database: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'failed', database: 'unreachable' });
    }
  });
}

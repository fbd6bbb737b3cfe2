import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './registry.ts';

/** The label of a request no route matched: one value, so that scanners cannot make series. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Times every answer by the route's pattern (`/webservices/1.1.5/tripapi/gettrips`, `/*` for the
 * site's pages; never the raw URL with its ids and query) and status. Socket.IO's own requests
 * never reach Fastify's routes; the realtime gauges count them instead.
 */
export function instrumentHttp(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}

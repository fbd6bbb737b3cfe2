import fp from 'fastify-plugin';
import { registerErrorHandler } from '../http/error-handler.ts';
import { registerHealth, type Readiness } from '../http/health.ts';
import { refuseForeignOrigins } from '../http/origin-check.ts';
import { refuseUnsafeText } from '../http/unsafe-text.ts';
import { instrumentHttp } from '../metrics/http-metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance takes new work (/api/ready); drained on SIGTERM (shutdown.ts). */
    readiness: Readiness;
  }
}

/**
 * What every request goes through before a route: the error envelope, the HTTP metrics, the
 * origin check, the refusal of unsafe text; and the health and readiness answers.
 */
export const guards = fp(
  async (app) => {
    registerErrorHandler(app);
    instrumentHttp(app, app.metrics);
    refuseForeignOrigins(app, app.config.allowedOrigins);
    refuseUnsafeText(app);
    app.decorate('readiness', registerHealth(app, app.redis));
  },
  {
    fastify: '5.x',
    name: 'guards',
    dependencies: ['core', 'realtime'],
    decorators: { fastify: ['metrics', 'redis'] },
  },
);

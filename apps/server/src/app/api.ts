import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@fairfare/contracts/api';
import { DevOutbox } from '../adapters/sms/outbox.ts';
import { enforceAccess, type Identities } from '../http/access.ts';
import { resolveRider } from '../modules/auth/identify.ts';
import { registerRuntimeMetrics } from '../modules/dev/metrics.ts';
import { devRoutes, onlyLoopbackForDevRoutes } from '../modules/dev/routes.ts';
import { tripOtpRoutes } from '../modules/dev/trip-otp.ts';
import { resolveApplicant } from '../modules/drivers/applications/identify.ts';
import { resolveDriver } from '../modules/drivers/identify.ts';
import { resolveStaff } from '../modules/staff/identify.ts';

/** Who a request's credentials prove: each module that owns a kind of session answers for it. */
function identitiesOf(app: FastifyInstance): Identities {
  return {
    rider: (request) => resolveRider(app, request),
    driver: (request) => resolveDriver(app, request),
    applicant: (request) => resolveApplicant(app, request),
    staff: (request) => resolveStaff(app, request),
  };
}

/** Everything the routes may use is decorated before them. */
const ROUTES_NEED = [
  'core',
  'realtime',
  'services',
  'ride-hooks',
  'public-changes',
  'jobs',
  'guards',
];

/**
 * The development routes (DEV_ROUTES, never in production): loopback only; the SMS outbox, the
 * runtime metrics, and the simulator's trip OTP (behind the access hook like the API).
 */
export const dev = fp(
  async (app) => {
    if (!app.config.devRoutes) return;
    onlyLoopbackForDevRoutes(app);
    if (app.sms instanceof DevOutbox) await app.register(devRoutes(app.sms));
    registerRuntimeMetrics(app);
    if (app.config.simulator.enabled) {
      await app.register(async (simulator) => {
        enforceAccess(simulator, identitiesOf(app));
        await simulator.register(tripOtpRoutes);
      });
    }
  },
  { fastify: '5.x', name: 'dev', dependencies: ROUTES_NEED },
);

/**
 * The API under /api: every route says who may call it and is refused before its body is read
 * otherwise (http/access.ts). Registered in the order given (app.ts API_ROUTES).
 */
export const api = fp<{ routes: readonly FastifyPluginAsync[] }>(
  async (app, { routes }) => {
    await app.register(
      async (scope) => {
        enforceAccess(scope, identitiesOf(app));
        for (const route of routes) await scope.register(route);
      },
      { prefix: API_BASE },
    );
  },
  { fastify: '5.x', name: 'api', dependencies: ROUTES_NEED },
);

import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { RenderPage } from '@fairfare/contracts/site-render';
import { api, dev } from './app/api.ts';
import { core } from './app/core.ts';
import { guards } from './app/guards.ts';
import { jobs } from './app/jobs.ts';
import { opsLive, publicChanges } from './app/live.ts';
import { metrics, realtime } from './app/realtime.ts';
import { rideHooks } from './app/ride.ts';
import { services } from './app/services.ts';
import { sessions } from './app/sessions.ts';
import { site } from './app/site.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { requestLogSerializers } from './http/log-redaction.ts';
import {
  carryRequestIds,
  genRequestId,
  requestChildLogger,
  requestLogMixin,
} from './http/request-id.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { QuietSimulatorLogs } from './sim/quiet-logs.ts';
import { categoriesRoutes } from './modules/categories/routes.ts';
import { citiesRoutes } from './modules/cities/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { nearbyDriversRoutes } from './modules/drivers/nearby-routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { tripsRoutes } from './modules/trips/routes.ts';
import { constantsRoutes } from './modules/constants/routes.ts';
import { countriesRoutes } from './modules/countries/routes.ts';
import { faresRoutes } from './modules/fares/routes.ts';
import { placesRoutes } from './modules/places/routes.ts';
import { promosRoutes } from './modules/promos/routes.ts';
import { driversRoutes } from './modules/drivers/routes.ts';
import { webPushRoutes } from './modules/web-push/routes.ts';
import { offersRoutes } from './modules/offers/routes.ts';
import { trackingRoutes } from './modules/tracking/routes.ts';
import { paymentsRoutes } from './modules/payments/routes.ts';
import { ratingsRoutes } from './modules/ratings/routes.ts';
import { receiptsRoutes } from './modules/receipts/routes.ts';
import { savedPlacesRoutes } from './modules/saved-places/routes.ts';
import { safetyRoutes } from './modules/safety/routes.ts';
import { tipsRoutes } from './modules/tips/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { contentStaffRoutes } from './modules/content/staff-routes.ts';
import { inboxRoutes } from './modules/contact/inbox-routes.ts';
import { cityRulesRoutes } from './modules/city-rules/routes.ts';
import { cityNowRoutes } from './modules/city-now/routes.ts';
import { reportsRoutes } from './modules/reports/routes.ts';
import { opsDriversRoutes } from './modules/drivers/ops-routes.ts';
import { applyRoutes } from './modules/drivers/applications/routes.ts';
import { opsApplicationsRoutes } from './modules/drivers/applications/ops-routes.ts';
import { supportRoutes } from './modules/support/routes.ts';

/**
 * The API's routes, registered in this order under /api (app/api.ts). A module's routes are one
 * line here; each route declares who may call it.
 */
const API_ROUTES: readonly FastifyPluginAsync[] = [
  contentRoutes,
  citiesRoutes,
  categoriesRoutes,
  contactRoutes,
  authRoutes,
  usersRoutes,
  tripsRoutes,
  safetyRoutes,
  constantsRoutes,
  countriesRoutes,
  placesRoutes,
  faresRoutes,
  promosRoutes,
  nearbyDriversRoutes,
  offersRoutes,
  driversRoutes,
  webPushRoutes,
  trackingRoutes,
  paymentsRoutes,
  ratingsRoutes,
  receiptsRoutes,
  savedPlacesRoutes,
  tipsRoutes,
  staffRoutes,
  auditRoutes,
  contentStaffRoutes,
  inboxRoutes,
  cityRulesRoutes,
  cityNowRoutes,
  reportsRoutes,
  opsDriversRoutes,
  supportRoutes,
  applyRoutes,
  opsApplicationsRoutes,
];

export interface BuildOptions {
  /** Use this database instead of opening config.database (the app then does not close it). */
  db?: Db;
  /** Where the log goes (standard output unless given; tests read it). */
  logStream?: NodeJS.WritableStream;
  /** Renders public pages instead of the built site's server bundle (tests). */
  renderPage?: RenderPage;
}

/**
 * TRUST_PROXY for Fastify: a hop count becomes "the nearest n hops" (what Fastify does with a
 * number, which its types do not accept); addresses/CIDRs and false pass as they are.
 */
function trustedHops(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * Assembles the service from the plugins of app/, in a fixed order: each plugin names the ones
 * it needs (fastify-plugin `dependencies`, checked at start), and the order of their hooks is the
 * order here: the security headers and cookies first, then what the routes use (database,
 * realtime, sessions, services, jobs), then the guards every request passes, then the routes.
 * Used by `npm start` and by every integration test.
 */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: requestLogSerializers,
      // the request id on every line written while a request, or a job it enqueued, runs
      mixin: requestLogMixin,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // A well-formed incoming X-Request-ID, or a random one (decision 048).
    genReqId: genRequestId,
    childLoggerFactory: requestChildLogger,
    trustProxy: trustedHops(config.trustProxy),
    bodyLimit: 64 * 1024,
    forceCloseConnections: 'idle',
    logController: new QuietSimulatorLogs(),
  });
  carryRequestIds(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await registerSecurityHeaders(app, config.mapTileOrigins, {
    stripe: Boolean(config.payments.stripe),
  });
  await app.register(cookie);

  await app.register(core, { config, ...(options.db ? { db: options.db } : {}) });
  await app.register(realtime);
  await app.register(metrics);
  await app.register(sessions);
  await app.register(services);
  await app.register(rideHooks);
  await app.register(publicChanges);
  await app.register(opsLive);
  await app.register(jobs);
  await app.register(guards);
  await app.register(dev);
  await app.register(api, { routes: API_ROUTES });
  await app.register(site, options.renderPage ? { renderPage: options.renderPage } : {});
  return app;
}

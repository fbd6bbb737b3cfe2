import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_BASE } from '@fairfare/contracts/api';
import type { RenderPage } from '@fairfare/contracts/site-render';
import type { Config } from './config.ts';
import { createDatabase, type Db } from './db/database.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerHealth, type Readiness } from './http/health.ts';
import { requestLogSerializers } from './http/log-redaction.ts';
import {
  carryRequestIds,
  genRequestId,
  requestChildLogger,
  requestLogMixin,
} from './http/request-id.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { rateLimitOptions } from './http/rate-limit.ts';
import { registerStaticSite } from './http/static-site.ts';
import { refuseForeignOrigins } from './http/origin-check.ts';
import { refuseUnsafeText } from './http/unsafe-text.ts';
import { categoriesRoutes } from './modules/categories/routes.ts';
import { citiesRoutes } from './modules/cities/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import type { DriverLocator } from './adapters/geo/driver-locator.ts';
import type { RideNotifier } from './realtime/notifier.ts';
import { createRealtime } from './realtime/setup.ts';
import type { RealtimeServer } from './realtime/socket-server.ts';
import { nearbyDriversRoutes } from './modules/drivers/nearby-routes.ts';
import { HttpSms } from './adapters/sms/http.ts';
import { DevOutbox } from './adapters/sms/outbox.ts';
import type { SmsSender } from './adapters/sms/sms.ts';
import { enforceAccess } from './http/access.ts';
import { cacheSessions } from './modules/auth/session-cache.ts';
import { shareSessionEnds } from './modules/auth/session-ends.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { registerRuntimeMetrics } from './modules/dev/metrics.ts';
import { devRoutes, onlyLoopbackForDevRoutes } from './modules/dev/routes.ts';
import { tripOtpRoutes } from './modules/dev/trip-otp.ts';
import { QuietSimulatorLogs } from './sim/quiet-logs.ts';
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
import { createGateway } from './adapters/payments/create-gateway.ts';
import type { PaymentGateway } from './adapters/payments/gateway.ts';
import { ratingsRoutes } from './modules/ratings/routes.ts';
import { receiptsRoutes } from './modules/receipts/routes.ts';
import { savedPlacesRoutes } from './modules/saved-places/routes.ts';
import { safetyRoutes } from './modules/safety/routes.ts';
import { tipsRoutes } from './modules/tips/routes.ts';
import { rideDeps } from './modules/ride/deps.ts';
import { handlersOf } from './due-jobs/define-job.ts';
import { JobRunner } from './jobs/runner.ts';
import { dispatchJob, offerExpiryJob, requestExpiryJob } from './modules/offers/dispatch.ts';
import { silentDriverJob } from './modules/drivers/presence.ts';
import { reconcileJob } from './modules/payments/attempts.ts';
import { keptCardJob } from './modules/payments/kept-card.ts';
import { refundJob } from './modules/payments/refunds.ts';
import { reminderJob } from './modules/reminders/service.ts';
import { registerBusinessMetrics } from './metrics/business-metrics.ts';
import { registerDependencyMetrics } from './metrics/dependency-metrics.ts';
import { observeDatabase } from './metrics/db-metrics.ts';
import { instrumentHttp } from './metrics/http-metrics.ts';
import { registerRealtimeMetrics } from './metrics/realtime-metrics.ts';
import { AppMetrics } from './metrics/registry.ts';
import { exposeMetrics, jobObserver } from './metrics/setup.ts';
import { registerOpenApi } from './openapi/routes.ts';
import { PublicChanges } from './site/public-changes.ts';
import { sharePublicChanges } from './site/share-public-changes.ts';
import {
  attachOpsNamespace,
  OPS_PUSH_INTERVAL_MS,
  OPS_SESSION_CHECK_MS,
  type OpsLive,
} from './realtime/ops-namespace.ts';
import { staffOfHandshake, staffSessionStillLive } from './realtime/ops-staff.ts';
import { contentImageRoute } from './modules/content/image-route.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { contentStaffRoutes } from './modules/content/staff-routes.ts';
import { inboxRoutes } from './modules/contact/inbox-routes.ts';
import { cityRulesRoutes } from './modules/city-rules/routes.ts';
import { cityNowRoutes } from './modules/city-now/routes.ts';
import { opsDriversRoutes } from './modules/drivers/ops-routes.ts';
import { applyRoutes } from './modules/drivers/applications/routes.ts';
import { opsApplicationsRoutes } from './modules/drivers/applications/ops-routes.ts';
import type { DocumentStore } from './adapters/documents/document-store.ts';
import { createDocumentStore } from './adapters/documents/create-store.ts';
import { supportRoutes } from './modules/support/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    io: RealtimeServer;
    /** Tells riders and drivers what happened to their trips (SocketNotifier). */
    notifier: RideNotifier;
    /** Where the online drivers are (in-memory H3 cells, or Redis GEO with REDIS_URL). */
    locator: DriverLocator;
    sms: SmsSender;
    /** Applicants' documents (decision 058): a local folder, or S3-compatible object storage. */
    documents: DocumentStore;
    /** The due-job runner (offer and request expiry, scheduled dispatch); `runDue(now)` in tests. */
    jobs: JobRunner;
    /** The card payment provider: the sandbox (state in the database), or Stripe when configured. */
    payments: PaymentGateway;
    /** Drops the rendered public pages when staff change what they show (decision 039). */
    publicChanges: PublicChanges;
    /** Whether this instance takes new work (/api/ready); drained on SIGTERM (shutdown.ts). */
    readiness: Readiness;
    /** The back office's live view (`/ops` namespace): `pushNow()`, `checkSessions()` in tests. */
    opsLive: OpsLive;
  }
}

export interface BuildOptions {
  /** Use this database instead of opening config.database (the app then does not close it). */
  db?: Db;
  /** Where the log goes (standard output unless given; tests read it). */
  logStream?: NodeJS.WritableStream;
  /** Renders public pages instead of the built site's server bundle (tests). */
  renderPage?: RenderPage;
}

/**
 * Assembles the service in a fixed order: external plugins, the app's decorators, then routes.
 * Used by `npm start` and by every integration test.
 */
/**
 * TRUST_PROXY for Fastify: a hop count becomes "the nearest n hops" (what Fastify does with a
 * number, which its types do not accept); addresses/CIDRs and false pass as they are.
 */
function trustedHops(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

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

  // 1. External plugins.
  await registerSecurityHeaders(app, config.mapTileOrigins, {
    stripe: Boolean(config.payments.stripe),
  });
  await app.register(cookie);

  // 2. Decorators: configuration, database, realtime.
  const metrics = new AppMetrics({ runtime: config.metrics.port !== undefined });
  app.decorate('metrics', metrics);
  const db =
    options.db ??
    createDatabase(config.database, {
      log: app.log,
      connectTimeoutMs: config.databaseTimeouts.connectMs,
      queryTimeoutMs: config.databaseTimeouts.queryMs,
      hook: observeDatabase(metrics),
    });
  app.decorate('config', config);
  app.decorate('db', db);
  if (!options.db) app.addHook('onClose', async () => db.destroy());
  const realtime = createRealtime(app, config);
  app.decorate('io', realtime.io);
  app.decorate('notifier', realtime.notifier);
  app.decorate('locator', realtime.locator);
  registerRealtimeMetrics(metrics, realtime.io);
  registerBusinessMetrics(metrics, db, app.log);
  registerDependencyMetrics(metrics, db, realtime.redis);
  exposeMetrics(app, metrics, config);
  await app.register(rateLimit, rateLimitOptions(realtime.redis));
  // Sessions are kept in memory; with several instances, only while logouts reach them all.
  const sessions = cacheSessions(db);
  if (realtime.redis) {
    const shared = shareSessionEnds(realtime.redis, sessions, app.log);
    app.addHook('onReady', () => shared.ready());
    app.addHook('onClose', () => shared.close());
  }
  const outbox = config.sms.provider ? null : new DevOutbox(app.log);
  const sms: SmsSender = config.sms.provider
    ? new HttpSms({ ...config.sms.provider, sender: config.sms.sender })
    : (outbox as DevOutbox);
  app.decorate('sms', sms);
  const documents = await createDocumentStore(config.documents);
  app.decorate('documents', documents.store);
  app.addHook('onClose', async () => documents.close());
  app.decorate('payments', createGateway(config.payments, db));
  const jobs = new JobRunner({
    db,
    handlers: {
      ...handlersOf(rideDeps(app), [
        offerExpiryJob,
        requestExpiryJob,
        dispatchJob,
        reminderJob,
        silentDriverJob,
      ]),
      ...handlersOf({ db, payments: app.payments, log: app.log }, [
        reconcileJob,
        refundJob,
        keptCardJob,
      ]),
    },
    log: app.log,
    intervalMs: config.jobs.intervalMs,
    observe: jobObserver(metrics),
  });
  app.decorate('jobs', jobs);
  const publicChanges = new PublicChanges();
  app.decorate('publicChanges', publicChanges);
  if (realtime.redis) {
    // A staff change drops the pages and estimates of every instance (decision 042).
    const shared = sharePublicChanges(realtime.redis, publicChanges, app.log);
    app.addHook('onReady', () => shared.ready());
    app.addHook('onClose', () => shared.close());
  }
  // The back office's live view: its own namespace, staff sessions only (decision 039).
  const opsLive = attachOpsNamespace(app, realtime.io, {
    staffOf: staffOfHandshake(app),
    intervalMs: OPS_PUSH_INTERVAL_MS,
    stillLive: staffSessionStillLive(app),
    checkIntervalMs: OPS_SESSION_CHECK_MS,
  });
  app.decorate('opsLive', opsLive);
  app.addHook('preClose', async () => opsLive.stop());
  if (config.jobs.enabled) app.addHook('onReady', async () => jobs.start());
  app.addHook('preClose', async () => jobs.stop());

  // 3. Routes.
  registerErrorHandler(app);
  instrumentHttp(app, metrics);
  refuseForeignOrigins(app, config.allowedOrigins);
  refuseUnsafeText(app);
  app.decorate('readiness', registerHealth(app, realtime.redis));
  if (config.devRoutes) {
    onlyLoopbackForDevRoutes(app);
    if (outbox) await app.register(devRoutes(outbox));
    registerRuntimeMetrics(app);
    if (config.simulator.enabled) await app.register(tripOtpRoutes);
  }
  await app.register(
    async (api) => {
      // Every API route says who may call it; refused before its body is read otherwise.
      enforceAccess(api);
      await api.register(contentRoutes);
      await api.register(citiesRoutes);
      await api.register(categoriesRoutes);
      await api.register(contactRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(tripsRoutes);
      await api.register(safetyRoutes);
      await api.register(constantsRoutes);
      await api.register(countriesRoutes);
      await api.register(placesRoutes);
      await api.register(faresRoutes);
      await api.register(promosRoutes);
      await api.register(nearbyDriversRoutes);
      await api.register(offersRoutes);
      await api.register(driversRoutes);
      await api.register(webPushRoutes);
      await api.register(trackingRoutes);
      await api.register(paymentsRoutes);
      await api.register(ratingsRoutes);
      await api.register(receiptsRoutes);
      await api.register(savedPlacesRoutes);
      await api.register(tipsRoutes);
      await api.register(staffRoutes);
      await api.register(auditRoutes);
      await api.register(contentStaffRoutes);
      await api.register(inboxRoutes);
      await api.register(cityRulesRoutes);
      await api.register(cityNowRoutes);
      await api.register(opsDriversRoutes);
      await api.register(supportRoutes);
      await api.register(applyRoutes);
      await api.register(opsApplicationsRoutes);
    },
    { prefix: API_BASE },
  );
  // Images editors uploaded for posts: public, outside the API (the pages show them).
  await app.register(contentImageRoute);
  // The published contract (/api/openapi.json, /api/docs): outside the API's prefix and access.
  registerOpenApi(app);
  await registerStaticSite(app, {
    distDir: config.webDistDir,
    notFoundPerMinute: config.rateLimits.notFoundPerMinute,
    rendersPerMinute: config.rateLimits.rendersPerMinute,
    pageCacheSeconds: config.pageCacheSeconds,
    ...(options.renderPage ? { loadRenderer: async () => options.renderPage! } : {}),
  });

  return app;
}

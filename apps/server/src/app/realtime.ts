import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DriverLocator } from '../adapters/geo/driver-locator.ts';
import { registerBusinessMetrics } from '../metrics/business-metrics.ts';
import { registerDependencyMetrics } from '../metrics/dependency-metrics.ts';
import { registerRealtimeMetrics } from '../metrics/realtime-metrics.ts';
import { exposeMetrics } from '../metrics/setup.ts';
import { hashToken } from '../modules/auth/secrets.ts';
import { driverOfToken, riderOfToken } from '../modules/auth/service.ts';
import { loadTrip } from '../modules/ride/store.ts';
import { trackingLinkWorks } from '../modules/tracking/service.ts';
import { handleDriverPositions } from '../modules/drivers/socket-positions.ts';
import { WebPushOutbox } from '../modules/web-push/outbox.ts';
import { forgetSessionDevices } from '../modules/web-push/service.ts';
import { VapidWebPushSender } from '../adapters/web-push/sender.ts';
import type { RideNotifier } from '../realtime/notifier.ts';
import type { RedisConnections } from '../realtime/redis.ts';
import { sessionSockets, type SessionSockets } from '../realtime/session-sockets.ts';
import { createRealtime, type RealtimeAccess } from '../realtime/setup.ts';
import type { RealtimeServer } from '../realtime/socket-server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    io: RealtimeServer;
    /** Tells riders and drivers what happened to their trips (SocketNotifier). */
    notifier: RideNotifier;
    /** Where the online drivers are (in-memory H3 cells, or Redis GEO with REDIS_URL). */
    locator: DriverLocator;
    /** The Redis connections with REDIS_URL (rate limits, sessions and pages share them), or null. */
    redis: RedisConnections | null;
    /** What ends with a session: its sockets, and its devices' Web Push subscriptions. */
    sessionSockets: SessionSockets;
  }
}

/** What the sockets ask the modules: sessions (auth), tracking links, the rider's trip (ride). */
function realtimeAccessOf(app: FastifyInstance): RealtimeAccess {
  return {
    riderOfToken: (token) => riderOfToken(app.db, token),
    driverOfToken: (token) => driverOfToken(app.db, token),
    sessionKey: hashToken,
    trackingLinkWorks: (token, now) =>
      trackingLinkWorks(app.db, token, { now, linkHours: app.config.trackLinkHours }),
    riderTrip: (tripId) => loadTrip(app.db, tripId),
    ...webPushOf(app),
  };
}

/** Web Push when its VAPID keys are set (decision 059); else off, and the log says so once. */
function webPushOf(app: FastifyInstance): { webPush?: WebPushOutbox } {
  if (!app.config.webPush) {
    app.log.info(
      'Web Push is off: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT to notify riders and drivers whose app is not in front (npx web-push generate-vapid-keys makes a pair)',
    );
    return {};
  }
  const sender = new VapidWebPushSender(app.config.webPush);
  return { webPush: new WebPushOutbox({ db: app.db, sender, log: app.log }) };
}

/** Socket.IO, the notifier, the drivers' geo index and Redis (realtime/setup.ts). */
export const realtime = fp(
  async (app) => {
    const made = createRealtime(app, app.config, realtimeAccessOf(app));
    // a driver's socket may send its positions (modules/drivers/socket-positions.ts)
    made.io.on('connection', (socket) => handleDriverPositions(app, socket));
    app.decorate('io', made.io);
    app.decorate('notifier', made.notifier);
    app.decorate('locator', made.locator);
    app.decorate('redis', made.redis);
    app.decorate(
      'sessionSockets',
      sessionSockets(made.io, (hash) => forgetSessionDevices(app.db, hash)),
    );
  },
  {
    fastify: '5.x',
    name: 'realtime',
    dependencies: ['core'],
    decorators: { fastify: ['config', 'db'] },
  },
);

/** The metrics of the sockets, the business and the dependencies, and where they are read. */
export const metrics = fp(
  async (app) => {
    registerRealtimeMetrics(app.metrics, app.io);
    registerBusinessMetrics(app.metrics, app.db, app.log);
    registerDependencyMetrics(app.metrics, app.db, app.redis);
    exposeMetrics(app, app.metrics, app.config);
  },
  {
    fastify: '5.x',
    name: 'metrics',
    dependencies: ['core', 'realtime'],
    decorators: { fastify: ['metrics', 'io', 'redis'] },
  },
);

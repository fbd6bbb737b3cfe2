import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { DriverLocator } from '../adapters/geo/driver-locator.ts';
import { MemoryDriverLocator } from '../adapters/geo/memory-locator.ts';
import { OutageTolerantLocator } from '../adapters/geo/outage-tolerant-locator.ts';
import { RedisDriverLocator } from '../adapters/geo/redis-locator.ts';
import { HttpPushBackend } from '../adapters/push/http-push.ts';
import { openRedis, type RedisConnections } from './redis.ts';
import { realtimeRepo } from './repo.ts';
import { riderPushBuilder, type RiderTripReader } from './rider-push.ts';
import type { SocketAccess } from './socket-auth.ts';
import { SocketNotifier, type DriverDevices, type WebPushMirror } from './socket-notifier.ts';
import { attachSocketServer, type RealtimeServer } from './socket-server.ts';

export interface Realtime {
  io: RealtimeServer;
  notifier: SocketNotifier;
  locator: DriverLocator;
  /** The Redis connections when REDIS_URL is set (the rate limits share them too). */
  redis: RedisConnections | null;
}

/**
 * The realtime adapters of docs/architecture.md: Socket.IO (Redis adapter when REDIS_URL is set), the
 * notifier (driver push through their room, or PUSH_BACKEND_URL), and the driver geo index
 * (in-memory H3 cells, or Redis GEO). The index is filled from the database when the app is
 * ready; everything is closed with the app.
 */
/** What realtime asks the modules: who a socket is, and the rider's view of a trip for a push. */
export interface RealtimeAccess extends SocketAccess {
  riderTrip: RiderTripReader;
  /** Web Push of the pushes that matter (decision 059), when its keys are set. */
  webPush?: WebPushMirror;
}

export function createRealtime(
  app: FastifyInstance,
  config: Config,
  access: RealtimeAccess,
): Realtime {
  const redis = config.redis ? openRedis(config.redis, app.log) : null;
  const io = attachSocketServer(app, config, access, redis);
  const notifier = new SocketNotifier(io, {
    riderPush: riderPushBuilder(access.riderTrip),
    log: app.log,
    ...(access.webPush ? { webPush: access.webPush } : {}),
    ...(config.pushBackendUrl
      ? {
          push: {
            backend: new HttpPushBackend(config.pushBackendUrl),
            devices: (driverId: number) => driverDevices(app.db, driverId),
          },
        }
      : {}),
  });
  const locator = redis
    ? new OutageTolerantLocator(
        new RedisDriverLocator(redis.command, `${redis.prefix}:drivers:geo`),
        { available: () => redis.command.status === 'ready', log: app.log },
      )
    : new MemoryDriverLocator();
  if (redis && locator instanceof OutageTolerantLocator) {
    rebuildWhenRedisReturns(app, redis, locator);
  }

  app.addHook('onReady', async () => {
    await redis?.ready();
    try {
      await loadOnlineDrivers(app.db, locator);
    } catch (err) {
      // An unmigrated database (main.ts migrates before listening; some tools never do).
      app.log.warn({ err }, 'could not load the online drivers into the geo index');
    }
  });
  app.addHook('onClose', async () => {
    notifier.close();
    // rider pushes being built read the database: let them finish before it closes
    await notifier.settled();
    await locator.close();
    await redis?.close();
  });
  return { io, notifier, locator, redis };
}

/** Online drivers with a position (is_online 1, d_lat/d_lng set) into the geo index. */
export async function loadOnlineDrivers(db: Db, locator: DriverLocator): Promise<number> {
  const rows = await realtimeRepo.onlineDriverPositions(db);
  const drivers = rows.map((r) => ({
    driverId: r.driver_id,
    position: { lat: r.d_lat as number, lng: r.d_lng as number },
  }));
  if (locator instanceof MemoryDriverLocator) {
    for (const d of drivers) locator.set(d.driverId, d.position);
  } else if (locator instanceof OutageTolerantLocator) {
    await locator.rebuild(drivers);
  } else if (locator instanceof RedisDriverLocator) {
    await locator.updateMany(drivers);
  } else {
    for (const d of drivers) await locator.update(d.driverId, d.position);
  }
  return drivers.length;
}

/**
 * Once the Redis connection is ready again after an outage, the geo index is rebuilt from the
 * database (Redis may have lost it, and positions sent meanwhile were kept only there); tried
 * again a little later while the database does not answer either.
 */
function rebuildWhenRedisReturns(
  app: FastifyInstance,
  redis: RedisConnections,
  locator: OutageTolerantLocator,
): void {
  let readyBefore = false;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  const rebuild = () => {
    clearTimeout(retry);
    loadOnlineDrivers(app.db, locator).then(
      (count) =>
        app.log.info({ count }, 'geo index rebuilt from the database after a Redis outage'),
      (err: unknown) => {
        app.log.warn({ err }, 'could not rebuild the geo index; trying again in 1 s');
        if (!closed && redis.command.status === 'ready') retry = setTimeout(rebuild, 1000).unref();
      },
    );
  };
  redis.command.on('ready', () => {
    if (readyBefore && !closed) rebuild();
    readyBefore = true;
  });
  app.addHook('preClose', async () => {
    closed = true;
    clearTimeout(retry);
  });
}

async function driverDevices(db: Db, driverId: number): Promise<DriverDevices> {
  const device = await realtimeRepo.driverDevice(db, driverId);
  const devices: DriverDevices = { android: [], ios: [] };
  if (device && device.d_device_token !== '') {
    if (device.d_device_type === 'ios') devices.ios.push(device.d_device_token);
    else devices.android.push(device.d_device_token);
  }
  return devices;
}

import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  DRIVER_SESSION_COOKIE,
  riderPushSchema,
  type DriverPush,
} from '@fairfare/contracts/socket';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { hashToken } from '../modules/auth/secrets.ts';
import { riderPushBuilder } from './rider-push.ts';
import { loadTrip } from '../modules/ride/store.ts';
import { startTestApp } from '../../test/helpers/app.ts';
import { registerRider } from '../../test/helpers/auth.ts';
import { databaseKinds } from '../../test/helpers/databases.ts';
import { insertCityAndCategory, insertDriver, insertTrip } from '../../test/helpers/fixtures.ts';
import { dropPrefix, redisUp, testRedis } from '../../test/helpers/redis.ts';
import { collect, connect, eventually, listen, pause } from '../../test/helpers/sockets.ts';

/** A driver's push, as a module writes it (the rider countered the driver's offer). */
const offer = (tripId: number): DriverPush => ({
  trip_status: 'offer',
  data: {
    trip_id: tripId,
    offer: {
      tripRequestId: 5,
      trip_id: tripId,
      driver_id: 3,
      offer_amt: 12.5,
      user_offer_amt: 11,
      status: 'counter',
      expires_at: 1_800_000_000_000,
    },
  },
});

/** A rider's trip that a driver has just accepted, and the notice of it. */
async function acceptedTrip(db: Db, riderId: number) {
  await insertCityAndCategory(db);
  const tripId = await insertTrip(db, riderId, { trip_status: 'accept' });
  return { tripId, notice: { trip_status: 'accept' as const, data: { trip_id: tripId } } };
}

/** A driver session as the driver login will create it (sessions.driver_id). */
async function driverSession(db: Db, driverId: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: null,
      driver_id: driverId,
      created_at: now,
      last_seen_at: now,
    })
    .execute();
  return token;
}

describe.each(databaseKinds)('sockets (%s)', (kind) => {
  it('delivers a push to the rider whose session cookie opened the socket, with the trip as the rider sees it', async () => {
    const { app, db } = await startTestApp(kind);
    const rider = await registerRider(app, '5195550101', 'Ann');
    const url = await listen(app);
    const socket = await connect(url, { cookie: rider.cookie });
    const pushes = collect(socket, 'fcm_push_noti');

    expect(await socket.emitWithAck('add_user', { user_id: rider.userId, name: 'Ann' })).toEqual({
      ok: true,
    });
    const { tripId, notice } = await acceptedTrip(db, rider.userId);
    app.notifier.toRider(rider.userId, notice);
    await eventually(() => pushes.length === 1);
    const push = riderPushSchema.parse(pushes[0]);
    expect(push).toMatchObject({
      trip_status: 'accept',
      data: { trip_id: tripId, trip: { trip_id: tripId, trip_status: 'accept' } },
    });
  });

  it('refuses a rider notice that breaks the contract (an offer without its offer)', async () => {
    const { app, db } = await startTestApp(kind);
    const rider = await registerRider(app, '5195550109', 'Ann');
    const { tripId } = await acceptedTrip(db, rider.userId);
    const build = riderPushBuilder((tripId) => loadTrip(db, tripId));
    await expect(build({ trip_status: 'offer', data: { trip_id: tripId } })).rejects.toThrow(
      /rider push 'offer' breaks its contract[^]*offer/,
    );
    await expect(build({ trip_status: 'accept', data: { trip_id: tripId } })).resolves.toBeTruthy();
  });

  it('sends nothing for a notice about a trip that is not there (the poll is the truth)', async () => {
    const { app } = await startTestApp(kind);
    const rider = await registerRider(app, '5195550110', 'Ann');
    const url = await listen(app);
    const socket = await connect(url, { cookie: rider.cookie });
    const pushes = collect(socket, 'fcm_push_noti');
    await socket.emitWithAck('add_user', { user_id: rider.userId });
    app.notifier.toRider(rider.userId, { trip_status: 'accept', data: { trip_id: 999_999 } });
    await app.notifier.settled();
    await pause(50);
    expect(pushes).toEqual([]);
  });

  it('refuses add_user for another user, who keeps their pushes to themselves', async () => {
    const { app, db } = await startTestApp(kind);
    const ann = await registerRider(app, '5195550102', 'Ann');
    const bob = await registerRider(app, '5195550103', 'Bob');
    const url = await listen(app);
    const annSocket = await connect(url, { cookie: ann.cookie });
    const bobSocket = await connect(url, { cookie: bob.cookie });
    const annPushes = collect(annSocket, 'fcm_push_noti');
    const bobPushes = collect(bobSocket, 'fcm_push_noti');

    expect(await annSocket.emitWithAck('add_user', { user_id: bob.userId })).toEqual({
      ok: false,
      error: 'forbidden',
    });
    app.notifier.toRider(bob.userId, (await acceptedTrip(db, bob.userId)).notice);
    await eventually(() => bobPushes.length === 1);
    await pause(100);
    expect(annPushes).toEqual([]);
  });

  it('accepts the api_key + user_id pair only when they belong together', async () => {
    const { app, db } = await startTestApp(kind);
    const ann = await registerRider(app, '5195550104', 'Ann', 'app');
    const bob = await registerRider(app, '5195550105', 'Bob', 'app');
    const url = await listen(app);

    const socket = await connect(url, { auth: { api_key: ann.apiKey, user_id: ann.userId } });
    const pushes = collect(socket, 'fcm_push_noti');
    app.notifier.toRider(ann.userId, (await acceptedTrip(db, ann.userId)).notice);
    await eventually(() => pushes.length === 1);

    await expect(
      connect(url, { auth: { api_key: ann.apiKey, user_id: bob.userId } }),
    ).rejects.toThrow('unauthorized');
    await expect(connect(url, { auth: { api_key: 'nope', user_id: ann.userId } })).rejects.toThrow(
      'unauthorized',
    );
    await expect(connect(url, { auth: { api_key: ann.apiKey } })).rejects.toThrow('unauthorized');
  });

  it('lets a visitor watch a trip by a valid tracking token, and nothing else', async () => {
    const { app, db } = await startTestApp(kind);
    await insertCityAndCategory(db);
    const rider = await registerRider(app, '5195550106');
    const token = randomBytes(16).toString('hex');
    const tripId = await insertTrip(db, rider.userId, {
      trip_status: 'accept',
      track_token: token,
    });
    const url = await listen(app);

    const watcher = await connect(url);
    const stranger = await connect(url);
    const positions = collect(watcher, 'driver_position');
    const strangerPositions = collect(stranger, 'driver_position');
    const pushes = collect(watcher, 'fcm_push_noti');

    expect(await watcher.emitWithAck('track_trip', { token })).toEqual({ ok: true });
    const wrong = randomBytes(16).toString('hex');
    expect(await stranger.emitWithAck('track_trip', { token: wrong })).toEqual({
      ok: false,
      error: 'not_found',
    });
    expect(await stranger.emitWithAck('track_trip', { token: 'x' })).toEqual({
      ok: false,
      error: 'not_found',
    });
    expect(await watcher.emitWithAck('add_user', { user_id: rider.userId })).toEqual({
      ok: false,
      error: 'unauthorized',
    });

    app.notifier.driverPosition(
      { trip_id: tripId, user_id: rider.userId, track_token: token },
      42.99,
      -81.25,
    );
    app.notifier.toRider(rider.userId, { trip_status: 'accept', data: { trip_id: tripId } });
    await eventually(() => positions.length === 1);
    expect(positions[0]).toMatchObject({ trip_id: tripId, lat: 42.99, lng: -81.25 });
    await pause(100);
    expect(strangerPositions).toEqual([]);
    expect(pushes).toEqual([]);
  });

  it('puts a driver in their room by session cookie or by api_key + driver_id', async () => {
    const { app, db } = await startTestApp(kind);
    await insertCityAndCategory(db);
    const driverId = await insertDriver(db);
    const other = await insertDriver(db, 'Driver Two');
    const token = await driverSession(db, driverId);
    const url = await listen(app);

    const byCookie = await connect(url, { cookie: `${DRIVER_SESSION_COOKIE}=${token}` });
    const byKey = await connect(url, { auth: { api_key: token, driver_id: driverId } });
    await expect(connect(url, { auth: { api_key: token, driver_id: other } })).rejects.toThrow(
      'unauthorized',
    );
    const a = collect(byCookie, 'fcm_push_noti');
    const b = collect(byKey, 'fcm_push_noti');
    await app.notifier.toDriver(driverId, offer(9));
    await eventually(() => a.length === 1 && b.length === 1);
    expect(a[0]).toEqual(offer(9));
  });

  it('connects a visitor when the session cookie is stale', async () => {
    const { app } = await startTestApp(kind);
    const url = await listen(app);
    const socket = await connect(url, { cookie: 'ff_session=not-a-session' });
    expect(await socket.emitWithAck('add_user', { user_id: 1 })).toEqual({
      ok: false,
      error: 'unauthorized',
    });
  });
});

describe('sockets in polling-only mode (SOCKET_TRANSPORTS=polling)', () => {
  it('delivers pushes over long-polling and refuses websocket-only clients', async () => {
    const { app, db } = await startTestApp('sqlite', { socketTransports: ['polling'] });
    const rider = await registerRider(app, '5195550107');
    const url = await listen(app);
    const socket = await connect(url, { cookie: rider.cookie, transports: ['polling'] });
    expect(socket.io.engine.transport.name).toBe('polling');
    const pushes = collect(socket, 'fcm_push_noti');
    expect(await socket.emitWithAck('add_user', { user_id: rider.userId })).toEqual({ ok: true });
    app.notifier.toRider(rider.userId, (await acceptedTrip(db, rider.userId)).notice);
    await eventually(() => pushes.length === 1);
    await expect(
      connect(url, { cookie: rider.cookie, transports: ['websocket'] }),
    ).rejects.toThrow();
  });
});

describe('driver push through an HTTP push backend (PUSH_BACKEND_URL)', () => {
  async function fakeBackend(status = 200) {
    const bodies: unknown[] = [];
    const server = createServer((req: IncomingMessage, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString('utf8')));
      req.on('end', () => {
        bodies.push({
          method: req.method,
          type: req.headers['content-type'],
          body: JSON.parse(text),
        });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/push`;
    return { url, bodies, close: () => new Promise((r) => server.close(r)) };
  }

  it('POSTs trip_id, trip_status, device tokens by platform, to and message', async () => {
    const backend = await fakeBackend();
    try {
      const { app, db } = await startTestApp('sqlite', { pushBackendUrl: backend.url });
      await insertCityAndCategory(db);
      const ios = await insertDriver(db, 'Ios Driver');
      const android = await insertDriver(db, 'Android Driver');
      await db
        .updateTable('drivers')
        .set({ d_device_type: 'ios', d_device_token: 'apns-token-1' })
        .where('driver_id', '=', ios)
        .execute();
      await db
        .updateTable('drivers')
        .set({ d_device_type: 'android', d_device_token: 'fcm-token-2' })
        .where('driver_id', '=', android)
        .execute();
      const url = await listen(app);
      const token = await driverSession(db, ios);
      const socket = await connect(url, { cookie: `${DRIVER_SESSION_COOKIE}=${token}` });
      const viaSocket = collect(socket, 'fcm_push_noti');

      const message: DriverPush = {
        trip_status: 'declined',
        data: { trip_id: 77, tripRequestId: 4 },
      };
      const lost: DriverPush = {
        trip_status: 'reject_offer',
        data: { trip_id: 78, tripRequestId: 5, reason: 'another_driver' },
      };
      await app.notifier.toDriver(ios, message);
      await app.notifier.toDriver(android, lost);
      expect(backend.bodies).toEqual([
        {
          method: 'POST',
          type: 'application/json',
          body: {
            trip_id: 77,
            trip_status: 'declined',
            android: [],
            ios: ['apns-token-1'],
            to: 'driver',
            message,
          },
        },
        {
          method: 'POST',
          type: 'application/json',
          body: {
            trip_id: 78,
            trip_status: 'reject_offer',
            android: ['fcm-token-2'],
            ios: [],
            to: 'driver',
            message: lost,
          },
        },
      ]);
      await pause(50);
      expect(viaSocket).toEqual([]); // the backend replaces the room
    } finally {
      await backend.close();
    }
  });

  it('only logs a failing backend', async () => {
    const backend = await fakeBackend(503);
    try {
      const { app, db } = await startTestApp('sqlite', { pushBackendUrl: backend.url });
      await insertCityAndCategory(db);
      const driverId = await insertDriver(db);
      await expect(app.notifier.toDriver(driverId, offer(1))).resolves.toBeUndefined();
      expect(backend.bodies).toHaveLength(1);
    } finally {
      await backend.close();
    }
  });
});

describe.runIf(redisUp)('with Redis (REDIS_URL)', () => {
  it("delivers a rider's push from instance A to their socket on instance B", async () => {
    const redis = testRedis();
    try {
      const { app: a, db } = await startTestApp('sqlite', { redis });
      const b = await buildApp(
        testConfig({ database: { kind: 'sqlite-memory' }, webDistDir: '/nonexistent', redis }),
        { db },
      );
      try {
        await b.ready();
        const rider = await registerRider(a, '5195550108');
        const urlB = await listen(b);
        const socket = await connect(urlB, { cookie: rider.cookie });
        const pushes = collect(socket, 'fcm_push_noti');
        await pause(100); // the adapter's subscriptions settle
        const { tripId, notice } = await acceptedTrip(db, rider.userId);
        a.notifier.toRider(rider.userId, notice);
        await eventually(() => pushes.length === 1);
        expect(pushes[0]).toMatchObject({ ...notice, data: { trip: { trip_id: tripId } } });

        // Closing another instance leaves this one's sockets alone.
        const c = await buildApp(
          testConfig({ database: { kind: 'sqlite-memory' }, webDistDir: '/nonexistent', redis }),
          { db },
        );
        await c.ready();
        await c.close();
        await pause(100);
        expect(socket.connected).toBe(true);
        a.notifier.toRider(rider.userId, notice);
        await eventually(() => pushes.length === 2);

        // The geo index is shared too.
        await a.locator.update(5, { lat: 42.98, lng: -81.25 });
        expect(
          (await b.locator.nearby({ lat: 42.981, lng: -81.25 }, 1)).map((d) => d.driverId),
        ).toEqual([5]);
      } finally {
        await b.close();
      }
    } finally {
      await dropPrefix(redis.prefix);
    }
  });
});

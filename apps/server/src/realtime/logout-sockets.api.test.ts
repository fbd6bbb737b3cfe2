import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { DRIVER_SESSION_COOKIE } from '@fairfare/contracts/socket';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { startTestApp } from '../../test/helpers/app.ts';
import { codeFromOutbox, registerRider } from '../../test/helpers/auth.ts';
import { databaseKinds } from '../../test/helpers/databases.ts';
import { insertCityAndCategory, insertDriver, insertTrip } from '../../test/helpers/fixtures.ts';
import { createSession } from '../modules/auth/service.ts';
import { dropPrefix, redisUp, testRedis } from '../../test/helpers/redis.ts';
import {
  collect,
  connect,
  eventually,
  listen,
  type ClientSocket,
} from '../../test/helpers/sockets.ts';
import type { FastifyInstance } from 'fastify';

const logout = API_BASE + endpoints.users.logout;
const login = API_BASE + endpoints.users.login;

/** Resolves once the server has ended the socket (it does not try to come back). */
const ended = (socket: ClientSocket) =>
  new Promise<string>((resolve) => {
    if (!socket.connected) resolve('already');
    socket.once('disconnect', (reason) => resolve(reason));
  });

/** A second session of the same rider, as the app holds it (api_key). */
async function appSession(app: FastifyInstance, phone: string): Promise<string> {
  const remoteAddress = '10.31.7.9';
  await app.inject({
    method: 'POST',
    url: login,
    remoteAddress,
    payload: { step: 'request', phone_code: '+1', phone },
  });
  const code = await codeFromOutbox(app, `+1${phone}`);
  const res = await app.inject({
    method: 'POST',
    url: login,
    remoteAddress,
    payload: { step: 'verify', phone_code: '+1', phone, code, client: 'app' },
  });
  return res.json().response.api_key;
}

// Issue 31 point 7: the session is checked when a socket connects; a logout must end the
// sockets it opened too, or they go on receiving the rider's pushes.
describe.each(databaseKinds)('logout ends sockets, on %s', (kind) => {
  it('a web logout ends the sockets of its cookie, an app logout those of its api_key, and no others', async () => {
    const { app, db } = await startTestApp(kind);
    const rider = await registerRider(app, '5195550171', 'Ann');
    const apiKey = await appSession(app, '5195550171');
    const url = await listen(app);
    const web1 = await connect(url, { cookie: rider.cookie });
    const web2 = await connect(url, { cookie: rider.cookie });
    const phone = await connect(url, { auth: { api_key: apiKey, user_id: rider.userId } });
    const phonePushes = collect(phone, 'fcm_push_noti');

    const webEnded = Promise.all([ended(web1), ended(web2)]);
    const out = await app.inject({
      method: 'POST',
      url: logout,
      headers: { cookie: rider.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(await webEnded).toEqual(['io server disconnect', 'io server disconnect']);
    // the app's own session goes on
    expect(phone.connected).toBe(true);
    await insertCityAndCategory(db);
    const tripId = await insertTrip(db, rider.userId, { trip_status: 'accept' });
    app.notifier.toRider(rider.userId, { trip_status: 'accept', data: { trip_id: tripId } });
    await eventually(() => phonePushes.length === 1);

    const phoneEnded = ended(phone);
    const appOut = await app.inject({
      method: 'POST',
      url: `${logout}?api_key=${encodeURIComponent(apiKey)}&user_id=${rider.userId}`,
      payload: {},
    });
    expect(appOut.statusCode).toBe(200);
    expect(await phoneEnded).toBe('io server disconnect');
  });

  it("a driver's logout ends the sockets of that driver session", async () => {
    const { app, db } = await startTestApp(kind);
    await insertCityAndCategory(db);
    const driverId = await insertDriver(db);
    const token = await createSession({ db }, { driverId });
    const cookie = `${DRIVER_SESSION_COOKIE}=${token}`;
    const socket = await connect(await listen(app), { cookie });
    const socketEnded = ended(socket);
    const out = await app.inject({
      method: 'POST',
      url: API_BASE + endpoints.drivers.logout,
      headers: { cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(await socketEnded).toBe('io server disconnect');
  });
});

describe.runIf(redisUp)('logout ends sockets on every instance (REDIS_URL)', () => {
  it('a logout on instance A ends the socket the session opened on instance B', async () => {
    const redis = testRedis();
    try {
      const { app: a, db } = await startTestApp('sqlite', { redis });
      const b = await buildApp(
        testConfig({ database: { kind: 'sqlite-memory' }, webDistDir: '/nonexistent', redis }),
        { db },
      );
      try {
        await b.ready();
        const rider = await registerRider(a, '5195550172');
        const socket = await connect(await listen(b), { cookie: rider.cookie });
        const socketEnded = ended(socket);
        const out = await a.inject({
          method: 'POST',
          url: logout,
          headers: { cookie: rider.cookie },
        });
        expect(out.statusCode).toBe(200);
        expect(await socketEnded).toBe('io server disconnect');
      } finally {
        await b.close();
      }
    } finally {
      await dropPrefix(redis.prefix);
    }
  });
});

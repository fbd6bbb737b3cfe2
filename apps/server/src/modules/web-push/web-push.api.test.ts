import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { webPushPaths, webPushPayloadSchema } from '@fairfare/contracts/web-push';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import {
  decrypt,
  newDevice,
  startPushService,
  type Device,
} from '../../../test/helpers/push-service.ts';
import {
  asDriver,
  asRider,
  offer,
  onlineDriver,
  savedRide,
  type DriverSession,
} from '../../../test/helpers/rides.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import type { WebPushSettings } from '../../adapters/web-push/settings.ts';

const vapid = webpush.generateVAPIDKeys();

/** The app with Web Push on, its push services being the local one. */
async function appWithPush(kind: 'sqlite' | 'postgres', pushOrigin: string) {
  const webPush: WebPushSettings = {
    publicKey: vapid.publicKey,
    privateKey: vapid.privateKey,
    subject: 'mailto:ops@fairfare.test',
    endpointOrigins: [pushOrigin],
  };
  return startSeededApp(kind, { webPush });
}

const subscription = (endpoint: string, device: Device, language = 'en') => ({
  endpoint,
  keys: device.keys,
  language,
});

async function subscribeDriver(
  app: Parameters<typeof asDriver>[0],
  driver: DriverSession,
  body: object,
) {
  const res = await asDriver(app, driver, webPushPaths.driverSubscribe, body);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().response).toEqual({ subscribed: true });
}

async function subscriptionCount(db: Awaited<ReturnType<typeof startSeededApp>>['db']) {
  const rows = await db.selectFrom('push_subscriptions').select('subscription_id').execute();
  return rows.length;
}

describe.each(databaseKinds)('Web Push (%s)', (kind) => {
  it('sends a driver an encrypted, signed notification of a new request in their language', async () => {
    const push = await startPushService();
    const { app, db } = await appWithPush(kind, push.origin);
    const driver = await onlineDriver(app, db);
    const device = newDevice();
    await subscribeDriver(app, driver, subscription(`${push.origin}/d/1`, device, 'es'));

    const arrived = push.next('/d/1');
    const ride = await savedRide(app, db, '5195554701');
    const message = await arrived;

    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(message.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(message.headers.authorization).toContain(`k=${vapid.publicKey}`);
    expect(Number(message.headers.ttl)).toBeGreaterThan(0);
    // the push service sees ciphertext only
    expect(message.body.toString('latin1')).not.toContain('Nueva');
    const payload = webPushPayloadSchema.parse(JSON.parse(decrypt(device, message.body)));
    expect(payload).toMatchObject({
      title: 'Nueva solicitud de viaje',
      url: '/drive',
      tag: `trip-${ride.tripId}`,
    });
    expect(payload.body).toContain(String(ride.trip.trip_from_loc));
    expect(payload.body).toContain('25,00');
  });

  it("tells the rider of a driver's offer, and forgets the rider's device at logout", async () => {
    const push = await startPushService();
    const { app, db } = await appWithPush(kind, push.origin);
    const ride = await savedRide(app, db, '5195554711');
    const device = newDevice();
    const subscribed = await asRider(
      app,
      ride.rider,
      webPushPaths.riderSubscribe,
      subscription(`${push.origin}/r/1`, device, 'fr'),
    );
    expect(subscribed.statusCode, subscribed.body).toBe(200);

    const arrived = push.next('/r/1');
    const driver = await onlineDriver(app, db, undefined, { name: 'Harpreet Singh' });
    await offer(app, driver, ride.tripId, 27);
    const payload = JSON.parse(decrypt(device, (await arrived).body)) as Record<string, string>;
    expect(payload.title).toBe('Nouvelle offre');
    expect(payload.body).toContain('Harpreet Singh');
    expect(payload.body).toContain('27,00');

    const out = await app.inject({
      method: 'POST',
      url: API_BASE + endpoints.users.logout,
      headers: { cookie: ride.rider.cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(await subscriptionCount(db)).toBe(0);

    // the next offer reaches the signed-out device no more
    const before = push.received.length;
    await offer(app, await onlineDriver(app, db), ride.tripId, 28);
    await app.notifier.settled();
    expect(push.received.length).toBe(before);
  });

  it("forgets a driver's device at logout, and never sends through an ended session", async () => {
    const push = await startPushService();
    const { app, db } = await appWithPush(kind, push.origin);
    const driver = await onlineDriver(app, db);
    await subscribeDriver(app, driver, subscription(`${push.origin}/d/2`, newDevice()));
    const out = await asDriver(app, driver, endpoints.drivers.logout);
    expect(out.statusCode).toBe(200);
    expect(await subscriptionCount(db)).toBe(0);

    // a row left behind (e.g. written by an older instance) whose session ended is not used
    const other = await onlineDriver(app, db);
    await subscribeDriver(app, other, subscription(`${push.origin}/d/3`, newDevice()));
    await db
      .updateTable('sessions')
      .set({ ended_at: Date.now() })
      .where('driver_id', '=', other.driverId)
      .execute();
    const live = await onlineDriver(app, db);
    await subscribeDriver(app, live, subscription(`${push.origin}/d/live`, newDevice()));
    const heard = push.next('/d/live');
    await savedRide(app, db, '5195554721');
    await heard;
    await app.notifier.settled();
    expect(push.received.filter((m) => m.path === '/d/3')).toEqual([]);
  });

  it('deletes a subscription whose push service answers 410 Gone, and keeps one that failed otherwise', async () => {
    const push = await startPushService();
    push.answer('/d/gone', 410);
    push.answer('/d/busy', 503);
    const { app, db } = await appWithPush(kind, push.origin);
    const gone = await onlineDriver(app, db);
    const busy = await onlineDriver(app, db);
    await subscribeDriver(app, gone, subscription(`${push.origin}/d/gone`, newDevice()));
    await subscribeDriver(app, busy, subscription(`${push.origin}/d/busy`, newDevice()));
    expect(await subscriptionCount(db)).toBe(2);

    const posted = Promise.all([push.next('/d/gone'), push.next('/d/busy')]);
    await savedRide(app, db, '5195554731');
    await posted;
    await app.notifier.settled();
    const left = await db.selectFrom('push_subscriptions').select('endpoint').execute();
    expect(left.map((r) => r.endpoint)).toEqual([`${push.origin}/d/busy`]);
  });

  it('refuses an endpoint that is not a push service, a bad key, and a caller without a session', async () => {
    const push = await startPushService();
    const { app, db } = await appWithPush(kind, push.origin);
    const driver = await onlineDriver(app, db);
    const device = newDevice();

    const elsewhere = await asDriver(
      app,
      driver,
      webPushPaths.driverSubscribe,
      subscription('http://10.0.0.1/admin', device),
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().code).toBe('validation.pushSubscriptionInvalid');
    const badKey = await asDriver(app, driver, webPushPaths.driverSubscribe, {
      ...subscription(`${push.origin}/d/4`, device),
      keys: { p256dh: 'not a key', auth: device.keys.auth },
    });
    expect(badKey.statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'POST',
      url: API_BASE + webPushPaths.riderSubscribe,
      payload: subscription(`${push.origin}/r/4`, device),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await subscriptionCount(db)).toBe(0);

    const key = await app.inject({ method: 'POST', url: API_BASE + webPushPaths.key });
    expect(key.json().response).toEqual({ public_key: vapid.publicKey });
  });

  it("lets a device's owner turn it off, and nobody else", async () => {
    const push = await startPushService();
    const { app, db } = await appWithPush(kind, push.origin);
    const driver = await onlineDriver(app, db);
    const endpoint = `${push.origin}/d/5`;
    await subscribeDriver(app, driver, subscription(endpoint, newDevice()));

    const rider = await registerRider(app, '5195554741');
    await asRider(app, rider, webPushPaths.riderUnsubscribe, { endpoint });
    expect(await subscriptionCount(db)).toBe(1);
    const off = await asDriver(app, driver, webPushPaths.driverUnsubscribe, { endpoint });
    expect(off.json().response).toEqual({ subscribed: false });
    expect(await subscriptionCount(db)).toBe(0);
  });
});

describe('Web Push off (no VAPID keys)', () => {
  it('gives no key and keeps no subscription', async () => {
    const { app, db } = await startSeededApp('sqlite');
    const key = await app.inject({ method: 'POST', url: API_BASE + webPushPaths.key });
    expect(key.json().response).toEqual({ public_key: null });
    const driver = await onlineDriver(app, db);
    const res = await asDriver(app, driver, webPushPaths.driverSubscribe, {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: newDevice().keys,
      language: 'en',
    });
    expect(res.json().response).toEqual({ subscribed: false });
    const rows = await db.selectFrom('push_subscriptions').select('subscription_id').execute();
    expect(rows).toEqual([]);
  });
});

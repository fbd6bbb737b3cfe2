import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { startTestApp } from '../../../test/helpers/app.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import { insertCityAndCategory, insertDriver, insertTrip } from '../../../test/helpers/fixtures.ts';

const url = API_BASE + endpoints.trips.list;

describe.each(databaseKinds)('trip list on %s', (kind) => {
  it("lists only the rider's own trips, newest first, paged, with decimal amounts", async () => {
    const { app, db } = await startTestApp(kind);
    await insertCityAndCategory(db);
    const a = await registerRider(app, '5195550301', 'Alice');
    const b = await registerRider(app, '5195550302', 'Bob');
    const driverId = await insertDriver(db, 'Christopher Montgomery');
    const first = await insertTrip(db, a.userId, { driver_id: driverId, trip_pay_amount: 1250 });
    const second = await insertTrip(db, a.userId, { trip_status: 'cancel' });
    const third = await insertTrip(db, a.userId, { trip_status: 'request' });
    await insertTrip(db, b.userId);

    const res = await app.inject({
      method: 'POST',
      url,
      headers: { cookie: a.cookie },
      payload: { is_request: '0', offset: '0', limit: '2' },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().response;
    expect(list.total).toBe(3);
    expect(list.trips.map((t: { trip_id: number }) => t.trip_id)).toEqual([third, second]);

    const page2 = await app.inject({
      method: 'POST',
      url,
      headers: { cookie: a.cookie },
      payload: { offset: 2, limit: 2 },
    });
    const [oldest] = page2.json().response.trips;
    expect(oldest).toMatchObject({
      trip_id: first,
      id: first,
      trip_pay_amount: 12.5,
      trip_currency: 'CAD',
      Driver: { d_name: 'Christopher Montgomery', d_phone: expect.stringMatching(/^\+1/) },
    });
  });

  it('filters by statuses, and is_request 1 lists only open requests', async () => {
    const { app, db } = await startTestApp(kind);
    await insertCityAndCategory(db);
    const a = await registerRider(app, '5195550303');
    await insertTrip(db, a.userId, { trip_status: 'completed' });
    const open = await insertTrip(db, a.userId, { trip_status: 'request' });
    const active = await insertTrip(db, a.userId, { trip_status: 'accept' });
    const byStatus = await app.inject({
      method: 'POST',
      url,
      headers: { cookie: a.cookie },
      payload: { statuses: ['accept', 'arrive', 'begin'] },
    });
    expect(byStatus.json().response.trips.map((t: { trip_id: number }) => t.trip_id)).toEqual([
      active,
    ]);
    const requests = await app.inject({
      method: 'POST',
      url,
      headers: { cookie: a.cookie },
      payload: { is_request: '1' },
    });
    expect(requests.json().response.trips.map((t: { trip_id: number }) => t.trip_id)).toEqual([
      open,
    ]);
  });

  it('answers 401 without a session, and 400 for bad input', async () => {
    const { app, db } = await startTestApp(kind);
    await insertCityAndCategory(db);
    const a = await registerRider(app, '5195550304');
    expect((await app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
    for (const payload of [
      { limit: 0 },
      { limit: 500 },
      { offset: -1 },
      { statuses: ['flying'] },
      { is_request: '2' },
    ]) {
      const res = await app.inject({ method: 'POST', url, headers: { cookie: a.cookie }, payload });
      expect(res.statusCode).toBe(400);
    }
  });
});

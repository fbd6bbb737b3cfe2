import { describe, expect, it } from 'vitest';
import { API_BASE } from '@fairfare/contracts/api';
import type { LatLng } from '@fairfare/contracts/fare';
import { NEARBY_DRIVERS_PATH } from '@fairfare/contracts/nearby-drivers';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { startTestApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { insertCityAndCategory, insertDriver } from '../../../test/helpers/fixtures.ts';

const url = API_BASE + NEARBY_DRIVERS_PATH;
const CENTER: LatLng = { lat: 42.9849, lng: -81.2453 };
const east = (km: number): LatLng => ({
  lat: CENTER.lat,
  lng: CENTER.lng + km / (111.32 * Math.cos((CENTER.lat * Math.PI) / 180)),
});

async function onlineDriver(
  db: Db,
  at: LatLng,
  options: { categoryId?: number; cityId?: number; online?: boolean } = {},
) {
  const id = await insertDriver(db, 'Secret Name', options.cityId ?? 14, options.categoryId ?? 1);
  await db
    .updateTable('drivers')
    .set({
      d_lat: at.lat,
      d_lng: at.lng,
      is_online: options.online === false ? 0 : 1,
      position_at: Date.now(),
    })
    .where('driver_id', '=', id)
    .execute();
  return id;
}

describe.each(databaseKinds)('POST driverapi/getnearbydriverlists (%s)', (kind) => {
  it('lists online drivers within driver_radius, nearest first, with map fields only', async () => {
    const { app, db } = await startTestApp(kind);
    await insertCityAndCategory(db);
    await db.insertInto('categories').values({ category_id: 2, category_name: 'XL' }).execute();
    await db
      .insertInto('constants')
      .values({ constant_id: 43, constant_key: 'driver_radius', constant_value: '5' })
      .execute();
    const far = await onlineDriver(db, east(3), { categoryId: 2 });
    const near = await onlineDriver(db, east(0.5));
    const outside = await onlineDriver(db, east(6));
    const offline = await onlineDriver(db, east(1));
    for (const id of [far, near, outside, offline]) {
      const row = await db
        .selectFrom('drivers')
        .select(['d_lat', 'd_lng'])
        .where('driver_id', '=', id)
        .executeTakeFirstOrThrow();
      await app.locator.update(id, { lat: row.d_lat!, lng: row.d_lng! });
    }
    // The index still has the offline driver (as after a missed update): the database decides.
    await db
      .updateTable('drivers')
      .set({ is_online: 0 })
      .where('driver_id', '=', offline)
      .execute();

    const res = await app.inject({ method: 'POST', url, payload: CENTER });
    expect(res.statusCode).toBe(200);
    const list = res.json().response;
    expect(list.map((d: { driver_id: number }) => d.driver_id)).toEqual([near, far]);
    expect(list[0]).toEqual({
      driver_id: near,
      d_lat: expect.any(Number),
      d_lng: expect.any(Number),
      category_id: 1,
      car_name: 'Corolla',
      distance_km: 0.5,
      eta_min: 1,
    });
    expect(list[1]).toMatchObject({ category_id: 2, distance_km: 3, eta_min: 5 });
    expect(res.body).not.toContain('Secret Name');

    const xl = await app.inject({ method: 'POST', url, payload: { ...CENTER, category_id: 2 } });
    expect(xl.json().response.map((d: { driver_id: number }) => d.driver_id)).toEqual([far]);
    const otherCity = await app.inject({
      method: 'POST',
      url,
      payload: { ...CENTER, city_id: 99 },
    });
    expect(otherCity.json().response).toEqual([]);
  });

  it('loads the online drivers from the database when the app starts', async () => {
    const { db } = await startTestApp(kind);
    await insertCityAndCategory(db);
    const online = await onlineDriver(db, east(1));
    await onlineDriver(db, east(1.5), { online: false });
    const app = await buildApp(testConfig({ webDistDir: '/nonexistent' }), { db });
    try {
      await app.ready();
      const res = await app.inject({ method: 'POST', url, payload: CENTER });
      expect(res.json().response.map((d: { driver_id: number }) => d.driver_id)).toEqual([online]);
    } finally {
      await app.close();
    }
  });
});

describe('POST driverapi/getnearbydriverlists: input and limits', () => {
  it('answers at most 20, refuses a bad point with 400, and is rate-limited per address', async () => {
    const { app, db } = await startTestApp('sqlite', { nearbyDriversPerMinute: 9 });
    await insertCityAndCategory(db);
    for (let i = 0; i < 25; i++) {
      const id = await onlineDriver(db, east(0.1 * (i + 1)));
      await app.locator.update(id, east(0.1 * (i + 1)));
    }
    const res = await app.inject({ method: 'POST', url, payload: CENTER });
    expect(res.json().response).toHaveLength(20);
    expect(
      (await app.inject({ method: 'POST', url, payload: { lat: 91, lng: 0 } })).statusCode,
    ).toBe(400);
    expect((await app.inject({ method: 'POST', url, payload: { lat: 'x' } })).statusCode).toBe(400);
    // null once meant 0 (the Gulf of Guinea): every non-number is refused.
    for (const lat of [null, true, [43], '0x2b', ' 43 ']) {
      const bad = await app.inject({ method: 'POST', url, payload: { ...CENTER, lat } });
      expect(bad.statusCode, `lat ${JSON.stringify(lat)}`).toBe(400);
    }
    expect((await app.inject({ method: 'POST', url, payload: CENTER })).statusCode).toBe(200);
    const limited = await app.inject({ method: 'POST', url, payload: CENTER });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().status).toBe('failed');
  });
});

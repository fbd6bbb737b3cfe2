import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import {
  getAllInOneResponseSchema,
  getCityResponseSchema,
  getGeofencesResponseSchema,
} from '@fairfare/contracts/cities';
import { isInsideGeofence } from '@fairfare/contracts/geo';
import { startSeededApp, startTestApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';

const post = (path: string) => API_BASE + path;

describe.each(databaseKinds)('city data on %s', (kind) => {
  it('commonapi/getallinone answers the served cities as response.City, with their geofences', async () => {
    const { app } = await startSeededApp(kind);
    for (const payload of [undefined, {}]) {
      const res = await app.inject({
        method: 'POST',
        url: post(endpoints.common.allInOne),
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.status).toBe('success');
      const { City } = getAllInOneResponseSchema.parse(body.response);
      expect(City.map((c) => c.city_id)).toEqual([14, 15]);
      expect(City[0]).toMatchObject({
        city_id: 14,
        city_pay_options: 'cash|stripe|wallet',
        geofence_version: '1',
        tz_offset: -5,
      });
      expect(isInsideGeofence(42.9849, -81.2453, City[0]?.geofence_json)).toBe(true);
    }
  });

  it('commonapi/getgeofences answers a map from city id to geofence and version', async () => {
    const { app, db } = await startSeededApp(kind);
    await db
      .updateTable('cities')
      .set({ geofence_version: '2' })
      .where('city_id', '=', 15)
      .execute();
    const res = await app.inject({ method: 'POST', url: post(endpoints.common.geofences) });
    expect(res.statusCode).toBe(200);
    const map = getGeofencesResponseSchema.parse(res.json().response);
    expect(Object.keys(map).sort()).toEqual(['14', '15']);
    expect(map['15']?.geofence_version).toBe('2');
    expect(JSON.parse(map['14']!.geofence_json!)).toMatchObject({ type: 'Polygon' });
  });

  it('commonapi calls answer empty on an empty database', async () => {
    const { app } = await startTestApp(kind);
    expect(
      (await app.inject({ method: 'POST', url: post(endpoints.common.allInOne) })).json().response,
    ).toEqual({ City: [] });
    expect(
      (await app.inject({ method: 'POST', url: post(endpoints.common.geofences) })).json().response,
    ).toEqual({});
  });

  it('cityapi/getcity answers one served city with its pay options', async () => {
    const { app } = await startSeededApp(kind);
    const res = await app.inject({
      method: 'POST',
      url: post(endpoints.cities.get),
      payload: { city_id: 15 },
    });
    expect(res.statusCode).toBe(200);
    const city = getCityResponseSchema.parse(res.json().response);
    expect(city).toMatchObject({
      city_id: 15,
      city_name: 'Toronto',
      city_pay_options: 'cash|stripe',
      cancellation_fee: 7,
    });
  });

  it.each([[999], [16]])(
    'cityapi/getcity answers 404 for city %s, which is not served',
    async (cityId) => {
      const { app } = await startSeededApp(kind);
      const res = await app.inject({
        method: 'POST',
        url: post(endpoints.cities.get),
        payload: { city_id: cityId },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'failed', code: 'city.notFound' });
    },
  );

  it.each([
    ['no city', {}],
    ['a word', { city_id: 'abc' }],
    ['a negative id', { city_id: -1 }],
    ['a fraction', { city_id: 1.5 }],
    ['a 20,000-digit string', { city_id: '9'.repeat(20_000) }],
  ])('cityapi/getcity refuses %s with 400', async (_label, payload) => {
    const { app } = await startSeededApp(kind);
    const res = await app.inject({ method: 'POST', url: post(endpoints.cities.get), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'failed', code: 'validation.cityInvalid' });
  });

  it('cityapi/getcity refuses a missing body with 400', async () => {
    const { app } = await startSeededApp(kind);
    const res = await app.inject({ method: 'POST', url: post(endpoints.cities.get) });
    expect(res.statusCode).toBe(400);
  });
});

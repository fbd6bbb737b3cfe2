import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { getCitiesResponseSchema } from '@fairfare/contracts/cities';
import { isInsideGeofence } from '@fairfare/contracts/geo';
import { startSeededApp, startTestApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';

const url = API_BASE + endpoints.cities.list;

describe.each(databaseKinds)('cities API on %s', (kind) => {
  it('lists the served cities with decimal amounts and their geofences', async () => {
    const { app } = await startSeededApp(kind);

    const res = await app.inject({ method: 'POST', url, payload: {} });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    const cities = getCitiesResponseSchema.parse(body.response);
    expect(cities.map((c) => c.city_id)).toEqual([14, 15]); // 16 is announced, not served yet
    expect(cities[0]).toMatchObject({
      city_id: 14,
      city_name: 'London',
      city_cur: 'CAD',
      pg_cur: 'CAD',
      city_pay_options: 'cash|stripe|wallet',
      tz_offset: -5,
      cancellation_fee: 5,
      geofence_version: '1',
    });
    expect(cities[1]?.cancellation_fee).toBe(7);
    for (const c of cities) {
      expect(isInsideGeofence(c.city_lat, c.city_lng, c.geofence_json)).toBe(true);
    }
  });

  it('answers without a body and ignores extra fields', async () => {
    const { app } = await startSeededApp(kind);
    const noBody = await app.inject({ method: 'POST', url });
    expect(noBody.statusCode).toBe(200);
    expect(noBody.json().response).toHaveLength(2);
    const extra = await app.inject({ method: 'POST', url, payload: { api_key: 'x', user_id: 1 } });
    expect(extra.statusCode).toBe(200);
    const nullBody = await app.inject({
      method: 'POST',
      url,
      payload: 'null',
      headers: { 'content-type': 'application/json' },
    });
    expect(nullBody.statusCode).toBe(200);
  });

  it('answers an empty list on an empty database', async () => {
    const { app } = await startTestApp(kind);
    const res = await app.inject({ method: 'POST', url, payload: {} });
    expect(res.json()).toEqual({ status: 'success', response: [] });
  });

  it.each([['"abc"'], ['[1,2]'], ['42']])('refuses the body %s with 400', async (payload) => {
    const { app } = await startSeededApp(kind);
    const res = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('failed');
  });
});

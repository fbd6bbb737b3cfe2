import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { estimateResponseSchema } from '@fairfare/contracts/booking';
import { computeFare, toAmount } from '@fairfare/contracts/fare';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { expectLimitPerAddress } from '../../../test/helpers/limits.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { testConfig } from '../../config.ts';
import { expectFailed } from '../../../test/helpers/failure.ts';

const url = API_BASE + endpoints.trips.estimate;

const WESTERN = { lat: 43.0096, lng: -81.2737 };
const AIRPORT = { lat: 43.0334, lng: -81.1512 };
const UNION_STATION = { lat: 43.6453, lng: -79.3806 };
const CN_TOWER = { lat: 43.6426, lng: -79.3871 };
const KITCHENER = { lat: 43.4516, lng: -80.4925 }; // announced, not served
const OTTAWA = { lat: 45.4215, lng: -75.6972 };

describe.each(databaseKinds)('fare estimate on %s', (kind) => {
  it('prices every category of the city, keyed by id, with the booking summary in decimal amounts', async () => {
    const { app } = await startSeededApp(kind);

    for (const payload of [
      { city_id: 14, pickup: WESTERN, drop: AIRPORT },
      { pickup: WESTERN, drop: AIRPORT },
    ]) {
      const res = await app.inject({ method: 'POST', url, payload });
      expect(res.statusCode).toBe(200);
      const estimates = estimateResponseSchema.parse(res.json().response);
      expect(Object.keys(estimates)).toEqual(['1', '2', '3', '4']);
      expect(estimates['1']).toEqual({
        city_id: 14,
        category_id: 1,
        category_name: 'Economy',
        currency: 'CAD',
        fare_per_km: 1.25,
        fare_per_min: 0.3,
        distance_km: 10.32,
        duration_min: 16,
        base_fare: 3.5,
        sub_total: 21.2,
        service_tax: 0,
        estimated_fare: 21.2,
        taxes: 0,
        total_fare: 21.2,
        min_amount: 16.96,
        max_amount: 42.4,
        trip_pay_amount: 21.2,
      });
      // Green: base 3.75 + 10.32 km × 1.35 + 16 min × 0.32 (the shared fare rules).
      const green = computeFare(
        {
          base_fare: 375,
          per_km: 135,
          per_min: 32,
          min_fare: 800,
          commission_pct: 18,
          bid_floor_pct: 80,
          bid_ceiling_pct: 200,
        },
        WESTERN,
        AIRPORT,
      );
      expect(estimates['4']?.trip_pay_amount).toBe(toAmount(green.total_fare));
      expect(estimates['4']?.min_amount).toBe(toAmount(green.min_amount));
    }
  });

  it('prices one category when asked, and applies the minimum fare to a short ride', async () => {
    const { app } = await startSeededApp(kind);
    const res = await app.inject({
      method: 'POST',
      url,
      payload: {
        city_id: 14,
        category_id: 1,
        pickup: WESTERN,
        drop: { lat: 43.0255, lng: -81.279 },
      },
    });
    const estimates = estimateResponseSchema.parse(res.json().response);
    expect(Object.keys(estimates)).toEqual(['1']);
    expect(estimates['1']).toMatchObject({
      sub_total: 6.68,
      estimated_fare: 7.5,
      total_fare: 7.5,
      min_amount: 7.5, // never below the advertised minimum fare (80 % would be 6)
      max_amount: 15,
    });
  });

  it('adds the configured service tax', async () => {
    const { app } = await startSeededApp(kind, {
      booking: { serviceTaxPct: 13, scheduleMaxDays: 30 },
    });
    const res = await app.inject({
      method: 'POST',
      url,
      payload: { category_id: 1, pickup: WESTERN, drop: AIRPORT },
    });
    expect(res.json().response['1']).toMatchObject({
      service_tax: 13,
      estimated_fare: 21.2,
      taxes: 2.76,
      total_fare: 23.96,
      trip_pay_amount: 23.96,
      min_amount: 19.17,
    });
  });

  it('finds the city from the pickup, and refuses a pickup outside the given city', async () => {
    const { app } = await startSeededApp(kind);
    const toronto = await app.inject({
      method: 'POST',
      url,
      payload: { pickup: UNION_STATION, drop: CN_TOWER },
    });
    expect(toronto.statusCode).toBe(200);
    // a short ride at Toronto's 9.00 minimum fare: the lowest offer is that minimum, not 80 % of it
    expect(toronto.json().response['1']).toMatchObject({ city_id: 15, min_amount: 9 });

    const wrongCity = await app.inject({
      method: 'POST',
      url,
      payload: { city_id: 14, pickup: UNION_STATION, drop: CN_TOWER },
    });
    expectFailed(wrongCity, 400, {
      code: 'booking.outsideGeofence',
      message: "Sorry, we can't place a ride at this location.",
    });
  });

  it.each([
    ['an announced city', KITCHENER],
    ['a city not served', OTTAWA],
    ['the open sea', { lat: 0, lng: 0 }],
  ])('refuses a pickup in %s', async (_label, pickup) => {
    const { app } = await startSeededApp(kind);
    const res = await app.inject({ method: 'POST', url, payload: { pickup, drop: WESTERN } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('booking.outsideGeofence');
  });

  it('takes a drop anywhere, but not the pickup itself (within 20 m)', async () => {
    const { app } = await startSeededApp(kind);
    const far = await app.inject({
      method: 'POST',
      url,
      payload: { pickup: WESTERN, drop: OTTAWA, category_id: 1 },
    });
    expect(far.statusCode).toBe(200);
    for (const drop of [WESTERN, { lat: WESTERN.lat + 0.0001, lng: WESTERN.lng }]) {
      const res = await app.inject({ method: 'POST', url, payload: { pickup: WESTERN, drop } });
      expectFailed(res, 400, {
        code: 'booking.sameDestination',
        message: 'Please Select a Different Destination Location',
      });
    }
    const near = await app.inject({
      method: 'POST',
      url,
      payload: { pickup: WESTERN, drop: { lat: WESTERN.lat + 0.0005, lng: WESTERN.lng } },
    });
    expect(near.statusCode).toBe(200);
    expect(near.json().response['1'].distance_km).toBe(0.2);
  });

  it('answers 404 for a city that is not served and 400 for a category it does not offer', async () => {
    const { app } = await startSeededApp(kind);
    for (const cityId of [999, 16]) {
      const res = await app.inject({
        method: 'POST',
        url,
        payload: { city_id: cityId, pickup: WESTERN, drop: AIRPORT },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('city.notFound');
    }
    const res = await app.inject({
      method: 'POST',
      url,
      payload: { category_id: 99, pickup: WESTERN, drop: AIRPORT },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('booking.categoryRequired');
  });

  it.each([
    ['latitude 91', { pickup: { lat: 91, lng: -81.27 }, drop: AIRPORT }, 'booking.locationInvalid'],
    [
      'longitude -181',
      { pickup: WESTERN, drop: { lat: 43, lng: -181 } },
      'booking.locationInvalid',
    ],
    [
      'a latitude as text',
      { pickup: { lat: '43.0', lng: -81.27 }, drop: AIRPORT },
      'booking.locationInvalid',
    ],
    ['no drop', { pickup: WESTERN }, 'booking.locationInvalid'],
    ['a drop as text', { pickup: WESTERN, drop: 'x'.repeat(20_000) }, 'booking.locationInvalid'],
    ['category 0', { category_id: 0, pickup: WESTERN, drop: AIRPORT }, 'booking.categoryRequired'],
    [
      'a category as text',
      { category_id: '1', pickup: WESTERN, drop: AIRPORT },
      'booking.categoryRequired',
    ],
    ['a city as text', { city_id: '14', pickup: WESTERN, drop: AIRPORT }, 'validation.cityInvalid'],
    ['no body', undefined, 'error.badRequest'],
  ])('refuses %s with 400', async (_label, payload, code) => {
    const { app } = await startSeededApp(kind);
    const res = await app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'failed', code });
  });
});

describe('fare estimate: limits', () => {
  it('answers 429 once an address has asked FARE_ESTIMATE_RATE_LIMIT times in a minute', async () => {
    const { app } = await startSeededApp('sqlite', {
      rateLimits: { ...testConfig().rateLimits, estimatesPerMinute: 2 },
    });
    await expectLimitPerAddress(2, (remoteAddress) =>
      app.inject({
        method: 'POST',
        url,
        payload: { pickup: WESTERN, drop: AIRPORT },
        remoteAddress,
      }),
    );
  });
});

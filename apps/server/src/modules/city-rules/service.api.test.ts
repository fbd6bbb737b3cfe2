import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { fareRuleInputSchema, promoInputSchema } from '@fairfare/contracts/money-rules';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import { AIRPORT, booking, saveTrip, tripRow, WESTERN } from '../../../test/helpers/booking.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { citiesOf, everyCity } from './scope.ts';
import {
  getCityRules,
  listStaffCategories,
  saveCategory,
  saveFare,
  saveGeofence,
  savePayOptions,
  savePromo,
} from './service.ts';

const LONDON = 14;
const TORONTO = 15;
const NOW = 1_800_000_000_000;

const economy = fareRuleInputSchema.parse({
  city_id: LONDON,
  category_id: 1,
  base_fare: 10,
  per_km: 1.25,
  per_min: 0.3,
  min_fare: 7.5,
  max_fare: null,
  commission_pct: 20,
  bid_floor_pct: 80,
  bid_ceiling_pct: 200,
});

const square = {
  type: 'Polygon',
  coordinates: [
    [
      [-81.4, 42.9],
      [-81.1, 42.9],
      [-81.1, 43.1],
      [-81.4, 43.1],
      [-81.4, 42.9],
    ],
  ],
};

describe.each(databaseKinds)('city rules on %s', (kind) => {
  it('prices new bookings with a raised fare while a booked trip keeps the fare it was booked with', async () => {
    const { app, db } = await startSeededApp(kind);
    const rider = await registerRider(app, '5195550101');
    const booked = await saveTrip(app, rider.cookie, booking());
    expect(booked.statusCode).toBe(200);
    const tripId = booked.json().response.trip_id as number;
    const before = await tripRow(db, tripId);
    const estimate = () =>
      app.inject({
        method: 'POST',
        url: API_BASE + endpoints.trips.estimate,
        payload: { city_id: LONDON, category_id: 1, pickup: WESTERN, drop: AIRPORT },
      });
    expect((await estimate()).json().response['1'].total_fare).toBe(21.2);

    const change = await db
      .transaction()
      .execute((trx) => saveFare(trx, citiesOf([LONDON]), economy));
    app.publicChanges.changed();
    expect(change.before).toMatchObject({ base_fare: 3.5 });
    expect(change.after).toMatchObject({ base_fare: 10, category_name: 'Economy' });

    expect((await estimate()).json().response['1'].total_fare).toBe(27.7);
    const after = await tripRow(db, tripId);
    expect(after).toMatchObject({
      base_fare: before.base_fare,
      total_fare: before.total_fare,
      min_amount: before.min_amount,
      max_amount: before.max_amount,
    });
  });

  it('refuses a city manager another city, and leaves it unchanged', async () => {
    const { db } = await startSeededApp(kind);
    await expect(
      db.transaction().execute((trx) => saveFare(trx, citiesOf([TORONTO]), economy)),
    ).rejects.toMatchObject({ statusCode: 403, code: 'error.forbidden' });
    await expect(getCityRules(db, citiesOf([TORONTO]), LONDON)).rejects.toMatchObject({
      statusCode: 403,
    });
    const rules = await getCityRules(db, everyCity, LONDON);
    expect(rules.fares.find((f) => f.category_id === 1)).toMatchObject({ base_fare: 3.5 });
  });

  it('saves a valid geofence with a version greater as text, and refuses an invalid one', async () => {
    const { db, app } = await startSeededApp(kind);
    const saved = await db
      .transaction()
      .execute((trx) =>
        saveGeofence(trx, citiesOf([LONDON]), { city_id: LONDON, geofence: square }, NOW),
      );
    expect(saved.before?.geofence_version).toBe('1');
    expect(saved.after.geofence_version > '1').toBe(true);

    const geofences = await app.inject({
      method: 'POST',
      url: API_BASE + endpoints.common.geofences,
      payload: {},
    });
    expect(geofences.json().response[String(LONDON)]).toEqual({
      geofence_json: JSON.stringify(square),
      geofence_version: String(NOW),
    });

    await expect(
      db.transaction().execute((trx) =>
        saveGeofence(
          trx,
          everyCity,
          {
            city_id: LONDON,
            geofence: {
              type: 'Polygon',
              coordinates: [
                [
                  [-81, 43],
                  [-81, 43],
                  [-81, 43],
                ],
              ],
            },
          },
          NOW + 1,
        ),
      ),
    ).rejects.toMatchObject({ statusCode: 400, code: 'rules.geofenceInvalid' });
    expect((await getCityRules(db, everyCity, LONDON)).geofence_version).toBe(String(NOW));
  });

  it('keeps showing staff the fare of a category taken off offer, which riders no longer get', async () => {
    const { app, db } = await startSeededApp(kind);
    const economyCategory = (await listStaffCategories(db)).find((c) => c.category_id === 1)!;
    await db
      .transaction()
      .execute((trx) => saveCategory(trx, { ...economyCategory, is_active: false }));
    app.publicChanges.changed();

    const rules = await getCityRules(db, everyCity, LONDON);
    expect(rules.fares.find((f) => f.category_id === 1)).toMatchObject({
      category_name: 'Economy',
    });
    const estimate = await app.inject({
      method: 'POST',
      url: API_BASE + endpoints.trips.estimate,
      payload: { city_id: LONDON, pickup: WESTERN, drop: AIRPORT },
    });
    expect(Object.keys(estimate.json().response)).not.toContain('1');
    const change = await db
      .transaction()
      .execute((trx) => saveFare(trx, citiesOf([LONDON]), economy));
    expect(change.before).toMatchObject({ base_fare: 3.5 });
  });

  it('changes the payment options', async () => {
    const { db } = await startSeededApp(kind);
    const change = await db
      .transaction()
      .execute((trx) =>
        savePayOptions(trx, everyCity, { city_id: LONDON, pay_options: ['cash', 'wallet'] }),
      );
    expect(change.before?.pay_options).toEqual(['cash', 'stripe', 'wallet']);
    expect((await getCityRules(db, everyCity, LONDON)).pay_options).toEqual(['cash', 'wallet']);
  });

  it('lists the promos that apply in the city to its manager too, those of every city included', async () => {
    const { db } = await startSeededApp(kind);
    const london = await getCityRules(db, citiesOf([LONDON]), LONDON);
    const codes = new Map(london.promos.map((p) => [p.promo_code, p.city_id]));
    expect(codes.get('WELCOME10')).toBeNull();
    expect(codes.has('TORONTO25')).toBe(false);
    // its places, for the geofence's preview
    expect(london.places).toContainEqual({
      name: 'Western University',
      lat: 43.0096,
      lng: -81.2737,
    });
    const toronto = await getCityRules(db, citiesOf([TORONTO]), TORONTO);
    expect(toronto.promos.map((p) => p.promo_code)).toEqual(
      expect.arrayContaining(['WELCOME10', 'TORONTO25']),
    );
  });

  it('creates and changes a promo of the city; a promo of every city and a taken code are refused', async () => {
    const { db } = await startSeededApp(kind);
    const promo = promoInputSchema.parse({
      promo_code: 'spring5',
      promo_kind: 'flat',
      promo_value: 5,
      max_discount: null,
      valid_from: NOW,
      valid_to: NOW + 86_400_000,
      per_user_limit: 1,
      city_id: LONDON,
      category_id: null,
      promo_desc: '5 off in spring',
      is_active: true,
    });
    const manager = citiesOf([LONDON]);
    const created = await db.transaction().execute((trx) => savePromo(trx, manager, promo));
    expect(created.before).toBeNull();
    expect(created.after).toMatchObject({ promo_code: 'SPRING5', promo_value: 5, uses: 0 });
    const promoRow = await db
      .selectFrom('promos')
      .select(['promo_value'])
      .where('promo_code', '=', 'SPRING5')
      .executeTakeFirstOrThrow();
    expect(promoRow.promo_value).toBe(500);

    const changed = await db
      .transaction()
      .execute((trx) =>
        savePromo(trx, manager, { ...promo, promo_id: created.after.promo_id, is_active: false }),
      );
    expect(changed.before?.is_active).toBe(true);
    expect(changed.after.is_active).toBe(false);

    await expect(
      db.transaction().execute((trx) => savePromo(trx, manager, { ...promo, city_id: null })),
    ).rejects.toMatchObject({ statusCode: 403 });
    await expect(
      db
        .transaction()
        .execute((trx) => savePromo(trx, everyCity, { ...promo, promo_code: 'WELCOME10' })),
    ).rejects.toMatchObject({ statusCode: 409, code: 'rules.promoCodeTaken' });
  });
});

import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../../src/db/database.ts';
import type { TripsTable } from '../../src/db/schema.ts';

/** Minimal rows for tests that need a city, a category, a driver or trips without the full seed. */
export async function insertCityAndCategory(db: Db, cityId = 14, categoryId = 1): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('cities')
    .values({
      city_id: cityId,
      city_name: 'London',
      city_country: 'Canada',
      city_cur: 'CAD',
      pg_cur: 'CAD',
      city_pay_options: 'cash|stripe|wallet',
      city_lat: 42.98,
      city_lng: -81.25,
      geofence_json: null,
      created_at: now,
    })
    .execute();
  await db
    .insertInto('categories')
    .values({ category_id: categoryId, category_name: 'Economy' })
    .execute();
}

export async function insertDriver(
  db: Db,
  name = 'Driver One',
  cityId = 14,
  categoryId = 1,
): Promise<number> {
  const { driver_id } = await db
    .insertInto('drivers')
    .values({
      city_id: cityId,
      category_id: categoryId,
      d_name: name,
      d_phone_code: '+1',
      d_phone: `519${randomBytes(3).readUIntBE(0, 3) % 10_000_000}`,
      car_name: 'Corolla',
      car_model: '2022',
      car_make: 'Toyota',
      created_at: Date.now(),
    })
    .returning('driver_id')
    .executeTakeFirstOrThrow();
  return driver_id;
}

export async function insertTrip(
  db: Db,
  userId: number,
  overrides: Partial<Insertable<TripsTable>> = {},
): Promise<number> {
  const now = Date.now();
  const { trip_id } = await db
    .insertInto('trips')
    .values({
      user_id: userId,
      city_id: 14,
      category_id: 1,
      trip_status: 'completed',
      trip_date: now,
      trip_from_loc: 'Western University',
      trip_to_loc: 'Masonville Place',
      trip_from_lat: 43.0096,
      trip_from_lng: -81.2737,
      trip_to_lat: 43.0254,
      trip_to_lng: -81.2795,
      distance_m: 2100,
      duration_min: 4,
      base_fare: 300,
      per_km: 120,
      per_min: 30,
      sub_total: 672,
      service_tax: 0,
      estimated_fare: 700,
      total_fare: 700,
      min_amount: 560,
      max_amount: 1400,
      user_offer_amt: 800,
      trip_pay_amount: 800,
      trip_currency: 'CAD',
      trip_pay_mode: 'cash',
      track_token: randomBytes(16).toString('hex'),
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .returning('trip_id')
    .executeTakeFirstOrThrow();
  return trip_id;
}

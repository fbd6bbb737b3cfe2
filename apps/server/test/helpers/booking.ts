import type { FastifyInstance } from 'fastify';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import type { SaveTripRequest } from '@fairfare/contracts/booking';
import type { Db } from '../../src/db/database.ts';

export const WESTERN = { lat: 43.0096, lng: -81.2737, address: 'Western University' };
export const AIRPORT = {
  lat: 43.0334,
  lng: -81.1512,
  address: 'London International Airport (YXU)',
};
export const MASONVILLE = { lat: 43.0255, lng: -81.279, address: 'Masonville Place' };
export const UNION_STATION = { lat: 43.6453, lng: -79.3806, address: 'Union Station' };
export const CN_TOWER = { lat: 43.6426, lng: -79.3871, address: 'CN Tower' };

export const DAY = 24 * 60 * 60 * 1000;

/** A valid ride now from Western University to the airport: Economy, total 21.20, bounds 16.96–42.40. */
export function booking(
  overrides: Record<string, unknown> = {},
): SaveTripRequest & Record<string, unknown> {
  return {
    city_id: 14,
    category_id: 1,
    pickup: WESTERN,
    drop: AIRPORT,
    user_offer_amt: 25,
    trip_pay_mode: 'cash',
    accept_terms: true,
    ...overrides,
  };
}

export function saveTrip(app: FastifyInstance, cookie: string, payload: object | undefined) {
  return app.inject({
    method: 'POST',
    url: API_BASE + endpoints.trips.save,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
}

export function updateTrip(app: FastifyInstance, cookie: string, payload: object) {
  return app.inject({
    method: 'POST',
    url: API_BASE + endpoints.trips.update,
    headers: { cookie },
    payload,
  });
}

/** How many trips and promo uses the database holds (to check that a refusal stored nothing). */
export async function stored(db: Db): Promise<{ trips: number; promoUses: number }> {
  const trips = await db
    .selectFrom('trips')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const uses = await db
    .selectFrom('promo_uses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { trips: Number(trips.n), promoUses: Number(uses.n) };
}

/** Moves the trip's date (its pickup time, from which the after-ride window counts). */
export async function setTripDate(db: Db, tripId: number, tripDate: number): Promise<void> {
  await db
    .updateTable('trips')
    .set({ trip_date: tripDate })
    .where('trip_id', '=', tripId)
    .execute();
}

export async function tripRow(db: Db, tripId: number) {
  return db.selectFrom('trips').selectAll().where('trip_id', '=', tripId).executeTakeFirstOrThrow();
}

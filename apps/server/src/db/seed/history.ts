import type { Insertable } from 'kysely';
import type { Trx } from '../database.ts';
import type { TripsTable } from '../schema.ts';
import { LONDON_ON, TORONTO } from './cities.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The demo's riders whose past week the reports show (never the demo rider, whose lists journeys read). */
export const historyRiders = [
  { first_name: 'Amara', last_name: 'Okafor', phone: '5195550601', city_id: LONDON_ON },
  { first_name: 'Lucas', last_name: 'Moreau', phone: '5195550602', city_id: LONDON_ON },
  { first_name: 'Sofía', last_name: 'Ramírez', phone: '4165550603', city_id: TORONTO },
] as const;

export type HistoryEnd = 'completed' | 'rider' | 'driver' | 'staff' | 'expired';

/** One ended trip of the past: what a report reads of it. */
export interface HistoryTrip {
  userId: number;
  driverId: number | null;
  cityId: number;
  categoryId: number;
  /** The ride's time (epoch ms). */
  at: number;
  end: HistoryEnd;
  /** What the rider paid (cents); 0 when it did not happen. */
  fare: number;
  commissionPct: number;
  payMode: 'cash' | 'stripe' | 'wallet';
}

const STATUS_OF: Record<HistoryEnd, string> = {
  completed: 'completed',
  rider: 'cancel',
  driver: 'p_cancel_pickup',
  staff: 'cancel',
  expired: 'expired',
};
type Move = [from: string | null, to: string, actor: string];
const OFFERED: Move[] = [
  [null, 'request', 'rider'],
  ['request', 'offer', 'driver'],
  ['offer', 'accept', 'rider'],
];
/**
 * Each end's moves, as the ride's lifecycle allows them (ride/lifecycle.ts), so the back office's
 * timeline of a past trip reads as a real one: the rider's request, a driver's offer accepted,
 * then the driver's moves or the cancellation.
 */
export const MOVES_OF: Record<HistoryEnd, Move[]> = {
  completed: [
    ...OFFERED,
    ['accept', 'arrive', 'driver'],
    ['arrive', 'begin', 'driver'],
    ['begin', 'completed', 'driver'],
  ],
  rider: [...OFFERED, ['accept', 'cancel', 'rider']],
  driver: [...OFFERED, ['accept', 'p_cancel_pickup', 'driver']],
  staff: [
    ...OFFERED,
    ['accept', 'arrive', 'driver'],
    ['arrive', 'begin', 'driver'],
    ['begin', 'cancel', 'staff'],
  ],
  expired: [
    [null, 'request', 'rider'],
    ['request', 'expired', 'system'],
  ],
};

/** A trip row of the past, with the same columns a booking writes (a short ride in town). */
export function historyTripRow(trip: HistoryTrip, index: number): Insertable<TripsTable> {
  const done = trip.end === 'completed';
  const commission = done ? Math.round((trip.fare * trip.commissionPct) / 100) : 0;
  return {
    user_id: trip.userId,
    driver_id: trip.end === 'expired' ? null : trip.driverId,
    city_id: trip.cityId,
    category_id: trip.categoryId,
    trip_status: STATUS_OF[trip.end],
    otp: trip.end === 'expired' ? null : String(1000 + (index % 9000)),
    tm_acc: trip.end === 'expired' ? null : trip.at - 3 * 60_000,
    trip_date: trip.at,
    trip_from_loc: 'Victoria Park',
    trip_to_loc: 'Masonville Place',
    trip_from_lat: 42.988,
    trip_from_lng: -81.2455,
    trip_to_lat: 43.0255,
    trip_to_lng: -81.279,
    distance_m: 5200,
    duration_min: 14,
    base_fare: 350,
    per_km: 125,
    per_min: 30,
    sub_total: trip.fare,
    service_tax: 0,
    estimated_fare: trip.fare,
    total_fare: trip.fare,
    min_amount: Math.round(trip.fare * 0.8),
    max_amount: trip.fare * 2,
    user_offer_amt: trip.fare,
    trip_pay_amount: done ? trip.fare : 0,
    trip_currency: 'CAD',
    trip_pay_status: done ? 'Paid' : 'Unpaid',
    trip_pay_mode: trip.payMode,
    trip_pay_date: done ? trip.at + 20 * 60_000 : null,
    trip_comp_commision: commission,
    trip_driver_commision: done ? trip.fare - commission : 0,
    is_cancelled: done || trip.end === 'expired' ? 0 : 1,
    track_token: `history-${index}`,
    created_at: trip.at - 5 * 60_000,
    updated_at: trip.at + 20 * 60_000,
  };
}

/** Deterministic numbers (a linear congruential generator): the same week on every seed. */
function numbersFrom(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    // the high bits: an LCG's low bits repeat with a short period
    return Math.floor(state / 65536) % below;
  };
}

const ENDS: HistoryEnd[] = [
  ...Array<HistoryEnd>(14).fill('completed'),
  'rider',
  'rider',
  'driver',
  'staff',
  'expired',
];
// Cash and card only: a wallet ride would need its wallet's ledger (top-up, payment) to read true.
const MODES = ['cash', 'stripe', 'stripe', 'cash'] as const;

/**
 * The past seven days of two cities (London busier than Toronto), each trip at a daytime hour
 * of a day before today in the city (UTC−5), so "today" on the Now screen is untouched.
 */
export function historyTrips(
  now: number,
  riders: ReadonlyArray<{ userId: number; cityId: number }>,
  drivers: ReadonlyArray<{ driverId: number; cityId: number; categoryId: number }>,
): HistoryTrip[] {
  const next = numbersFrom(39);
  const todayStart = Math.floor((now - 5 * HOUR) / DAY) * DAY + 5 * HOUR;
  const trips: HistoryTrip[] = [];
  for (let daysAgo = 7; daysAgo >= 1; daysAgo--) {
    for (const [cityId, base] of [
      [LONDON_ON, 9],
      [TORONTO, 4],
    ] as const) {
      const cityRiders = riders.filter((r) => r.cityId === cityId);
      const cityDrivers = drivers.filter((d) => d.cityId === cityId);
      if (cityRiders.length === 0 || cityDrivers.length === 0) continue;
      const count = base + next(5);
      for (let i = 0; i < count; i++) {
        const driver = cityDrivers[next(cityDrivers.length)]!;
        trips.push({
          userId: cityRiders[next(cityRiders.length)]!.userId,
          driverId: driver.driverId,
          cityId,
          categoryId: driver.categoryId,
          at: todayStart - daysAgo * DAY + (7 + next(14)) * HOUR + next(60) * 60_000,
          end: ENDS[next(ENDS.length)]!,
          fare: 1200 + next(2800),
          commissionPct: 20,
          payMode: MODES[next(MODES.length)]!,
        });
      }
    }
  }
  return trips;
}

/**
 * Writes the demo week: its riders, their trips with the moves that ended them (who cancelled is
 * read from those), a payment per card ride, and a refund of every fifth card ride by support.
 */
export async function insertHistory(trx: Trx, now: number): Promise<number> {
  const riders = await trx
    .insertInto('users')
    .values(
      historyRiders.map(({ city_id: _city, ...r }) => ({
        ...r,
        phone_code: '+1',
        email: null,
        stripe_customer_id: null,
        created_at: now - 30 * DAY,
        updated_at: now - 30 * DAY,
      })),
    )
    .returning('user_id')
    .execute();
  const drivers = await trx
    .selectFrom('drivers')
    .select(['driver_id', 'city_id', 'category_id'])
    .where((eb) => eb.or([eb('is_simulated', '=', 1), eb('city_id', '=', TORONTO)]))
    .orderBy('driver_id')
    .execute();
  const support = await trx
    .selectFrom('staff')
    .select('staff_id')
    .where('role', '=', 'support')
    .executeTakeFirstOrThrow();
  const trips = historyTrips(
    now,
    riders.map((r, i) => ({ userId: r.user_id, cityId: historyRiders[i]!.city_id })),
    drivers.map((d) => ({ driverId: d.driver_id, cityId: d.city_id, categoryId: d.category_id })),
  );
  let cardRides = 0;
  for (const [index, trip] of trips.entries()) {
    const row = historyTripRow(trip, index);
    const { trip_id: tripId } = await trx
      .insertInto('trips')
      .values(row)
      .returning('trip_id')
      .executeTakeFirstOrThrow();
    const moves = MOVES_OF[trip.end];
    await trx
      .insertInto('trip_status_changes')
      .values(
        moves.map(([from, to, actor], step) => ({
          trip_id: tripId,
          from_status: from,
          to_status: to,
          actor,
          // the request 5 min before the ride's time, each move a few minutes after the last
          at: trip.at - 5 * 60_000 + step * 3 * 60_000,
          reason: to === 'cancel' && actor === 'staff' ? 'Stuck trip ended by support' : null,
        })),
      )
      .execute();
    if (trip.end !== 'expired' && trip.driverId !== null) {
      await trx
        .insertInto('trip_requests')
        .values({
          trip_id: tripId,
          driver_id: trip.driverId,
          offer_amt: trip.fare,
          user_offer_amt: trip.fare,
          status: 'accepted',
          expires_at: trip.at,
          created_at: trip.at - 4 * 60_000,
          updated_at: trip.at - 3 * 60_000,
        })
        .execute();
    }
    if (trip.end !== 'completed') continue;
    // the payment that settles the ride: the driver's "cash received", or the card's charge
    const card = trip.payMode === 'stripe';
    const refunded = card && ++cardRides % 5 === 0;
    const { payment_id: paymentId } = await trx
      .insertInto('payments')
      .values({
        user_id: trip.userId,
        trip_id: tripId,
        driver_id: trip.driverId,
        kind: 'trip',
        pay_mode: card ? 'stripe' : 'cash',
        status: 'succeeded',
        total_amt: trip.fare,
        pay_amount: trip.fare,
        rider_amt: trip.fare,
        commission_amt: row.trip_comp_commision,
        driver_commission_amt: row.trip_driver_commision,
        city_id: trip.cityId,
        currency: 'CAD',
        pg_currency: 'CAD',
        gateway_ref: card ? `history-charge-${tripId}` : null,
        settles_trip_id: tripId,
        created_at: Number(row.trip_pay_date),
        refunded_amt: refunded ? 500 : 0,
      })
      .returning('payment_id')
      .executeTakeFirstOrThrow();
    if (!refunded) continue;
    await trx
      .insertInto('refunds')
      .values({
        payment_id: paymentId,
        trip_id: tripId,
        user_id: trip.userId,
        amount: 500,
        reason: 'Long detour (demo history)',
        staff_id: support.staff_id,
        idempotency_key: `history-refund-${tripId}`,
        status: 'succeeded',
        gateway_ref: `history-refund-${tripId}`,
        created_at: Number(row.trip_pay_date) + 2 * HOUR,
      })
      .execute();
  }
  return trips.length;
}

import { randomBytes } from 'node:crypto';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { bookingFieldsSchema } from '@fairfare/contracts/booking';
import { splitCommission, toCents } from '@fairfare/contracts/fare';
import type { MessageKey } from '@fairfare/contracts/messages';
import {
  CANCELLABLE_REQUEST_STATUSES,
  OPEN_TRIP_STATUSES,
  type listTripsRequestSchema,
  type Trip,
  type TripList,
  type updateTripRequestSchema,
} from '@fairfare/contracts/trips';
import type { Db, DbOrTrx } from '../../db/database.ts';
import type { TripsTable } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { ownedBy } from '../auth/ownership.ts';
import { locateTrip, priceTrip } from '../fares/service.ts';
import { checkPromo, forgetPromoUse, recordPromoUse } from '../promos/service.ts';
import { toTrip } from './mapping.ts';
import { tripsRepo } from './repo.ts';
import { offerProblem, payModeProblem, scheduleProblem, type BookingProblem } from './rules.ts';

const OPEN_REQUEST_STATUSES = ['request', 'offer'] as const;

/** The rider's own trips, newest first. */
export async function listOwnTrips(
  db: Db,
  riderId: number,
  q: z.output<typeof listTripsRequestSchema>,
): Promise<TripList> {
  const statuses =
    q.is_request === '1'
      ? (q.statuses ?? [...OPEN_REQUEST_STATUSES]).filter((s) => s === 'request' || s === 'offer')
      : q.statuses;
  const query = { userId: riderId, statuses };
  const [rows, total] = await Promise.all([
    tripsRepo.listForUser(db, { ...query, offset: q.offset, limit: q.limit }),
    tripsRepo.countForUser(db, query),
  ]);
  return { trips: rows.map(toTrip), total, offset: q.offset, limit: q.limit };
}

export type Booking = z.output<typeof bookingFieldsSchema>;
export type UpdateTripRequest = z.output<typeof updateTripRequestSchema>;

export interface BookingOptions {
  /** Service tax in percent (config SERVICE_TAX_PERCENT). */
  serviceTaxPct: number;
  /** How many days ahead a ride may be booked (config SCHEDULE_MAX_DAYS). */
  scheduleMaxDays: number;
  /** The current time (epoch ms); tests fix it. */
  now?: number;
}

/** A trip and the message the answer carries. */
export interface TripOutcome {
  trip: Trip;
  message: MessageKey;
}

function refuse(problem: BookingProblem | null): void {
  if (problem) throw badRequest(problem.key, problem.params);
}

/** The columns a booking decides (everything but the trip's identity and life cycle). */
type BookingColumns = Required<
  Pick<
    Updateable<TripsTable>,
    | 'city_id'
    | 'category_id'
    | 'is_ride_later'
    | 'trip_date'
    | 'trip_from_loc'
    | 'trip_to_loc'
    | 'trip_from_lat'
    | 'trip_from_lng'
    | 'trip_to_lat'
    | 'trip_to_lng'
    | 'trip_scheduled_pick_lat'
    | 'trip_scheduled_pick_lng'
    | 'distance_m'
    | 'duration_min'
    | 'base_fare'
    | 'per_km'
    | 'per_min'
    | 'sub_total'
    | 'service_tax'
    | 'estimated_fare'
    | 'total_fare'
    | 'min_amount'
    | 'max_amount'
    | 'user_offer_amt'
    | 'trip_pay_amount'
    | 'trip_currency'
    | 'trip_pay_mode'
    | 'promo_id'
    | 'trip_promo_amt'
    | 'trip_comp_commision'
    | 'trip_driver_commision'
    | 'is_for_other'
    | 'passenger_name'
    | 'passenger_contact'
    | 'note'
  >
>;

interface PricedBooking {
  columns: BookingColumns;
  promo: { promoId: number; discount: number } | null;
}

/**
 * Every check of spec §5 on the server's own numbers, in the order a rider fixes them: where
 * (city, geofence, destination), what (category, pay mode, time), how much (offer bounds, promo).
 * Throws the first problem as a 4xx with its message key.
 */
async function priceBooking(
  trx: DbOrTrx,
  riderId: number,
  booking: Booking,
  options: BookingOptions,
  now: number,
  exceptTripId?: number,
): Promise<PricedBooking> {
  const city = await locateTrip(trx, booking);
  const { rule, fare } = await priceTrip(trx, city, booking.category_id, booking, options);
  refuse(payModeProblem(booking.trip_pay_mode, city.city_pay_options));
  refuse(scheduleProblem(booking.scheduled_at, now, options.scheduleMaxDays));
  const offer = toCents(booking.user_offer_amt);
  refuse(offerProblem(offer, fare));

  let promo: PricedBooking['promo'] = null;
  let payAmount = offer;
  if (booking.promo_code) {
    const applied = await checkPromo(trx, {
      code: booking.promo_code,
      riderId,
      cityId: city.city_id,
      categoryId: rule.category_id,
      offerCents: offer,
      now,
      exceptTripId,
    });
    promo = { promoId: applied.promo.promo_id, discount: applied.discount };
    payAmount = applied.payAmount;
  }

  // The driver's amount is the offer; a promo discount is paid by the company.
  const split = splitCommission(offer, rule.commission_pct);
  const later = booking.scheduled_at !== undefined;
  return {
    promo,
    columns: {
      city_id: city.city_id,
      category_id: rule.category_id,
      is_ride_later: later ? 1 : 0,
      trip_date: booking.scheduled_at ?? now,
      trip_from_loc: booking.pickup.address,
      trip_to_loc: booking.drop.address,
      trip_from_lat: booking.pickup.lat,
      trip_from_lng: booking.pickup.lng,
      trip_to_lat: booking.drop.lat,
      trip_to_lng: booking.drop.lng,
      trip_scheduled_pick_lat: later ? booking.pickup.lat : null,
      trip_scheduled_pick_lng: later ? booking.pickup.lng : null,
      distance_m: Math.round(fare.distance_km * 1000),
      duration_min: fare.duration_min,
      base_fare: fare.base_fare,
      per_km: fare.per_km,
      per_min: fare.per_min,
      sub_total: fare.sub_total,
      service_tax: fare.service_tax,
      estimated_fare: fare.estimated_fare,
      total_fare: fare.total_fare,
      min_amount: fare.min_amount,
      max_amount: fare.max_amount,
      user_offer_amt: offer,
      trip_pay_amount: payAmount,
      trip_currency: city.city_cur,
      trip_pay_mode: booking.trip_pay_mode,
      promo_id: promo?.promoId ?? null,
      trip_promo_amt: promo?.discount ?? 0,
      trip_comp_commision: split.commission,
      trip_driver_commision: split.driver,
      is_for_other: booking.is_for_other ? 1 : 0,
      passenger_name: booking.is_for_other ? (booking.passenger_name ?? null) : null,
      passenger_contact: booking.is_for_other ? (booking.passenger_contact ?? null) : null,
      note: booking.note,
    },
  };
}

async function loadTrip(db: DbOrTrx, tripId: number): Promise<Trip> {
  const row = await tripsRepo.findWithDriver(db, tripId);
  if (!row) throw new Error(`trip ${tripId} vanished inside its own transaction`);
  return toTrip(row);
}

/** The success message of a saved booking: a ride for later thanks the rider (spec §8). */
const savedMessage = (trip: Trip): MessageKey =>
  trip.is_ride_later === 1 ? 'booking.scheduledThanks' : 'booking.saved';

/**
 * tripapi/save: a new trip request (status `request`, Unpaid) priced by the server, with its promo
 * use, in one transaction. A rider has at most one open ride now (409 `booking.activeTripExists`).
 */
export async function saveTrip(
  db: Db,
  riderId: number,
  booking: Booking,
  options: BookingOptions,
): Promise<TripOutcome> {
  const now = options.now ?? Date.now();
  const trip = await db.transaction().execute(async (trx) => {
    await tripsRepo.lockRider(trx, riderId);
    const priced = await priceBooking(trx, riderId, booking, options, now);
    if (
      priced.columns.is_ride_later === 0 &&
      (await tripsRepo.countOpenRidesNow(trx, riderId, OPEN_TRIP_STATUSES)) > 0
    ) {
      throw conflict('booking.activeTripExists');
    }
    const tripId = await tripsRepo.insert(trx, {
      ...priced.columns,
      user_id: riderId,
      trip_status: 'request',
      trip_pay_status: 'Unpaid',
      track_token: randomBytes(24).toString('base64url'),
      created_at: now,
      updated_at: now,
    });
    if (priced.promo) {
      await recordPromoUse(trx, { ...priced.promo, riderId, tripId, now });
    }
    return loadTrip(trx, tripId);
  });
  return { trip, message: savedMessage(trip) };
}

/** `cancel_request`: the rider withdraws their request before any driver is assigned; no fee. */
async function cancelRequest(
  db: Db,
  riderId: number,
  tripId: number,
  now: number,
): Promise<TripOutcome> {
  const trip = await db.transaction().execute(async (trx) => {
    ownedBy(await tripsRepo.findWithDriver(trx, tripId), riderId);
    const cancelled = await tripsRepo.updateIfStatus(trx, tripId, CANCELLABLE_REQUEST_STATUSES, {
      trip_status: 'cancel',
      is_cancelled: 1,
      cancel_fee: 0,
      can_fee_by: null,
      updated_at: now,
    });
    if (!cancelled) throw conflict();
    return loadTrip(trx, tripId);
  });
  return { trip, message: 'booking.requestCancelled' };
}

/** `edit_scheduled`: the rider replaces the booking of their ride for later while it is a request. */
async function editScheduled(
  db: Db,
  riderId: number,
  tripId: number,
  booking: Booking,
  options: BookingOptions,
  now: number,
): Promise<TripOutcome> {
  const trip = await db.transaction().execute(async (trx) => {
    await tripsRepo.lockRider(trx, riderId);
    const row = ownedBy(await tripsRepo.findWithDriver(trx, tripId), riderId);
    if (row.is_ride_later !== 1) throw badRequest('booking.tripNotValid');
    if (row.trip_status !== 'request') throw conflict();
    const priced = await priceBooking(trx, riderId, booking, options, now, tripId);
    const changed = await tripsRepo.updateIfStatus(trx, tripId, ['request'], {
      ...priced.columns,
      updated_at: now,
    });
    if (!changed) throw conflict();
    if (priced.promo) await recordPromoUse(trx, { ...priced.promo, riderId, tripId, now });
    else await forgetPromoUse(trx, tripId);
    return loadTrip(trx, tripId);
  });
  return { trip, message: 'booking.saved' };
}

/** tripapi/updatetrip: one change of the rider's own trip, by `action`. */
export async function updateTrip(
  db: Db,
  riderId: number,
  request: UpdateTripRequest,
  options: BookingOptions,
): Promise<TripOutcome> {
  const now = options.now ?? Date.now();
  switch (request.action) {
    case 'cancel_request':
      return cancelRequest(db, riderId, request.trip_id, now);
    case 'edit_scheduled':
      return editScheduled(db, riderId, request.trip_id, request, options, now);
  }
}

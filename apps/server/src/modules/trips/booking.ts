import { randomBytes } from 'node:crypto';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { bookingFieldsSchema } from '@fairfare/contracts/booking';
import { splitCommission, toCents } from '@fairfare/contracts/fare';
import type { MessageKey } from '@fairfare/contracts/messages';
import {
  OPEN_TRIP_STATUSES,
  type Trip,
  type updateTripRequestSchema,
} from '@fairfare/contracts/trips';
import type { Db, DbOrTrx, Trx } from '../../db/database.ts';
import type { TripsTable } from '../../db/schema.ts';
import { badRequest, conflict, paymentRequired } from '../../http/errors.ts';
import { walletBalance } from '../payments/store.ts';
import { latestUnpaidTripId } from '../receipts/service.ts';
import { locateTrip, priceTrip } from '../fares/service.ts';
import { announceRequest, dispatchJob, requestExpiryJob } from '../offers/dispatch.ts';
import { checkPromo, forgetPromoUse, recordPromoUse } from '../promos/service.ts';
import { remindLater } from '../reminders/service.ts';
import type { RideDeps, TripOutcome } from '../ride/deps.ts';
import { rideSettings } from '../ride/settings.ts';
import { lockOwnTrip } from '../ride/transaction.ts';
import { offerProblem, payModeProblem, scheduleProblem, type BookingProblem } from './rules.ts';
import { bumpRiderVersion, tripMoves, tripReads, loadTrip } from '../ride/store.ts';

// tripapi/save and the edit of a ride for later: the booking priced and checked by the server.
export type Booking = z.output<typeof bookingFieldsSchema>;
export type UpdateTripRequest = z.output<typeof updateTripRequestSchema>;

export interface BookingOptions {
  /** Service tax in percent (config SERVICE_TAX_PERCENT). */
  serviceTaxPct: number;
  /** How many days ahead a ride may be booked (config SCHEDULE_MAX_DAYS). */
  scheduleMaxDays: number;
  /** A ride booked for later goes out to drivers this long before its time (ms; 15 min). */
  scheduleLeadMs?: number;
  /** …and is reminded to its rider this long before its time (ms; 0 or left out: none). */
  reminderMs?: number;
  /** The current time (epoch ms); tests fix it. */
  now?: number;
}

const DEFAULT_SCHEDULE_LEAD_MS = 15 * 60_000;

/**
 * The waits a saved (or re-booked) request starts: a ride now waits request_expiry_minutes for an
 * accepted offer; a ride for later is dispatched at its time minus the schedule lead.
 */
export async function startWaiting(
  trx: Trx,
  trip: { trip_id: number; is_ride_later: number; trip_date: number },
  requestExpiresAt: number | null,
  options: BookingOptions,
  now: number,
): Promise<void> {
  if (trip.is_ride_later === 1) {
    const lead = options.scheduleLeadMs ?? DEFAULT_SCHEDULE_LEAD_MS;
    await dispatchJob.enqueue(trx, {
      payload: { trip_id: trip.trip_id },
      runAt: Math.max(now, trip.trip_date - lead),
      now,
    });
    await remindLater(trx, trip, options.reminderMs ?? 0, now);
  } else if (requestExpiresAt !== null) {
    await requestExpiryJob.enqueue(trx, {
      payload: { trip_id: trip.trip_id },
      runAt: requestExpiresAt,
      now,
    });
  }
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
 * Every check of docs/product/validation.md on the server's own numbers, in the order a rider fixes them: where
 * (city, geofence, destination), what (category, pay mode, time), how much (offer bounds, promo).
 * Throws the first problem as a 4xx with its message key.
 */
export async function priceBooking(
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

/** The success message of a saved booking: a ride for later thanks the rider (docs/product/messages.md). */
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
    await bumpRiderVersion(trx, riderId);
    // A rider who owes a fare or a cancellation fee pays it before booking again (docs/architecture.md).
    if ((await latestUnpaidTripId(trx, riderId)) !== undefined) {
      throw paymentRequired('booking.paymentOwed');
    }
    const priced = await priceBooking(trx, riderId, booking, options, now);
    if (
      priced.columns.trip_pay_mode === 'wallet' &&
      (await walletBalance(trx, riderId)) < priced.columns.trip_pay_amount
    ) {
      throw badRequest('payment.insufficientWallet');
    }
    if (
      priced.columns.is_ride_later === 0 &&
      (await tripReads.countLiveTrips(trx, riderId, OPEN_TRIP_STATUSES)) > 0
    ) {
      throw conflict('booking.activeTripExists');
    }
    const requestExpiresAt =
      priced.columns.is_ride_later === 0 ? now + (await rideSettings(trx)).requestExpiryMs : null;
    const tripId = await tripMoves.insert(trx, {
      ...priced.columns,
      request_expires_at: requestExpiresAt,
      // a ride now goes out to drivers at once; a ride for later when it is due (dispatch.ts)
      dispatched_at: priced.columns.is_ride_later === 0 ? now : null,
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
    await startWaiting(trx, { trip_id: tripId, ...priced.columns }, requestExpiresAt, options, now);
    return loadTrip(trx, tripId);
  });
  return { trip, message: savedMessage(trip) };
}

/**
 * tripapi/save and then, for a ride now, the online drivers within driver_radius hear of the
 * request (a ride for later goes out when it is due: offers/dispatch.ts).
 */
export async function bookTrip(
  deps: RideDeps,
  riderId: number,
  booking: Booking,
  options: BookingOptions,
): Promise<TripOutcome> {
  const outcome = await saveTrip(deps.db, riderId, booking, {
    scheduleLeadMs: deps.scheduleLeadMs,
    reminderMs: deps.reminderMs,
    ...options,
  });
  if (outcome.trip.is_ride_later === 0) {
    const row = await tripReads.findWithDriver(deps.db, outcome.trip.trip_id);
    if (row) {
      await announceRequest(deps, row).catch((err: unknown) => {
        deps.log.warn({ err, tripId: row.trip_id }, 'could not tell drivers of a request');
      });
    }
  }
  return outcome;
}

/** `edit_scheduled`: the rider replaces the booking of their ride for later while it is a request. */
export async function editScheduled(
  db: Db,
  riderId: number,
  tripId: number,
  booking: Booking,
  options: BookingOptions,
  now: number,
): Promise<TripOutcome> {
  const trip = await db.transaction().execute(async (trx) => {
    const row = await lockOwnTrip(trx, tripId, riderId);
    if (row.is_ride_later !== 1) throw badRequest('booking.tripNotValid');
    if (row.trip_status !== 'request') throw conflict();
    const priced = await priceBooking(trx, riderId, booking, options, now, tripId);
    const changed = await tripMoves.editRequest(trx, tripId, {
      ...priced.columns,
      updated_at: now,
    });
    if (!changed) throw conflict();
    if (priced.promo) await recordPromoUse(trx, { ...priced.promo, riderId, tripId, now });
    else await forgetPromoUse(trx, tripId);
    // A new time needs its own dispatch (the old job finds the ride not yet due and does nothing).
    if (priced.columns.trip_date !== row.trip_date) {
      await startWaiting(trx, { trip_id: tripId, ...priced.columns }, null, options, now);
    }
    return loadTrip(trx, tripId);
  });
  return { trip, message: 'booking.saved' };
}

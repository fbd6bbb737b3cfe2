import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { MessageKey } from '@fairfare/contracts/messages';
import {
  OPEN_TRIP_STATUSES,
  type Trip,
  type updateTripRequestSchema,
} from '@fairfare/contracts/trips';
import type { Trx } from '../../db/database.ts';
import { badRequest, conflict, paymentRequired } from '../../http/errors.ts';
import { forgetPromoUse, recordPromoUse } from '../promos/service.ts';
import { priceBooking, type Booking, type PricingOptions } from './booking-price.ts';
import type { RideDeps, TripOutcome } from './deps.ts';
import { announceRequest, dispatchJob, requestExpiryJob } from './dispatch.ts';
import type { RideHooks } from './hooks.ts';
import { rideSettings } from './settings.ts';
import { bumpRiderVersion, tripReads, loadTrip } from './store.ts';
import { tripMoves } from './moves.ts';
import { lockOwnTrip } from './transaction.ts';

// tripapi/save and the edit of a ride for later: the booking priced and checked by the server.
export type { Booking } from './booking-price.ts';
export type UpdateTripRequest = z.output<typeof updateTripRequestSchema>;

/** What a booking's moves need: the database and the hooks (the wallet, receipts, reminders). */
type BookingDeps = Pick<RideDeps, 'db' | 'hooks'>;

export interface BookingOptions extends PricingOptions {
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
  hooks: RideHooks,
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
    await hooks.reminders.remindLater(trx, trip, options.reminderMs ?? 0, now);
  } else if (requestExpiresAt !== null) {
    await requestExpiryJob.enqueue(trx, {
      payload: { trip_id: trip.trip_id },
      runAt: requestExpiresAt,
      now,
    });
  }
}

/** The success message of a saved booking: a ride for later thanks the rider (docs/product/messages.md). */
const savedMessage = (trip: Trip): MessageKey =>
  trip.is_ride_later === 1 ? 'booking.scheduledThanks' : 'booking.saved';

/**
 * tripapi/save: a new trip request (status `request`, Unpaid) priced by the server, with its promo
 * use, in one transaction. A rider has at most one open ride now (409 `booking.activeTripExists`).
 */
export async function saveTrip(
  deps: BookingDeps,
  riderId: number,
  booking: Booking,
  options: BookingOptions,
): Promise<TripOutcome> {
  const now = options.now ?? Date.now();
  const trip = await deps.db.transaction().execute(async (trx) => {
    await bumpRiderVersion(trx, riderId);
    // A rider who owes a fare or a cancellation fee pays it before booking again (docs/architecture.md).
    if ((await deps.hooks.unpaidTripOf(trx, riderId)) !== undefined) {
      throw paymentRequired('booking.paymentOwed');
    }
    const priced = await priceBooking(trx, riderId, booking, options, now);
    if (
      priced.columns.trip_pay_mode === 'wallet' &&
      (await deps.hooks.payments.walletBalance(trx, riderId)) < priced.columns.trip_pay_amount
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
    const waiting = { trip_id: tripId, ...priced.columns };
    await startWaiting(deps.hooks, trx, waiting, requestExpiresAt, options, now);
    return loadTrip(trx, tripId);
  });
  return { trip, message: savedMessage(trip) };
}

/**
 * tripapi/save and then, for a ride now, the online drivers within driver_radius hear of the
 * request (a ride for later goes out when it is due: dispatch.ts).
 */
export async function bookTrip(
  deps: RideDeps,
  riderId: number,
  booking: Booking,
  options: BookingOptions,
): Promise<TripOutcome> {
  const outcome = await saveTrip(deps, riderId, booking, {
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
  deps: BookingDeps,
  riderId: number,
  tripId: number,
  booking: Booking,
  options: BookingOptions,
  now: number,
): Promise<TripOutcome> {
  const trip = await deps.db.transaction().execute(async (trx) => {
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
      await startWaiting(
        deps.hooks,
        trx,
        { trip_id: tripId, ...priced.columns },
        null,
        options,
        now,
      );
    }
    return loadTrip(trx, tripId);
  });
  return { trip, message: 'booking.saved' };
}

import { z } from 'zod';
import { OPEN_OFFER_STATUSES } from '@fairfare/contracts/offers';
import { ACTIVE_RIDE_STATUSES } from '@fairfare/contracts/trips';
import { defineJob } from '../../due-jobs/define-job.ts';
import { Notices, type RideDeps } from './deps.ts';
import { OFFER_MOVES, isOpenRequest } from './lifecycle.ts';
import { rideSettings } from './settings.ts';
import { tripTransaction } from './transaction.ts';
import { reachKm } from './reach.ts';
import { type TripRow, offerReads, tripReads } from './store.ts';
import { offerMoves, tripMoves } from './moves.ts';
import { toAnnouncedRequest } from './views.ts';

/**
 * Every online driver within reach hears of a request (issue 36); this only bounds a pathological
 * city (the geo index answers nearest first).
 */
const ANNOUNCE_MAX = 5_000;

const idSchema = z.number().int().positive();

/** An offer (or counter-offer) not answered within its validity expires (expireOffer). */
export const offerExpiryJob = defineJob({
  kind: 'offer.expire',
  payload: z.object({ trip_request_id: idSchema }),
  handle: (deps: RideDeps, { trip_request_id }, { now }) => expireOffer(deps, trip_request_id, now),
});

/** A request with no accepted offer after request_expiry_minutes expires (expireRequest). */
export const requestExpiryJob = defineJob({
  kind: 'trip.expire',
  payload: z.object({ trip_id: idSchema }),
  handle: (deps: RideDeps, { trip_id }, { now }) => expireRequest(deps, trip_id, now),
});

/** A ride booked for later goes out to drivers SCHEDULE_LEAD_MINUTES before (dispatchScheduled). */
export const dispatchJob = defineJob({
  kind: 'trip.dispatch',
  payload: z.object({ trip_id: idSchema }),
  handle: (deps: RideDeps, { trip_id }, { now }) => dispatchScheduled(deps, trip_id, now),
});

/**
 * Tells every online driver of the trip's city and category within reach of the pickup
 * (driver_radius, or rl_driver_radius for a ride booked for later) and free of a ride of a new
 * request, once it is committed (fcm_push_noti `request`, data the AnnouncedRequest: the same
 * for every driver, each app adds its own distance to the pickup). Best effort: drivers also
 * poll driverapi/getopenrequests.
 */
export async function announceRequest(deps: RideDeps, trip: TripRow): Promise<number> {
  const settings = await rideSettings(deps.db);
  const pickup = { lat: trip.trip_from_lat, lng: trip.trip_from_lng };
  const near = await deps.locator.nearby(pickup, reachKm(trip, settings), ANNOUNCE_MAX);
  if (near.length === 0) return 0;
  const request = await tripReads.openRequestById(deps.db, trip.trip_id);
  if (!request) return 0;
  const candidates = await deps.hooks.drivers.onlineAmong(
    deps.db,
    near.map((n) => n.driverId),
    { cityId: trip.city_id, categoryId: trip.category_id },
  );
  // a driver on a ride is not offered another one (getopenrequests shows them none either)
  const busy = new Set(
    await tripReads.driversWithTripAmong(
      deps.db,
      candidates.map((d) => d.driver_id),
      ACTIVE_RIDE_STATUSES,
    ),
  );
  const online = candidates.filter((d) => !busy.has(d.driver_id));
  const notices = new Notices();
  // one push for all (each app works out its own distance to the pickup): encoded once
  notices.toDrivers(
    online.map((d) => d.driver_id),
    { trip_status: 'request', data: toAnnouncedRequest(request) },
  );
  notices.send(deps);
  return online.length;
}

/** Job `offer.expire`: an offer nobody answered in time; the rider hears `reject_offer`. */
export async function expireOffer(deps: RideDeps, tripRequestId: number, now: number) {
  // Most of these jobs find the offer answered or renewed: leave those without a transaction.
  const offer = await offerReads.findById(deps.db, tripRequestId);
  if (
    !offer ||
    !(OPEN_OFFER_STATUSES as readonly string[]).includes(offer.status) ||
    offer.expires_at > now
  ) {
    return false;
  }
  return tripTransaction(deps, offer.trip_id, async ({ trx, trip, notices }) => {
    const row = await offerMoves.expireIfDue(trx, tripRequestId, now);
    if (!trip || !row) return false;
    notices.toRider(trip.user_id, {
      trip_status: 'reject_offer',
      data: {
        trip_id: trip.trip_id,
        tripRequestId,
        driver_id: row.driver_id,
        reason: 'expired',
      },
    });
    notices.toDriver(row.driver_id, {
      trip_status: 'expired',
      data: { trip_id: trip.trip_id, what: 'offer', tripRequestId },
    });
    return true;
  });
}

/**
 * Job `trip.expire`: a request with no accepted offer after request_expiry_minutes ends as
 * `expired`; its open offers expire, the rider and those drivers hear `expired`. The promo use
 * stops counting by itself (an expired trip is rideless, see promos/rules.ts).
 */
export async function expireRequest(deps: RideDeps, tripId: number, now: number) {
  const current = await tripReads.findWithDriver(deps.db, tripId);
  if (
    !current ||
    !isOpenRequest(current.trip_status) ||
    current.request_expires_at === null ||
    current.request_expires_at > now
  ) {
    return false;
  }
  return tripTransaction(deps, tripId, async ({ trx, trip, notices }) => {
    if (!trip || !(await tripMoves.expireIfDue(trx, tripId, now))) return false;
    const closed = await offerMoves.moveAll(trx, tripId, OFFER_MOVES.expire, now);
    notices.toRider(trip.user_id, { trip_status: 'expired', data: { trip_id: tripId } });
    for (const offer of closed) {
      notices.toDriver(offer.driver_id, {
        trip_status: 'expired',
        data: { trip_id: tripId, what: 'request', tripRequestId: offer.trip_request_id },
      });
    }
    return true;
  });
}

/**
 * Job `trip.dispatch`: a ride booked for later goes out to drivers within rl_driver_radius
 * SCHEDULE_LEAD_MINUTES before its time, once; its request then waits request_expiry_minutes.
 * The rider hears `request` (data.dispatched_at). A ride moved later by an edit has its own job.
 */
export async function dispatchScheduled(deps: RideDeps, tripId: number, now: number) {
  const current = await tripReads.findWithDriver(deps.db, tripId);
  if (
    !current ||
    current.dispatched_at !== null ||
    !isOpenRequest(current.trip_status) ||
    current.trip_date - deps.scheduleLeadMs > now
  ) {
    return false;
  }
  const settings = await rideSettings(deps.db);
  const dispatched = await tripTransaction(deps, tripId, async ({ trx, trip, notices }) => {
    if (!trip) return null;
    const expiresAt = now + settings.requestExpiryMs;
    const marked = await tripMoves.markDispatched(trx, tripId, {
      now,
      dueBefore: now + deps.scheduleLeadMs,
      requestExpiresAt: expiresAt,
    });
    if (!marked) return null;
    await requestExpiryJob.enqueue(trx, { payload: { trip_id: tripId }, runAt: expiresAt, now });
    notices.toRider(trip.user_id, {
      trip_status: 'request',
      data: { trip_id: tripId, dispatched_at: now },
    });
    return tripReads.findWithDriver(trx, tripId);
  });
  if (!dispatched) return false;
  await announceRequest(deps, dispatched);
  return true;
}

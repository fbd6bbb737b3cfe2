import type { z } from 'zod';
import type {
  answerCounterRequestSchema,
  DriverOffer,
  sendOfferRequestSchema,
} from '@fairfare/contracts/drivers';
import { greatCircleKm, toCents } from '@fairfare/contracts/fare';
import { ACTIVE_RIDE_STATUSES } from '@fairfare/contracts/trips';
import type { Trx } from '../../db/database.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { isDue, OFFER_MOVES, offerMayMove, isOpenRequest } from './lifecycle.ts';
import type { RideDeps } from './deps.ts';
import { rideSettings } from './settings.ts';
import { tripTransaction } from './transaction.ts';
import { isOfferOpen, offerExpiresAt } from './offer-rules.ts';
import { reachKm } from './reach.ts';
import { offerExpiryJob } from './dispatch.ts';
import {
  driverOfferOf,
  moveOffer,
  offerOfDriver,
  offerAsRiderSees,
  refuseAmount,
  type Outcome,
} from './offer-steps.ts';
import { type TripRow, offerReads, tripReads } from './store.ts';
import { offerMoves, tripMoves } from './moves.ts';

/** The driver's moves of the offers: send one, answer a counter-offer. */

/**
 * The driver may offer on this trip: online with a position, not busy with a trip, and the trip is
 * an open request of their city and category, due, not expired and within reach.
 */
async function checkDriverMayOffer(
  trx: Trx,
  driverId: number,
  trip: TripRow,
  deps: RideDeps,
  settings: Awaited<ReturnType<typeof rideSettings>>,
  now: number,
) {
  const driver = await deps.hooks.drivers.findById(trx, driverId);
  if (!driver) throw notFound();
  deps.hooks.drivers.refuseIfSuspended(driver);
  // Another city's or category's request is not one this driver can see.
  if (driver.city_id !== trip.city_id || driver.category_id !== trip.category_id) throw notFound();
  if (!isOpenRequest(trip.trip_status)) throw conflict();
  if (trip.request_expires_at !== null && trip.request_expires_at <= now) throw conflict();
  if (!isDue(trip, now, deps.scheduleLeadMs)) throw conflict();
  if (driver.is_online !== 1 || driver.d_lat === null || driver.d_lng === null) throw conflict();
  const km = greatCircleKm(
    { lat: driver.d_lat, lng: driver.d_lng },
    { lat: trip.trip_from_lat, lng: trip.trip_from_lng },
  );
  if (km > reachKm(trip, settings)) throw conflict();
  if (await tripReads.driverHasTrip(trx, driverId, ACTIVE_RIDE_STATUSES)) throw conflict();
}

/**
 * driverapi/sendoffer: one offer per driver and trip; a new one replaces the old while it is open
 * (or expired); within the trip's bounds; valid offer_validity_seconds. The trip becomes `offer`
 * and the rider hears of it.
 */
export async function sendOffer(
  deps: RideDeps,
  driverId: number,
  request: z.output<typeof sendOfferRequestSchema>,
  now: number,
): Promise<Outcome<DriverOffer>> {
  const settings = await rideSettings(deps.db);
  const cents = toCents(request.offer_amt);
  const result = await tripTransaction(deps, request.trip_id, async ({ trx, trip, notices }) => {
    if (!trip) throw notFound();
    refuseAmount(cents, trip);
    await checkDriverMayOffer(trx, driverId, trip, deps, settings, now);
    const existing = await offerReads.findByTripAndDriver(trx, trip.trip_id, driverId);
    if (existing && !offerMayMove(OFFER_MOVES.send, existing.status)) {
      throw conflict('ride.offerClosed'); // declined by the rider, or rejected
    }
    const moved = await tripMoves.move(
      trx,
      trip.trip_id,
      { to: 'offer', actor: 'driver' },
      { updated_at: now },
    );
    if (!moved) throw conflict();
    const expiresAt = offerExpiresAt(now, settings.offerValidityMs);
    const fields = { offer_amt: cents, user_offer_amt: null, expires_at: expiresAt };
    let id: number;
    if (existing) {
      id = existing.trip_request_id;
      await moveOffer(trx, id, OFFER_MOVES.send, { now, fields });
    } else {
      id = await offerMoves.insert(trx, {
        ...fields,
        status: OFFER_MOVES.send.to,
        trip_id: trip.trip_id,
        driver_id: driverId,
        created_at: now,
        updated_at: now,
      });
      await offerExpiryJob.enqueue(trx, {
        payload: { trip_request_id: id },
        runAt: expiresAt,
        now,
      });
    }
    notices.toRider(trip.user_id, {
      trip_status: 'offer',
      data: { trip_id: trip.trip_id, offer: await offerAsRiderSees(trx, id, trip) },
    });
    return driverOfferOf(trx, id);
  });
  return { result };
}

/**
 * driverapi/answercounter: the driver takes the rider's counter-offer (accept), counters once more
 * (offer_amt, within bounds), or declines it (neither). The rider hears 'offer' or 'declined'.
 */
export async function answerCounter(
  deps: RideDeps,
  driverId: number,
  request: z.output<typeof answerCounterRequestSchema>,
  now: number,
): Promise<Outcome<DriverOffer>> {
  const settings = await rideSettings(deps.db);
  const result = await tripTransaction(deps, request.trip_id, async ({ trx, trip, notices }) => {
    if (!trip) throw notFound();
    const driver = await deps.hooks.drivers.findById(trx, driverId);
    if (!driver) throw notFound();
    deps.hooks.drivers.refuseIfSuspended(driver);
    const offer = await offerOfDriver(trx, trip.trip_id, driverId);
    const counterCents = offer.user_offer_amt;
    let amount: number | null = null;
    if (request.accept) amount = counterCents;
    else if (request.offer_amt !== undefined) {
      amount = toCents(request.offer_amt);
      refuseAmount(amount, trip);
    }
    if (!isOpenRequest(trip.trip_status)) throw conflict();
    if (
      !offerMayMove(OFFER_MOVES.answer, offer.status) ||
      !isOfferOpen(offer, now) ||
      counterCents === null
    ) {
      throw conflict('ride.offerClosed');
    }
    const expiresAt = offerExpiresAt(now, settings.offerValidityMs);
    await moveOffer(
      trx,
      offer.trip_request_id,
      amount === null ? OFFER_MOVES.refuseCounter : OFFER_MOVES.answer,
      {
        now,
        openAt: now,
        fields: amount === null ? {} : { offer_amt: amount, expires_at: expiresAt },
      },
    );
    if (amount === null) {
      notices.toRider(trip.user_id, {
        trip_status: 'declined',
        data: { trip_id: trip.trip_id, tripRequestId: offer.trip_request_id, driver_id: driverId },
      });
    } else {
      notices.toRider(trip.user_id, {
        trip_status: 'offer',
        data: {
          trip_id: trip.trip_id,
          offer: await offerAsRiderSees(trx, offer.trip_request_id, trip),
        },
      });
    }
    return driverOfferOf(trx, offer.trip_request_id);
  });
  return { result };
}

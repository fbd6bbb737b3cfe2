import type { z } from 'zod';
import type {
  answerCounterRequestSchema,
  DriverOffer,
  sendOfferRequestSchema,
} from '@fairfare/contracts/drivers';
import { greatCircleKm, splitCommission, toCents } from '@fairfare/contracts/fare';
import type { MessageKey } from '@fairfare/contracts/messages';
import {
  OPEN_OFFER_STATUSES,
  type acceptOfferRequestSchema,
  type counterOfferRequestSchema,
  type getTripRequestsRequestSchema,
  type rejectOfferRequestSchema,
  type TripRequest,
  type TripRequestList,
} from '@fairfare/contracts/offers';
import {
  ACTIVE_RIDE_STATUSES,
  OPEN_REQUEST_STATUSES,
  tripStatusSchema,
  type Trip,
} from '@fairfare/contracts/trips';
import type { Db, Trx } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { JOB_KINDS } from '../../jobs/kinds.ts';
import { jobsRepo } from '../../jobs/repo.ts';
import { ownedBy } from '../auth/ownership.ts';
import { toDriverTrip } from '../drivers/mapping.ts';
import { driversRepo } from '../drivers/repo.ts';
import { findFareRule } from '../fares/service.ts';
import { chooseTripCard, prepareTripIntent } from '../payments/service.ts';
import { recordPromoUse } from '../promos/service.ts';
import { promoDiscount } from '../promos/rules.ts';
import { acceptedStatus, generateOtp, isDue } from '../ride/lifecycle.ts';
import { toTrip } from '../trips/mapping.ts';
import { pollIfChanged, type Polled } from '../ride/polling.ts';
import { tripsRepo, type TripRow } from '../trips/repo.ts';
import type { RideDeps } from '../ride/deps.ts';
import { rideSettings } from '../ride/settings.ts';
import { ownTripTransaction, tripTransaction } from '../ride/transaction.ts';
import { toDriverOffer, toTripRequest } from './mapping.ts';
import { offersRepo } from './repo.ts';
import { amountProblem, isOfferOpen, offerExpiresAt, reachKm } from './rules.ts';

export interface Outcome<T> {
  result: T;
  message?: MessageKey;
}

function refuseAmount(cents: number, trip: { min_amount: number; max_amount: number }): void {
  const problem = amountProblem(cents, trip);
  if (problem) throw badRequest(problem.key, problem.params);
}

async function offerAsRiderSees(trx: Db | Trx, tripRequestId: number, trip: TripRow) {
  const row = await offersRepo.findWithDriver(trx, tripRequestId);
  if (!row) throw new Error(`offer ${tripRequestId} vanished inside its own transaction`);
  return toTripRequest(row, trip);
}

async function expireOfferLater(trx: Trx, tripRequestId: number, at: number, now: number) {
  await jobsRepo.enqueue(trx, {
    kind: JOB_KINDS.offerExpire,
    runAt: at,
    payload: { trip_request_id: tripRequestId },
    now,
  });
}

// ---------------------------------------------------------------- the rider's side (spec §7)

/** The open offers of the rider's own trip, newest first (404 for another rider's trip). */
export async function listOffers(db: Db, riderId: number, tripId: number, now: number) {
  const trip = ownedBy(await tripsRepo.findWithDriver(db, tripId), riderId);
  const rows = await offersRepo.listOpen(db, tripId, now);
  return {
    trip_id: trip.trip_id,
    trip_status: tripStatusSchema.parse(trip.trip_status),
    offers: rows.map((row) => toTripRequest(row, trip)),
  } satisfies TripRequestList;
}

/** triprequestapi/gettriprequests with ETag / 304 (see polling.ts). */
export function pollOffers(
  db: Db,
  riderId: number,
  request: z.output<typeof getTripRequestsRequestSchema>,
  ifNoneMatch: string | undefined,
  now: number,
): Promise<Polled<TripRequestList>> {
  return pollIfChanged(db, riderId, 'offers', request, ifNoneMatch, () =>
    listOffers(db, riderId, request.trip_id, now),
  );
}

/** The rider's open offer from this driver, or 409 `ride.offerClosed` (404 when there is none). */
async function openOfferOf(trx: Trx, tripId: number, driverId: number, now: number) {
  const offer = await offersRepo.findByTripAndDriver(trx, tripId, driverId);
  if (!offer) throw notFound();
  if (!isOfferOpen(offer, now)) throw conflict('ride.offerClosed');
  return offer;
}

/**
 * triprequestapi/updatetriprequest: the rider's counter-offer to one driver, within the trip's
 * bounds; the offer waits for the driver's answer for a fresh validity. The driver is told.
 */
export async function counterOffer(
  deps: RideDeps,
  riderId: number,
  request: z.output<typeof counterOfferRequestSchema>,
  now: number,
): Promise<Outcome<TripRequest>> {
  const settings = await rideSettings(deps.db);
  const cents = toCents(request.user_offer_amt);
  const result = await ownTripTransaction(
    deps,
    { tripId: request.trip_id, riderId },
    async ({ trx, trip, notices }) => {
      refuseAmount(cents, trip);
      if (!(OPEN_REQUEST_STATUSES as readonly string[]).includes(trip.trip_status))
        throw conflict();
      const offer = await openOfferOf(trx, trip.trip_id, request.driver_id, now);
      const expiresAt = offerExpiresAt(now, settings.offerValidityMs);
      const changed = await offersRepo.updateIf(
        trx,
        offer.trip_request_id,
        { statuses: OPEN_OFFER_STATUSES, openAt: now },
        { status: 'counter', user_offer_amt: cents, expires_at: expiresAt, updated_at: now },
      );
      if (!changed) throw conflict('ride.offerClosed');
      await expireOfferLater(trx, offer.trip_request_id, expiresAt, now);
      const seen = await offerAsRiderSees(trx, offer.trip_request_id, trip);
      notices.toDriver(offer.driver_id, {
        trip_status: 'offer',
        data: { trip_id: trip.trip_id, offer: await driverOfferOf(trx, offer.trip_request_id) },
      });
      return seen;
    },
  );
  return { result, message: 'ride.counterSent' };
}

/** triprequestapi/rejecttriprequest: the rider declines one driver's offer; the driver is told. */
export async function declineOffer(
  deps: RideDeps,
  riderId: number,
  request: z.output<typeof rejectOfferRequestSchema>,
  now: number,
): Promise<Outcome<TripRequest>> {
  const result = await ownTripTransaction(
    deps,
    { tripId: request.trip_id, riderId },
    async ({ trx, trip, notices }) => {
      const offer = await offersRepo.findByTripAndDriver(trx, trip.trip_id, request.driver_id);
      if (!offer) throw notFound();
      const changed = await offersRepo.updateIf(
        trx,
        offer.trip_request_id,
        { statuses: OPEN_OFFER_STATUSES },
        { status: 'declined', updated_at: now },
      );
      if (!changed) throw conflict('ride.offerClosed');
      notices.toDriver(offer.driver_id, {
        trip_status: 'declined',
        data: { trip_id: trip.trip_id, tripRequestId: offer.trip_request_id },
      });
      return offerAsRiderSees(trx, offer.trip_request_id, trip);
    },
  );
  return { result, message: 'ride.offerDeclined' };
}

/**
 * tripapi/tripaccept and tripapi/tripassigned, one transaction: the trip moves only from
 * request/offer (to `assigned` for a ride booked for later, else `accept`), the chosen offer must
 * be open and unexpired, exactly one offer wins a race, the OTP is made here, the agreed amount is
 * the offer's, the rider pays it less the promo discount (paid by the company), the commission is
 * split, the countdown starts (tm_acc), the other offers are rejected and their drivers told.
 */
export async function acceptOffer(
  deps: RideDeps,
  riderId: number,
  request: z.output<typeof acceptOfferRequestSchema>,
  now: number,
): Promise<Outcome<Trip>> {
  const result = await ownTripTransaction(
    deps,
    { tripId: request.trip_id, riderId },
    async ({ trx, trip, notices }) => {
      const offer = await offersRepo.findByTripAndDriver(trx, trip.trip_id, request.driver_id);
      if (!offer) throw notFound();
      const status = acceptedStatus(trip.is_ride_later === 1);
      // A driver already on a ride cannot be taken for another one now.
      await driversRepo.lock(trx, offer.driver_id);
      if (
        status === 'accept' &&
        (await tripsRepo.driverHasTrip(trx, offer.driver_id, ACTIVE_RIDE_STATUSES))
      ) {
        throw conflict('ride.offerClosed');
      }
      const agreed = offer.offer_amt;
      const rule = await findFareRule(trx, trip.city_id, trip.category_id);
      const promo =
        trip.promo_id === null ? undefined : await offersRepo.promoOf(trx, trip.promo_id);
      const discount = promo ? promoDiscount(promo, agreed) : 0;
      const split = splitCommission(agreed, rule.commission_pct);
      // A Card trip keeps the saved card it will be charged on at completion (DESIGN §5).
      const paymentCardId =
        trip.trip_pay_mode === 'stripe'
          ? await chooseTripCard(trx, riderId, request.payment_card_id)
          : null;

      const moved = await tripsRepo.updateIfStatus(trx, trip.trip_id, OPEN_REQUEST_STATUSES, {
        trip_status: status,
        driver_id: offer.driver_id,
        otp: generateOtp(),
        tm_acc: now,
        user_offer_amt: agreed,
        trip_promo_amt: discount,
        trip_pay_amount: agreed - discount,
        trip_comp_commision: split.commission,
        trip_driver_commision: split.driver,
        payment_card_id: paymentCardId,
        updated_at: now,
      });
      if (!moved) throw conflict();
      const won = await offersRepo.updateIf(
        trx,
        offer.trip_request_id,
        { statuses: OPEN_OFFER_STATUSES, openAt: now },
        { status: 'accepted', updated_at: now },
      );
      if (!won) throw conflict('ride.offerClosed');
      const losers = await offersRepo.closeOpen(trx, trip.trip_id, 'rejected', now);
      if (promo) {
        await recordPromoUse(trx, {
          promoId: promo.promo_id,
          riderId,
          tripId: trip.trip_id,
          discount,
          now,
        });
      }

      const driverView = await tripsRepo.findForDriver(trx, trip.trip_id);
      if (!driverView) throw new Error('trip vanished inside its own transaction');
      notices.toDriver(offer.driver_id, {
        trip_status: status,
        data: { trip_id: trip.trip_id, trip: toDriverTrip(driverView) },
      });
      for (const loser of losers) {
        notices.toDriver(loser.driver_id, {
          trip_status: 'reject_offer',
          data: { trip_id: trip.trip_id, tripRequestId: loser.trip_request_id },
        });
      }
      notices.toRider(riderId, { trip_status: status, data: { trip_id: trip.trip_id } });
      return toTrip(driverView);
    },
    {
      // The card trip's payment intent, once the accept is committed (never fails the accept).
      afterCommit: async (accepted) => {
        if (accepted.payment_card_id) await prepareTripIntent(deps, accepted.trip_id);
      },
    },
  );
  return { result };
}

// ---------------------------------------------------------------- the driver's side

async function driverOfferOf(trx: Db | Trx, tripRequestId: number): Promise<DriverOffer> {
  const row = await offersRepo.findById(trx, tripRequestId);
  if (!row) throw new Error(`offer ${tripRequestId} vanished inside its own transaction`);
  return toDriverOffer(row);
}

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
  const driver = await driversRepo.findById(trx, driverId);
  if (!driver) throw notFound();
  // Another city's or category's request is not one this driver can see.
  if (driver.city_id !== trip.city_id || driver.category_id !== trip.category_id) throw notFound();
  if (!(OPEN_REQUEST_STATUSES as readonly string[]).includes(trip.trip_status)) throw conflict();
  if (trip.request_expires_at !== null && trip.request_expires_at <= now) throw conflict();
  if (!isDue(trip, now, deps.scheduleLeadMs)) throw conflict();
  if (driver.is_online !== 1 || driver.d_lat === null || driver.d_lng === null) throw conflict();
  const km = greatCircleKm(
    { lat: driver.d_lat, lng: driver.d_lng },
    { lat: trip.trip_from_lat, lng: trip.trip_from_lng },
  );
  if (km > reachKm(trip, settings)) throw conflict();
  if (await tripsRepo.driverHasTrip(trx, driverId, ACTIVE_RIDE_STATUSES)) throw conflict();
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
    const existing = await offersRepo.findByTripAndDriver(trx, trip.trip_id, driverId);
    if (existing && !['offer', 'counter', 'expired'].includes(existing.status)) {
      throw conflict('ride.offerClosed'); // declined by the rider, or rejected
    }
    const moved = await tripsRepo.updateIfStatus(trx, trip.trip_id, OPEN_REQUEST_STATUSES, {
      trip_status: 'offer',
      updated_at: now,
    });
    if (!moved) throw conflict();
    const expiresAt = offerExpiresAt(now, settings.offerValidityMs);
    const fields = {
      offer_amt: cents,
      user_offer_amt: null,
      status: 'offer',
      expires_at: expiresAt,
    };
    let id: number;
    if (existing) {
      const replaced = await offersRepo.updateIf(
        trx,
        existing.trip_request_id,
        { statuses: ['offer', 'counter', 'expired'] },
        { ...fields, updated_at: now },
      );
      if (!replaced) throw conflict('ride.offerClosed');
      id = existing.trip_request_id;
    } else {
      id = await offersRepo.insert(trx, {
        ...fields,
        trip_id: trip.trip_id,
        driver_id: driverId,
        created_at: now,
        updated_at: now,
      });
    }
    await expireOfferLater(trx, id, expiresAt, now);
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
    const offer = await offersRepo.findByTripAndDriver(trx, trip.trip_id, driverId);
    if (!offer) throw notFound();
    const counterCents = offer.user_offer_amt;
    let amount: number | null = null;
    if (request.accept) amount = counterCents;
    else if (request.offer_amt !== undefined) {
      amount = toCents(request.offer_amt);
      refuseAmount(amount, trip);
    }
    if (!(OPEN_REQUEST_STATUSES as readonly string[]).includes(trip.trip_status)) throw conflict();
    if (offer.status !== 'counter' || !isOfferOpen(offer, now) || counterCents === null) {
      throw conflict('ride.offerClosed');
    }
    const expiresAt = offerExpiresAt(now, settings.offerValidityMs);
    const changed = await offersRepo.updateIf(
      trx,
      offer.trip_request_id,
      { statuses: ['counter'], openAt: now },
      amount === null
        ? { status: 'declined', updated_at: now }
        : { status: 'offer', offer_amt: amount, expires_at: expiresAt, updated_at: now },
    );
    if (!changed) throw conflict('ride.offerClosed');
    if (amount === null) {
      notices.toRider(trip.user_id, {
        trip_status: 'declined',
        data: { trip_id: trip.trip_id, tripRequestId: offer.trip_request_id, driver_id: driverId },
      });
    } else {
      await expireOfferLater(trx, offer.trip_request_id, expiresAt, now);
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

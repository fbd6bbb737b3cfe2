import type { z } from 'zod';
import { greatCircleKm, splitCommission, toCents } from '@fairfare/contracts/fare';
import {
  type acceptOfferRequestSchema,
  type counterOfferRequestSchema,
  type rejectOfferRequestSchema,
  type TripRequest,
} from '@fairfare/contracts/offers';
import { ACTIVE_RIDE_STATUSES, type Trip } from '@fairfare/contracts/trips';
import type { Trx } from '../../db/database.ts';
import { conflict } from '../../http/errors.ts';
import { findFareRule } from '../fares/service.ts';
import { recordPromoUse, tripPromoDiscount } from '../promos/service.ts';
import type { RideDeps } from './deps.ts';
import {
  acceptedStatus,
  CARD_PAY_MODE,
  generateOtp,
  OFFER_MOVES,
  isOpenRequest,
} from './lifecycle.ts';
import { isOfferOpen, offerExpiresAt } from './offer-rules.ts';
import { rideSettings } from './settings.ts';
import { ownTripTransaction } from './transaction.ts';
import { toDriverTrip, toTrip } from './views.ts';
import {
  driverOfferOf,
  moveOffer,
  offerOfDriver,
  offerAsRiderSees,
  refuseAmount,
  type Outcome,
} from './offer-steps.ts';
import { tripReads } from './store.ts';
import { offerMoves, tripMoves } from './moves.ts';

/** The rider's moves of the offers (docs/product/api.md): counter, decline, accept. */

/** The rider's open offer from this driver, or 409 `ride.offerClosed` (404 when there is none). */
async function openOfferOf(trx: Trx, tripId: number, driverId: number, now: number) {
  const offer = await offerOfDriver(trx, tripId, driverId);
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
      if (!isOpenRequest(trip.trip_status)) throw conflict();
      const offer = await openOfferOf(trx, trip.trip_id, request.driver_id, now);
      const expiresAt = offerExpiresAt(now, settings.offerValidityMs);
      await moveOffer(trx, offer.trip_request_id, OFFER_MOVES.counter, {
        now,
        openAt: now,
        fields: { user_offer_amt: cents, expires_at: expiresAt },
      });
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
      const offer = await offerOfDriver(trx, trip.trip_id, request.driver_id);
      await moveOffer(trx, offer.trip_request_id, OFFER_MOVES.decline, { now });
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
 * A ride booked for someone else texts its passenger once committed (reminders, through hooks.ts).
 */
export async function acceptOffer(
  deps: RideDeps,
  riderId: number,
  request: z.output<typeof acceptOfferRequestSchema>,
  now: number,
  /** The tracking link texted to the passenger of a ride booked for someone else. */
  trackUrl?: (token: string) => string,
): Promise<Outcome<Trip>> {
  const result = await ownTripTransaction(
    deps,
    { tripId: request.trip_id, riderId },
    async ({ trx, trip, notices }) => {
      const offer = await offerOfDriver(trx, trip.trip_id, request.driver_id);
      const status = acceptedStatus(trip.is_ride_later === 1);
      // A driver already on a ride cannot be taken for another one now.
      await deps.hooks.drivers.lock(trx, offer.driver_id);
      if (
        status === 'accept' &&
        (await tripReads.driverHasTrip(trx, offer.driver_id, ACTIVE_RIDE_STATUSES))
      ) {
        throw conflict('ride.offerClosed');
      }
      const agreed = offer.offer_amt;
      const rule = await findFareRule(trx, trip.city_id, trip.category_id);
      const discount = await tripPromoDiscount(trx, trip.promo_id, agreed);
      const split = splitCommission(agreed, rule.commission_pct);
      // A Card trip keeps the saved card it will be charged on at completion (docs/product/rules.md).
      const paymentCardId =
        trip.trip_pay_mode === CARD_PAY_MODE
          ? await deps.hooks.payments.chooseTripCard(trx, riderId, request.payment_card_id)
          : null;

      // how far the driver was from the pickup at the accept: kept with the trip for support (no
      // longer part of the fee rule, decision 060)
      const at = await deps.hooks.drivers.position(trx, offer.driver_id);
      const acceptPickupM =
        !at || at.d_lat === null || at.d_lng === null
          ? null
          : Math.round(
              greatCircleKm(
                { lat: at.d_lat, lng: at.d_lng },
                { lat: trip.trip_from_lat, lng: trip.trip_from_lng },
              ) * 1000,
            );
      const moved = await tripMoves.move(
        trx,
        trip.trip_id,
        { to: status, actor: 'rider' },
        {
          driver_id: offer.driver_id,
          otp: generateOtp(),
          tm_acc: now,
          user_offer_amt: agreed,
          trip_promo_amt: discount,
          trip_pay_amount: agreed - discount,
          trip_comp_commision: split.commission,
          trip_driver_commision: split.driver,
          payment_card_id: paymentCardId,
          accept_pickup_m: acceptPickupM,
          updated_at: now,
        },
      );
      if (!moved) throw conflict();
      await moveOffer(trx, offer.trip_request_id, OFFER_MOVES.accept, { now, openAt: now });
      const losers = await offerMoves.moveAll(trx, trip.trip_id, OFFER_MOVES.lose, now);
      if (trip.promo_id !== null) {
        await recordPromoUse(trx, {
          promoId: trip.promo_id,
          riderId,
          tripId: trip.trip_id,
          discount,
          now,
        });
      }

      const driverView = await tripReads.findForDriver(trx, trip.trip_id);
      if (!driverView) throw new Error('trip vanished inside its own transaction');
      notices.toDriver(offer.driver_id, {
        trip_status: status,
        data: { trip_id: trip.trip_id, trip: toDriverTrip(driverView) },
      });
      for (const loser of losers) {
        notices.toDriver(loser.driver_id, {
          trip_status: 'reject_offer',
          data: {
            trip_id: trip.trip_id,
            tripRequestId: loser.trip_request_id,
            reason: 'another_driver',
          },
        });
      }
      notices.toRider(riderId, { trip_status: status, data: { trip_id: trip.trip_id } });
      return toTrip(driverView);
    },
    {
      // The card trip's payment intent, once the accept is committed (never fails the accept).
      afterCommit: async (accepted) => {
        if (accepted.payment_card_id) await deps.hooks.payments.prepareTripIntent(accepted.trip_id);
        // a ride booked for later: the rider is texted who will drive and in which car
        if (accepted.is_ride_later === 1)
          await deps.hooks.reminders.tellDriverAssigned(accepted.trip_id);
        // booked for someone else: the passenger is texted the driver, car, OTP and link
        if (accepted.is_for_other === 1 && trackUrl) {
          await deps.hooks.reminders.tellPassenger(accepted.trip_id, trackUrl);
        }
      },
    },
  );
  return { result };
}

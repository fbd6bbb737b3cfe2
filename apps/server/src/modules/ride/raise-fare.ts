import type { z } from 'zod';
import { splitCommission, toCents } from '@fairfare/contracts/fare';
import type { raiseFareRequestSchema } from '@fairfare/contracts/offers';
import type { Trip } from '@fairfare/contracts/trips';
import { badRequest, conflict } from '../../http/errors.ts';
import { findFareRule } from '../fares/service.ts';
import { tripPromoDiscount } from '../promos/service.ts';
import type { RideDeps } from './deps.ts';
import { announceRequest } from './dispatch.ts';
import { isOpenRequest } from './lifecycle.ts';
import type { Outcome } from './offer-steps.ts';
import { raiseProblem } from './offer-rules.ts';
import { tripReads } from './store.ts';
import { tripMoves } from './moves.ts';
import { ownTripTransaction } from './transaction.ts';
import { toTrip } from './views.ts';

/**
 * tripapi/raisefare: the rider raises the fare of their open request while waiting (issue 26),
 * in one transaction: only upward, within the trip's bounds, only while no driver is taken and
 * the request is out to drivers (a ride for later not yet dispatched is changed with
 * `edit_scheduled`). The pay amount and the commission follow the new fare as at booking; a
 * wallet ride needs the new amount in the wallet. Drivers' open offers stay as they are (their
 * own amounts). Once committed, the nearby drivers hear of the request again with the new fare,
 * as at booking, and the rider's other tabs hear `request`.
 */
export async function raiseFare(
  deps: RideDeps,
  riderId: number,
  request: z.output<typeof raiseFareRequestSchema>,
  now: number,
): Promise<Outcome<Trip>> {
  const cents = toCents(request.user_offer_amt);
  const raised = await ownTripTransaction(
    deps,
    { tripId: request.trip_id, riderId },
    async ({ trx, trip, notices }) => {
      if (!isOpenRequest(trip.trip_status) || trip.dispatched_at === null) {
        throw conflict('ride.requestClosed');
      }
      const problem = raiseProblem(cents, trip);
      if (problem) throw badRequest(problem.key, problem.params);

      const rule = await findFareRule(trx, trip.city_id, trip.category_id);
      const discount = await tripPromoDiscount(trx, trip.promo_id, cents);
      const payAmount = cents - discount;
      if (
        trip.trip_pay_mode === 'wallet' &&
        (await deps.hooks.payments.walletBalance(trx, riderId)) < payAmount
      ) {
        throw badRequest('payment.insufficientWallet');
      }
      const split = splitCommission(cents, rule.commission_pct);
      const changed = await tripMoves.raiseOfferIf(trx, trip.trip_id, {
        user_offer_amt: cents,
        trip_promo_amt: discount,
        trip_pay_amount: payAmount,
        trip_comp_commision: split.commission,
        trip_driver_commision: split.driver,
        updated_at: now,
      });
      if (!changed) throw conflict('ride.requestClosed');
      notices.toRider(riderId, { trip_status: 'request', data: { trip_id: trip.trip_id } });
      const row = await tripReads.findWithDriver(trx, trip.trip_id);
      if (!row) throw new Error('trip vanished inside its own transaction');
      return row;
    },
  );
  await announceRequest(deps, raised).catch((err: unknown) => {
    deps.log.warn({ err, tripId: raised.trip_id }, 'could not tell drivers of a raised fare');
  });
  return { result: toTrip(raised), message: 'ride.fareRaised' };
}

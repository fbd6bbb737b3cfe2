import type { z } from 'zod';
import { splitCommission, toAmount } from '@fairfare/contracts/fare';
import {
  OPEN_REQUEST_STATUSES,
  RIDER_CANCELLABLE_STATUSES,
  type CancelQuote,
  type cancelActionSchema,
} from '@fairfare/contracts/trips';
import type { DbOrTrx, Trx } from '../../db/database.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { findFareRule } from '../fares/service.ts';
import { ownedBy } from '../auth/ownership.ts';
import { chargesSavedCard, OFFER_MOVES, cancelTermsAt, type FeeRules } from './lifecycle.ts';
import type { Notices, RideDeps, TripOutcome } from './deps.ts';
import { rideSettings } from './settings.ts';
import { lockTrip, ownTripTransaction, rideTransaction, type RideChange } from './transaction.ts';
import { type TripRow, tripReads, loadTrip } from './store.ts';
import { offerMoves, tripMoves } from './moves.ts';

// The rider's cancellations: a request withdrawn for free, or a ride cancelled with the fee rule.

/**
 * The fee rule's inputs for one trip: the countdown, the schedule lead and its city's fee, read
 * through `db` (inside a transaction, the transaction: SQLite has one connection).
 */
async function feeRulesOf(db: DbOrTrx, scheduleLeadMs: number, cityId: number): Promise<FeeRules> {
  const settings = await rideSettings(db);
  return {
    timerMs: settings.timerMs,
    scheduleLeadMs,
    cityFeeCents: (await tripReads.cityCancellationFee(db, cityId)) ?? 0,
  };
}

/** Closes the open offers of an ended trip and tells their drivers (and the assigned one). */
async function closeOffersOfEndedTrip(
  trx: Trx,
  trip: TripRow,
  notices: Notices,
  now: number,
): Promise<void> {
  const closed = await offerMoves.moveAll(trx, trip.trip_id, OFFER_MOVES.lose, now);
  for (const offer of closed) {
    notices.toDriver(offer.driver_id, {
      trip_status: 'reject_offer',
      data: {
        trip_id: trip.trip_id,
        tripRequestId: offer.trip_request_id,
        reason: 'trip_ended',
      },
    });
  }
}

/** `cancel_request`: the rider withdraws their request before any driver is assigned; no fee. */
export async function cancelRequest(
  deps: RideDeps,
  riderId: number,
  tripId: number,
  now: number,
): Promise<TripOutcome> {
  const trip = await ownTripTransaction(
    deps,
    { tripId, riderId },
    async ({ trx, trip: row, notices }) => {
      const withdraw = { to: 'cancel', actor: 'rider', only: OPEN_REQUEST_STATUSES } as const;
      const cancelled = await tripMoves.move(trx, tripId, withdraw, {
        is_cancelled: 1,
        cancel_fee: 0,
        can_fee_by: null,
        updated_at: now,
      });
      if (!cancelled) throw conflict();
      await closeOffersOfEndedTrip(trx, row, notices, now);
      return loadTrip(trx, tripId);
    },
  );
  return { trip, message: 'booking.requestCancelled' };
}

/**
 * `cancel` (docs/product/states.md rider cancel, docs/product/rules.md Cancel): the rider cancels with a reason from
 * request/offer/assigned/accept/arrive (not once begun). Free before a driver was assigned and
 * while the countdown runs; from its end the city's cancellation fee is owed (cancelTermsAt;
 * cancel_fee = trip_pay_amount = the fee, can_fee_by 'r', Unpaid). After the commit a Card trip's
 * fee is charged to the ride's saved card (Paid, a receipt); else the unpaid-trip popup asks.
 * Open offers are closed; the assigned driver and those drivers are told.
 */
export async function cancelTrip(
  deps: RideDeps,
  riderId: number,
  request: z.output<typeof cancelActionSchema>,
  now: number,
): Promise<TripOutcome> {
  const ride = { tripId: request.trip_id, riderId };
  const trip = await ownTripTransaction(
    deps,
    ride,
    async ({ trx, trip: row, notices }) => {
      if (row.trip_status === 'begin') throw conflict('ride.alreadyBegun');
      if (!(RIDER_CANCELLABLE_STATUSES as readonly string[]).includes(row.trip_status)) {
        throw conflict();
      }
      // the one fee rule (decision 060), decided here at the server's clock
      const { fee } = cancelTermsAt(
        row,
        now,
        await feeRulesOf(trx, deps.scheduleLeadMs, row.city_id),
      );
      const split =
        fee > 0
          ? splitCommission(
              fee,
              (await findFareRule(trx, row.city_id, row.category_id)).commission_pct,
            )
          : { commission: 0, driver: 0 };
      const cancelled = await tripMoves.move(
        trx,
        row.trip_id,
        { to: 'cancel', actor: 'rider' },
        {
          is_cancelled: 1,
          trip_reason: request.trip_reason,
          can_fee_by: fee > 0 ? 'r' : null,
          cancel_fee: fee,
          trip_pay_amount: fee,
          trip_pay_status: 'Unpaid',
          trip_promo_amt: 0,
          trip_comp_commision: split.commission,
          trip_driver_commision: split.driver,
          // A Card trip's fee is charged on its saved card right after (claimed here, see drivers).
          ...(fee > 0 && chargesSavedCard(row) ? { pay_claimed_at: now } : {}),
          updated_at: now,
        },
      );
      if (!cancelled) throw conflict();
      await closeOffersOfEndedTrip(trx, row, notices, now);
      if (row.driver_id !== null) {
        notices.toDriver(row.driver_id, {
          trip_status: 'cancel',
          data: {
            trip_id: row.trip_id,
            cancelled_by: 'rider',
            trip_reason: request.trip_reason,
            // the fee rule's outcome: what the rider owes, and the driver's part of it
            cancel_fee: toAmount(fee),
            driver_share: toAmount(split.driver),
            trip_currency: row.trip_currency,
          },
        });
      }
      return loadTrip(trx, row.trip_id);
    },
    {
      // A Card trip pays its fee with its saved card; a free cancellation releases its intent.
      afterCommit: async (cancelled) => {
        await deps.hooks.payments.chargeSavedCard(cancelled.trip_id, now, { claimedAt: now });
      },
    },
  );
  // The rider is answered the trip as it is after the charge (paid, or declined and its claim
  // given back): the copy from inside the transaction still showed a charge under way, which
  // told the site "being charged" for a declined card and kept the unpaid popup away.
  return {
    trip: await loadTrip(deps.db, trip.trip_id),
    message: 'ride.cancelled',
  };
}

/**
 * Support ends a stuck trip (issue 30): any trip not yet ended — an open request, an assigned
 * ride, even one begun — is cancelled with no fee to the rider (nothing owed), its open offers
 * closed, and its rider and driver told as for any cancellation. Runs inside endStuckTrip's
 * transaction, locked in the house order. 409 `ops.tripEnded` when the
 * trip has already ended (or ended meanwhile), 404 when there is none.
 */
export async function cancelStuckTrip(
  change: RideChange,
  tripId: number,
  reason: string,
  now: number,
): Promise<{ before: TripRow; after: TripRow }> {
  const row = await lockTrip(change.trx, tripId);
  if (!row) throw notFound();
  // Support may end any trip not yet ended (lifecycle.ts: the staff's cancel).
  const cancelled = await tripMoves.move(
    change.trx,
    tripId,
    { to: 'cancel', actor: 'staff' },
    {
      is_cancelled: 1,
      trip_reason: reason,
      can_fee_by: null,
      cancel_fee: 0,
      trip_pay_amount: 0,
      trip_promo_amt: 0,
      trip_comp_commision: 0,
      trip_driver_commision: 0,
      updated_at: now,
    },
  );
  if (!cancelled) throw conflict('ops.tripEnded');
  await closeOffersOfEndedTrip(change.trx, row, change.notices, now);
  change.notices.toRider(row.user_id, { trip_status: 'cancel', data: { trip_id: tripId } });
  if (row.driver_id !== null) {
    change.notices.toDriver(row.driver_id, {
      trip_status: 'cancel',
      data: {
        trip_id: tripId,
        cancelled_by: 'staff',
        trip_reason: reason,
        cancel_fee: 0,
        driver_share: 0,
        trip_currency: row.trip_currency,
      },
    });
  }
  const after = await tripReads.findWithDriver(change.trx, tripId);
  if (!after) throw new Error('trip vanished inside its own transaction');
  return { before: row, after };
}

/**
 * Support ends a stuck trip (cancelStuckTrip) in the ride's transaction, in which `record`
 * writes its audit entry (support/actions.ts); once committed, a Card trip's waiting intent is
 * released (releaseTripCharge) and the rider and driver are told, as after any cancellation.
 */
export function endStuckTrip(
  deps: Pick<RideDeps, 'db' | 'notifier' | 'log' | 'hooks'>,
  ask: { tripId: number; reason: string; now: number },
  record: (trx: Trx, change: { before: TripRow; after: TripRow }) => Promise<void>,
): Promise<{ before: TripRow; after: TripRow }> {
  return rideTransaction(
    deps,
    async (change) => {
      const ended = await cancelStuckTrip(change, ask.tripId, ask.reason, ask.now);
      await record(change.trx, ended);
      return ended;
    },
    { afterCommit: () => releaseTripCharge(deps, ask.tripId, ask.now) },
  );
}

/**
 * After a trip was cancelled with nothing owed (committed): a Card trip's waiting intent is
 * released, as a free cancellation by its rider does. Never throws.
 */
export async function releaseTripCharge(
  deps: Pick<RideDeps, 'hooks'>,
  tripId: number,
  now: number,
): Promise<void> {
  await deps.hooks.payments.chargeSavedCard(tripId, now);
}

/**
 * `tripapi/cancelquote`: what `cancel` would owe now, by the same rule, so the cancel popup tells
 * the rider before they submit. Another rider's trip answers 404 like a missing one.
 */
export async function quoteCancellation(
  deps: Pick<RideDeps, 'db' | 'scheduleLeadMs'>,
  riderId: number,
  tripId: number,
  now: number,
): Promise<CancelQuote> {
  const row = ownedBy(await tripReads.findWithDriver(deps.db, tripId), riderId);
  const terms = cancelTermsAt(
    row,
    now,
    await feeRulesOf(deps.db, deps.scheduleLeadMs, row.city_id),
  );
  return {
    trip_id: row.trip_id,
    cancellable: (RIDER_CANCELLABLE_STATUSES as readonly string[]).includes(row.trip_status),
    fee: toAmount(terms.fee),
    fee_after: toAmount(terms.feeAfter),
    free_until: terms.freeUntil,
    // the fee goes on the ride's own card when it has one (charged at the cancel)
    charged_to_card: chargesSavedCard(row),
    currency: row.trip_currency,
    now,
  };
}

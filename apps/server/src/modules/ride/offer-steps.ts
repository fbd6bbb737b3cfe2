// What both sides of an offer share: the bounds check, the offer as each side sees it, and the
// one way an offer changes (moveOffer). The rider's side is rider-offers.ts, the driver's driver-offers.ts.
import type { DriverOffer } from '@fairfare/contracts/drivers';
import type { MessageKey } from '@fairfare/contracts/messages';
import type { Db, Trx } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { offerExpiryJob } from './dispatch.ts';
import { toTripRequest } from './offer-views.ts';
import { toDriverOffer } from './views.ts';
import { amountProblem } from './offer-rules.ts';
import { type TripRow, offerReads } from './store.ts';
import { offerMoves, type NamedOfferMove, type OfferMoveChanges } from './moves.ts';

/** What an offer call answers: its result and, sometimes, a message for the rider. */
export interface Outcome<T> {
  result: T;
  message?: MessageKey;
}

export function refuseAmount(
  cents: number,
  trip: { min_amount: number; max_amount: number },
): void {
  const problem = amountProblem(cents, trip);
  if (problem) throw badRequest(problem.key, problem.params);
}

export async function offerAsRiderSees(trx: Db | Trx, tripRequestId: number, trip: TripRow) {
  const row = await offerReads.findWithDriver(trx, tripRequestId);
  if (!row) throw new Error(`offer ${tripRequestId} vanished inside its own transaction`);
  return toTripRequest(row, trip);
}

/**
 * Changes an existing offer by `move`, the same way for both sides: the guarded UPDATE from the
 * move's sources (with `openAt`, only while not expired then), 409 `ride.offerClosed` when a race
 * or the clock closed the offer first, and when the move gives the offer a fresh validity
 * (`expires_at`), its expiry job.
 */
export async function moveOffer(
  trx: Trx,
  tripRequestId: number,
  move: NamedOfferMove,
  change: { now: number; openAt?: number; fields?: OfferMoveChanges },
): Promise<void> {
  const { now, fields = {} } = change;
  if (!(await offerMoves.move(trx, tripRequestId, move, change))) {
    throw conflict('ride.offerClosed');
  }
  if (fields.expires_at !== undefined) {
    await offerExpiryJob.enqueue(trx, {
      payload: { trip_request_id: tripRequestId },
      runAt: fields.expires_at,
      now,
    });
  }
}

export async function driverOfferOf(trx: Db | Trx, tripRequestId: number): Promise<DriverOffer> {
  const row = await offerReads.findById(trx, tripRequestId);
  if (!row) throw new Error(`offer ${tripRequestId} vanished inside its own transaction`);
  return toDriverOffer(row);
}

/** The driver's one offer on the trip, or 404 when the driver made none. */
export async function offerOfDriver(trx: Trx, tripId: number, driverId: number) {
  const offer = await offerReads.findByTripAndDriver(trx, tripId, driverId);
  if (!offer) throw notFound();
  return offer;
}

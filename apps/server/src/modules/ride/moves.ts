import type { Insertable, Updateable } from 'kysely';
import type { TripStatus } from '@fairfare/contracts/trips';
import type { DbOrTrx } from '../../db/database.ts';
import type { TripRequestsTable, TripsTable } from '../../db/schema.ts';
import { sourcesOf, type Actor, type OFFER_MOVES } from './lifecycle.ts';
import { offersRepo } from './offers-repo.ts';
import { tripStatusRepo } from './trip-status-repo.ts';
import { tripsRepo } from './trips-repo.ts';

// The status changes of the ride's two rows, each guarded by the lifecycle's tables: a move
// the tables do not list changes nothing (decision 043).

/** What a move writes beside the status (the status itself is the move's `to`). */
export type MoveChanges = Omit<Updateable<TripsTable>, 'trip_status' | 'version'>;

/**
 * Moves a trip to `to` as `actor` may (lifecycle.ts TRIP_MOVES): one guarded UPDATE from the
 * statuses the lifecycle allows (narrowed to `only` when the call allows fewer, e.g. withdrawing
 * a request before any driver was assigned), with the move's other changes, raising the version.
 * Returns whether it moved; false when the trip's status (or a race) said no. The change is
 * recorded in the trip's status history (trip-status-repo.ts) with the move's `updated_at` and
 * `trip_reason`.
 */
export async function moveTrip(
  trx: DbOrTrx,
  tripId: number,
  move: { to: TripStatus; actor: Actor; only?: readonly TripStatus[] },
  changes: MoveChanges,
): Promise<boolean> {
  const allowed = sourcesOf(move.to, move.actor);
  const from = move.only ? allowed.filter((status) => move.only?.includes(status)) : allowed;
  if (from.length === 0) return false;
  const at = changes.updated_at ?? Date.now();
  const reason = changes.trip_reason ?? null;
  return tripStatusRepo.change(
    trx,
    tripId,
    { from, to: move.to, actor: move.actor, at, reason },
    changes,
  );
}

/**
 * Rewrites a request's booking (a ride for later edited by its rider) while it is still a bare
 * request, no status change; returns whether it did.
 */
export async function editRequest(
  trx: DbOrTrx,
  tripId: number,
  changes: MoveChanges,
): Promise<boolean> {
  return tripsRepo.updateIfStatus(trx, tripId, ['request'], changes);
}

/** One of the offer's moves, as OFFER_MOVES names it (an ad-hoc move does not type). */
export type NamedOfferMove = (typeof OFFER_MOVES)[keyof typeof OFFER_MOVES];

/** What an offer's move writes beside its status. */
export type OfferMoveChanges = Pick<
  Updateable<TripRequestsTable>,
  'offer_amt' | 'user_offer_amt' | 'expires_at'
>;

/**
 * Moves one offer by `move` (OFFER_MOVES): a guarded UPDATE from the move's sources (with
 * `openAt`, only while the offer has not expired then), raising its version. Returns whether it
 * moved; false when a race or the clock closed the offer first. An amount the move says (a
 * driver's offer, a rider's counter-offer) goes into the offer's negotiation (saidAmount).
 */
export async function moveOneOffer(
  trx: DbOrTrx,
  tripRequestId: number,
  move: NamedOfferMove,
  change: { now: number; openAt?: number; fields?: OfferMoveChanges },
): Promise<boolean> {
  const guard = {
    statuses: move.from,
    ...(change.openAt === undefined ? {} : { openAt: change.openAt }),
  };
  const moved = await offersRepo.updateIf(trx, tripRequestId, guard, {
    ...change.fields,
    status: move.to,
    updated_at: change.now,
  });
  const said = moved ? saidAmount(move, change.fields) : null;
  if (said) {
    await offersRepo.recordAmount(trx, { trip_request_id: tripRequestId, ...said, at: change.now });
  }
  return moved;
}

/**
 * The amount a move says as its mover's word, for the negotiation's history (migration 024): a
 * driver's offer (a new one, or an answer to a counter-offer, taking it or not), a rider's
 * counter-offer. Not the agreed amount an accepted offer writes: that is the last one said.
 */
export function saidAmount(
  move: NamedOfferMove,
  fields: OfferMoveChanges | undefined,
): { said_by: 'driver' | 'rider'; amount: number } | null {
  if (move.actor === 'driver' && typeof fields?.offer_amt === 'number') {
    return { said_by: 'driver', amount: fields.offer_amt };
  }
  if (move.to === 'counter' && typeof fields?.user_offer_amt === 'number') {
    return { said_by: 'rider', amount: fields.user_offer_amt };
  }
  return null;
}

/** A driver's first offer on a trip, with its amount in the negotiation's history. */
export async function insertOffer(
  trx: DbOrTrx,
  row: Insertable<TripRequestsTable>,
): Promise<number> {
  const id = await offersRepo.insert(trx, row);
  await offersRepo.recordAmount(trx, {
    trip_request_id: id,
    said_by: 'driver',
    amount: row.offer_amt,
    at: row.updated_at,
  });
  return id;
}

/** Moves every offer of a trip that `move` may start from (the losers of an accept, expiry). */
export async function moveTripOffers(
  trx: DbOrTrx,
  tripId: number,
  move: NamedOfferMove,
  now: number,
): Promise<Array<{ trip_request_id: number; driver_id: number }>> {
  return offersRepo.moveAll(trx, tripId, move, now);
}

/**
 * The guarded writes of a trip's moves (book, dispatch, accept, arrive, begin, complete, cancel,
 * expire, raise, the OTP): the ride's own, for its moves (book.ts, cancel.ts, the offers…).
 */
export const tripMoves = Object.freeze({
  insert: tripsRepo.insert,
  /** A status change, guarded by the lifecycle's sources for the actor (moveTrip). */
  move: moveTrip,
  editRequest,
  markDispatched: tripsRepo.markDispatched,
  expireIfDue: tripsRepo.expireIfDue,
  raiseOfferIf: tripsRepo.raiseOfferIf,
  recordOtpFailure: tripsRepo.recordOtpFailure,
});

/** The guarded writes of an offer's moves (OFFER_MOVES in lifecycle.ts), the ride's own too. */
export const offerMoves = Object.freeze({
  /** A driver's first offer on a trip, with its amount (insertOffer). */
  insert: insertOffer,
  /** One offer's move of OFFER_MOVES, guarded by its sources (moveOneOffer). */
  move: moveOneOffer,
  /** Every offer of a trip that the move may start from. */
  moveAll: moveTripOffers,
  expireIfDue: offersRepo.expireIfDue,
});

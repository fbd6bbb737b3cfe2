import type { Updateable } from 'kysely';
import type { TripStatus } from '@fairfare/contracts/trips';
import type { DbOrTrx } from '../../db/database.ts';
import type { TripsTable } from '../../db/schema.ts';
import { sourcesOf, type Actor } from './lifecycle.ts';
import { tripsRepo } from './trips-repo.ts';

/** What a move writes beside the status (the status itself is the move's `to`). */
export type MoveChanges = Omit<Updateable<TripsTable>, 'trip_status' | 'version'>;

/**
 * Moves a trip to `to` as `actor` may (lifecycle.ts TRIP_MOVES): one guarded UPDATE from the
 * statuses the lifecycle allows (narrowed to `only` when the call allows fewer, e.g. withdrawing
 * a request before any driver was assigned), with the move's other changes, raising the version.
 * Returns whether it moved; false when the trip's status (or a race) said no.
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
  return tripsRepo.updateIfStatus(trx, tripId, from, { ...changes, trip_status: move.to });
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

import type { Trx } from '../../db/database.ts';
import { ownedBy } from '../auth/ownership.ts';
import { tripsRepo, type TripRow } from './repo.ts';

/**
 * Starts a change to a trip inside a transaction: bumps (and so locks) its rider's version
 * first, then reads the trip again under that lock. Every live-ride transaction takes its locks
 * in this order — rider, trip, offers — so concurrent changes queue instead of deadlocking, and
 * the guarded UPDATEs that follow decide races.
 */
export async function lockTrip(trx: Trx, tripId: number): Promise<TripRow | undefined> {
  const first = await tripsRepo.findWithDriver(trx, tripId);
  if (!first) return undefined;
  await tripsRepo.bumpRiderVersion(trx, first.user_id);
  return tripsRepo.findWithDriver(trx, tripId);
}

/** The same for the rider's own trip: another rider's trip answers 404 like a missing one. */
export async function lockOwnTrip(trx: Trx, tripId: number, riderId: number): Promise<TripRow> {
  await tripsRepo.bumpRiderVersion(trx, riderId);
  return ownedBy(await tripsRepo.findWithDriver(trx, tripId), riderId);
}

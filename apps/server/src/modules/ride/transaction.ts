import type { Trx } from '../../db/database.ts';
import { ownedBy } from '../auth/ownership.ts';
import { tripsRepo, type TripRow } from './trips-repo.ts';
import { Notices, type RideDeps } from './deps.ts';

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

export interface RideChange {
  trx: Trx;
  /** Collected during the change, sent once it has committed (never when it rolls back). */
  notices: Notices;
}

export interface RideTransactionOptions<T> {
  /**
   * Work after the commit and before the notices go out (a card charge, a payment intent), so
   * that whoever hears of the change finds its consequences already there.
   */
  afterCommit?: (result: T) => Promise<unknown>;
}

/**
 * One change of a live ride: a transaction whose notices are sent only after it commits. Every
 * move of a trip or its offers goes through here or one of the two below, which also take the
 * locks in the house order (rider, trip, offers; see lockTrip). Only the ride imports this file
 * (decision 064): other modules' changes of a trip (a payment, a tip, a rating) ask changes.ts,
 * which takes the same locks.
 */
export async function rideTransaction<T>(
  deps: Pick<RideDeps, 'db' | 'notifier' | 'log'>,
  work: (change: RideChange) => Promise<T>,
  options: RideTransactionOptions<T> = {},
): Promise<T> {
  const notices = new Notices();
  const result = await deps.db.transaction().execute((trx) => work({ trx, notices }));
  await options.afterCommit?.(result);
  notices.send(deps);
  return result;
}

/** A change of the rider's own trip, locked first (another rider's trip answers 404). */
export function ownTripTransaction<T>(
  deps: Pick<RideDeps, 'db' | 'notifier' | 'log'>,
  trip: { tripId: number; riderId: number },
  work: (change: RideChange & { trip: TripRow }) => Promise<T>,
  options: RideTransactionOptions<T> = {},
): Promise<T> {
  return rideTransaction(
    deps,
    async (change) =>
      work({ ...change, trip: await lockOwnTrip(change.trx, trip.tripId, trip.riderId) }),
    options,
  );
}

/** A change of a trip by its driver or the system, locked first; `trip` is undefined when gone. */
export function tripTransaction<T>(
  deps: Pick<RideDeps, 'db' | 'notifier' | 'log'>,
  tripId: number,
  work: (change: RideChange & { trip: TripRow | undefined }) => Promise<T>,
  options: RideTransactionOptions<T> = {},
): Promise<T> {
  return rideTransaction(
    deps,
    async (change) => work({ ...change, trip: await lockTrip(change.trx, tripId) }),
    options,
  );
}

import type { Db, Trx } from '../../db/database.ts';
import type { RideDeps } from './deps.ts';
import { tripPaymentRepo } from './trip-payment-repo.ts';
import type { TripRow } from './trips-repo.ts';
import { lockOwnTrip, lockTrip, tripTransaction, type RideChange } from './transaction.ts';

/**
 * The changes other modules make of a trip they do not move (decision 064): a payment settled, a
 * tip, a rating, the cash its driver took, a card attempt opened under the trip's claim. Their
 * own records (payments, the ledger, the driver's average) must commit with the trip's mark, so
 * the transaction is one; the ride opens it, with its locks in the house order (transaction.ts),
 * and the caller's work writes the trip only through ride/store.ts. No module outside the ride
 * opens a transaction over the ride's tables (module-folders.test.ts).
 */

/** A change of the rider's own trip: the rider's version locked first, then the trip (404 for another rider's). */
export function changeOwnTrip<T>(
  db: Db,
  trip: { tripId: number; riderId: number },
  work: (trx: Trx, trip: TripRow) => Promise<T>,
): Promise<T> {
  return db
    .transaction()
    .execute(async (trx) => work(trx, await lockOwnTrip(trx, trip.tripId, trip.riderId)));
}

/** A change of a trip by id (its driver's), locked the same way; `trip` is undefined when gone. */
export function changeTrip<T>(
  db: Db,
  tripId: number,
  work: (trx: Trx, trip: TripRow | undefined) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => work(trx, await lockTrip(trx, tripId)));
}

/** The same, with notices sent once it has committed (the rider hears `paid` for cash). */
export function changeTripTelling<T>(
  deps: Pick<RideDeps, 'db' | 'notifier' | 'log'>,
  tripId: number,
  work: (change: RideChange & { trip: TripRow | undefined }) => Promise<T>,
): Promise<T> {
  return tripTransaction(deps, tripId, work);
}

/** A claim of the trip's pay state (lifecycle.ts PAY_MOVES, TIP_MOVES) taken with other work. */
export interface PayClaim {
  /** `claim` the unpaid trip, `keep` one's own claim taken at `at`, or `claimTip`. */
  move: 'claim' | 'keep' | 'claimTip';
  tripId: number;
  at: number;
}

/**
 * Takes (or keeps) the claim and runs `work` in the same transaction, so that a crash leaves both
 * or neither (a card attempt opened under the claim, decision 026). False, with nothing written,
 * when the claim is lost; `work` may throw to roll both back.
 */
export async function underPayClaim(
  db: Db,
  claim: PayClaim,
  work: (trx: Trx) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const take = {
      claim: tripPaymentRepo.claimTrip,
      keep: tripPaymentRepo.keepClaim,
      claimTip: tripPaymentRepo.claimTip,
    }[claim.move];
    if (!(await take(trx, claim.tripId, claim.at))) return false;
    await work(trx);
    return true;
  });
}

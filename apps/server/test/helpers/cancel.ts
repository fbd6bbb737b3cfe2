import type { Db } from '../../src/db/database.ts';

/** The countdown after an acceptance in which the rider cancels for free (constant timer_value). */
export const CANCEL_TIMER_MS = 5 * 60_000;

/** Backdates the trip's acceptance by `ms`: past CANCEL_TIMER_MS, a rider's cancel owes the fee. */
export async function acceptedAgo(db: Db, tripId: number, ms: number): Promise<void> {
  await db
    .updateTable('trips')
    .set({ tm_acc: Date.now() - ms })
    .where('trip_id', '=', tripId)
    .execute();
}

/** The rider's cancel (tripapi/updatetrip) as the site sends it. */
export function riderCancel(tripId: number, reason = 'My plans have changed') {
  return {
    action: 'cancel',
    trip_id: tripId,
    trip_reason: reason,
    is_cancelled: 1,
    can_fee_by: 'r',
  };
}

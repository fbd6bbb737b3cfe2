import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { PAY_CLAIM_TTL_MS } from './claims.ts';
import { PAY_MOVES, sourcesOf, TIP_MOVES, type PayState, type TipState } from './lifecycle.ts';
import { tripStatusRepo } from './trip-status-repo.ts';

type Trips = ExpressionBuilder<DB, 'trips'>;

/** Which claim a guard looks at: one taken at `claimedAt`, or any live at `now`. */
interface ClaimAt {
  now?: number;
  claimedAt?: number;
}

/**
 * A claim column's condition: free (none, or one older than the TTL at `now`), or held (the
 * claim taken at `claimedAt`, else any live one at `now`).
 */
function claimIs(
  eb: Trips,
  column: 'pay_claimed_at' | 'tip_claimed_at',
  held: boolean,
  at: ClaimAt,
) {
  if (held && at.claimedAt !== undefined) return eb(column, '=', at.claimedAt);
  if (at.now === undefined) throw new Error(`${column}: a claim's age needs the time`);
  const stale = at.now - PAY_CLAIM_TTL_MS;
  return held ? eb(column, '>=', stale) : eb.or([eb(column, 'is', null), eb(column, '<', stale)]);
}

/**
 * The guard of a claimable state (the payment's, the tip's): open (not settled) and free or
 * held, or settled; open with the claim free or held is simply open.
 */
function claimableIn(
  eb: Trips,
  columns: {
    open: Expression<SqlBool>;
    settled: Expression<SqlBool>;
    claim: 'pay_claimed_at' | 'tip_claimed_at';
  },
  from: { free: boolean; held: boolean; settled: boolean },
  at: ClaimAt,
): Expression<SqlBool> {
  const either: Expression<SqlBool>[] = [];
  if (from.free && from.held) either.push(columns.open);
  else if (from.free || from.held) {
    either.push(eb.and([columns.open, claimIs(eb, columns.claim, from.held, at)]));
  }
  if (from.settled) either.push(columns.settled);
  return either.length === 1 ? either[0]! : eb.or(either);
}

/**
 * The guard "the trip's pay state is one of `from`" (lifecycle.ts PayState) as one condition of
 * the UPDATE, so that each pay move's sources come from PAY_MOVES as a status move's come from
 * TRIP_MOVES (decision 064).
 */
export function payStateIn(eb: Trips, from: readonly PayState[], at: ClaimAt): Expression<SqlBool> {
  const columns = {
    open: eb('trip_pay_status', '=', 'Unpaid'),
    settled: eb('trip_pay_status', '=', 'Paid'),
    claim: 'pay_claimed_at',
  } as const;
  const states = {
    free: from.includes('unpaid'),
    held: from.includes('claimed'),
    settled: from.includes('paid'),
  };
  return claimableIn(eb, columns, states, at);
}

/** The same for the tip's state (lifecycle.ts TipState, TIP_MOVES). */
export function tipStateIn(eb: Trips, from: readonly TipState[], at: ClaimAt): Expression<SqlBool> {
  const columns = {
    open: eb('tip_paid_at', 'is', null),
    settled: eb('tip_paid_at', 'is not', null),
    claim: 'tip_claimed_at',
  } as const;
  const states = {
    free: from.includes('untipped'),
    held: from.includes('tip_claimed'),
    settled: from.includes('tipped'),
  };
  return claimableIn(eb, columns, states, at);
}

/**
 * The trip's payment columns (decision 043): its payment and tip claims, its card and intent, and
 * the marks Paid and tip paid. They stay on `trips` because each guard reads the trip's own pay
 * status in the same UPDATE (one row, one statement decides a race); the ride writes them, and
 * payments and tips ask it through `tripPayment` (ride/store.ts).
 */
export const tripPaymentRepo = Object.freeze({
  /**
   * Claims the trip for one card payment: only while it is Unpaid and no other claim younger
   * than the TTL holds it, so that exactly one of concurrent callers wins.
   */
  async claimTrip(db: DbOrTrx, tripId: number, now: number): Promise<boolean> {
    const result = await db
      .updateTable('trips')
      .set((eb) => ({ pay_claimed_at: now, version: eb('version', '+', 1) }))
      .where('trip_id', '=', tripId)
      .where((eb) => payStateIn(eb, PAY_MOVES.claim.from, { now }))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /**
   * Whether the claim taken at `claimedAt` still holds the unpaid trip; when it does, its row is
   * locked for the rest of the transaction (a guarded update of the claim to itself), so that no
   * one takes the claim over before the transaction commits what it does under it.
   */
  async keepClaim(db: DbOrTrx, tripId: number, claimedAt: number): Promise<boolean> {
    const result = await db
      .updateTable('trips')
      .set({ pay_claimed_at: claimedAt })
      .where('trip_id', '=', tripId)
      .where((eb) => payStateIn(eb, PAY_MOVES.keep.from, { claimedAt }))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** The trip's payment and tip claims as they stand. */
  async claimsOf(db: DbOrTrx, tripId: number) {
    return db
      .selectFrom('trips')
      .select(['pay_claimed_at', 'tip_claimed_at'])
      .where('trip_id', '=', tripId)
      .executeTakeFirst();
  },

  /** Gives the claim up (the card failed), only if it is still this one. */
  async releaseClaim(db: DbOrTrx, tripId: number, claimedAt: number): Promise<void> {
    await db
      .updateTable('trips')
      .set((eb) => ({ pay_claimed_at: null, version: eb('version', '+', 1) }))
      .where('trip_id', '=', tripId)
      .where((eb) => payStateIn(eb, PAY_MOVES.release.from, { claimedAt }))
      .execute();
  },

  /** Releases any claim (a failed 3-D Secure the webhook reports). */
  async releaseAnyClaim(db: DbOrTrx, tripId: number): Promise<void> {
    await db
      .updateTable('trips')
      .set((eb) => ({ pay_claimed_at: null, version: eb('version', '+', 1) }))
      .where('trip_id', '=', tripId)
      .where((eb) => payStateIn(eb, PAY_MOVES.releaseAny.from, {}))
      .execute();
  },

  /**
   * Marks the trip Paid (guarded: only while Unpaid) with its date and stored pay mode; a paid
   * cancellation fee (`endsCancelled`) ends the trip as `paid_cancel`, the system's move from the
   * statuses lifecycle.ts allows. Returns whether it changed.
   */
  async markTripPaid(
    db: DbOrTrx,
    tripId: number,
    change: { storedMode: string; now: number; endsCancelled?: boolean },
  ): Promise<boolean> {
    const paid = {
      trip_pay_status: 'Paid',
      trip_pay_date: change.now,
      trip_pay_mode: change.storedMode,
      pay_claimed_at: null,
      updated_at: change.now,
    };
    if (change.endsCancelled) {
      const move = { from: sourcesOf('paid_cancel', 'system'), to: 'paid_cancel' } as const;
      return tripStatusRepo.change(
        db,
        tripId,
        {
          ...move,
          actor: 'system',
          at: change.now,
          also: (query) => query.where((eb) => payStateIn(eb, PAY_MOVES.pay.from, {})),
        },
        paid,
      );
    }
    const result = await db
      .updateTable('trips')
      .set((eb) => ({ ...paid, version: eb('version', '+', 1) }))
      .where('trip_id', '=', tripId)
      .where((eb) => payStateIn(eb, PAY_MOVES.pay.from, {}))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async setTripCard(db: DbOrTrx, tripId: number, paymentCardId: string | null): Promise<void> {
    await db
      .updateTable('trips')
      .set((eb) => ({ payment_card_id: paymentCardId, version: eb('version', '+', 1) }))
      .where('trip_id', '=', tripId)
      .execute();
  },

  async setTripIntent(db: DbOrTrx, tripId: number, intentId: string): Promise<void> {
    await db
      .updateTable('trips')
      .set((eb) => ({ payment_intent_id: intentId, version: eb('version', '+', 1) }))
      .where('trip_id', '=', tripId)
      .execute();
  },

  // ------------------------------------------------------------ the trip's tip (tips.ts)

  /**
   * Claims the trip for one card charge of its tip: only while no tip was paid and no other claim
   * younger than the TTL holds it, so that of concurrent tips exactly one is charged.
   */
  async claimTip(db: DbOrTrx, tripId: number, now: number): Promise<boolean> {
    const result = await db
      .updateTable('trips')
      .set((eb) => ({ tip_claimed_at: now, version: eb('version', '+', 1) }))
      .where('trip_id', '=', tripId)
      .where((eb) => tipStateIn(eb, TIP_MOVES.claim.from, { now }))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Gives the tip claim up (the card failed), only if it is still this one. */
  async releaseTipClaim(db: DbOrTrx, tripId: number, claimedAt: number): Promise<void> {
    await db
      .updateTable('trips')
      .set((eb) => ({ tip_claimed_at: null, version: eb('version', '+', 1) }))
      .where('trip_id', '=', tripId)
      .where((eb) => tipStateIn(eb, TIP_MOVES.release.from, { claimedAt }))
      .execute();
  },

  /** Releases any tip claim (a failed tip charge the webhook reports). */
  async releaseAnyTipClaim(db: DbOrTrx, tripId: number): Promise<void> {
    await db
      .updateTable('trips')
      .set((eb) => ({ tip_claimed_at: null, version: eb('version', '+', 1) }))
      .where('trip_id', '=', tripId)
      .where((eb) => tipStateIn(eb, TIP_MOVES.releaseAny.from, {}))
      .execute();
  },

  /**
   * Records the tip on the trip, once: guarded on a completed, paid trip with no tip yet (and,
   * for a tip that was not charged under a claim, on no card tip of it being charged). Returns
   * whether it changed.
   */
  async markTipPaid(
    db: DbOrTrx,
    tripId: number,
    tip: { amount: number; percent: number | null; now: number; unclaimed: boolean },
  ): Promise<boolean> {
    const move = tip.unclaimed ? TIP_MOVES.tipFromWallet : TIP_MOVES.tipCharged;
    const result = await db
      .updateTable('trips')
      .set((eb) => ({
        tip_amount: tip.amount,
        tip_percent: tip.percent,
        tip_paid_at: tip.now,
        tip_claimed_at: null,
        updated_at: tip.now,
        version: eb('version', '+', 1),
      }))
      .where('trip_id', '=', tripId)
      .where('trip_status', '=', 'completed')
      .where((eb) => payStateIn(eb, ['paid'], {}))
      .where((eb) => tipStateIn(eb, move.from, { now: tip.now }))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
});

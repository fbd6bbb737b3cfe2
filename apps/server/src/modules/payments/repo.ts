import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { PaymentsTable } from '../../db/schema.ts';
import { PAY_CLAIM_TTL_MS } from './rules.ts';
import { findByKey } from '../../db/find-by-key.ts';

export type NewPayment = Insertable<PaymentsTable>;

/**
 * Saved cards, payment records, the wallet, the trip's payment claim and its tip: the module's only
 * SQL.
 */
export const paymentsRepo = Object.freeze({
  // ------------------------------------------------------------ riders (customer, wallet)

  async rider(db: DbOrTrx, userId: number) {
    return db
      .selectFrom('users')
      .select(['user_id', 'first_name', 'last_name', 'phone_code', 'phone', 'u_wallet'])
      .select('stripe_customer_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  /** Stores the rider's gateway customer unless one was stored meanwhile; returns the stored one. */
  async setCustomerOnce(db: DbOrTrx, userId: number, customerId: string): Promise<string | null> {
    await db
      .updateTable('users')
      .set({ stripe_customer_id: customerId })
      .where('user_id', '=', userId)
      .where('stripe_customer_id', 'is', null)
      .execute();
    const row = await db
      .selectFrom('users')
      .select('stripe_customer_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.stripe_customer_id ?? null;
  },

  /** Takes `amount` cents from the wallet only if it holds them; the new balance, or undefined. */
  async debitWallet(db: DbOrTrx, userId: number, amount: number): Promise<number | undefined> {
    const row = await db
      .updateTable('users')
      .set((eb) => ({ u_wallet: eb('u_wallet', '-', amount) }))
      .where('user_id', '=', userId)
      .where('u_wallet', '>=', amount)
      .returning('u_wallet')
      .executeTakeFirst();
    return row?.u_wallet;
  },

  async creditWallet(db: DbOrTrx, userId: number, amount: number): Promise<number> {
    const row = await db
      .updateTable('users')
      .set((eb) => ({ u_wallet: eb('u_wallet', '+', amount) }))
      .where('user_id', '=', userId)
      .returning('u_wallet')
      .executeTakeFirstOrThrow();
    return row.u_wallet;
  },

  async addLedgerEntry(
    db: DbOrTrx,
    entry: {
      userId: number;
      amount: number;
      balanceAfter: number;
      reason: string;
      paymentId: number | null;
      tripId: number | null;
      now: number;
      /** A support correction's key: false (nothing written) when the key has an entry already. */
      idempotencyKey?: string;
    },
  ): Promise<boolean> {
    const inserted = await db
      .insertInto('wallet_ledger')
      .values({
        user_id: entry.userId,
        amount: entry.amount,
        balance_after: entry.balanceAfter,
        reason: entry.reason,
        payment_id: entry.paymentId,
        trip_id: entry.tripId,
        created_at: entry.now,
        idempotency_key: entry.idempotencyKey ?? null,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('entry_id')
      .executeTakeFirst();
    return inserted !== undefined;
  },

  async ledgerEntryByKey(db: DbOrTrx, idempotencyKey: string) {
    return findByKey(db, 'wallet_ledger', 'idempotency_key', idempotencyKey);
  },

  /**
   * The currency of the rider's wallet: their latest trip's city's gateway currency, else the
   * first active city's.
   */
  async walletCurrency(db: DbOrTrx, userId: number): Promise<string> {
    const latest = await db
      .selectFrom('trips as t')
      .innerJoin('cities as c', 'c.city_id', 't.city_id')
      .select('c.pg_cur')
      .where('t.user_id', '=', userId)
      .orderBy('t.trip_id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (latest) return latest.pg_cur;
    const first = await db
      .selectFrom('cities')
      .select('pg_cur')
      .where('is_active', '=', 1)
      .orderBy('city_id')
      .limit(1)
      .executeTakeFirst();
    return first?.pg_cur ?? 'CAD';
  },

  async cityCurrency(db: DbOrTrx, cityId: number): Promise<string | undefined> {
    const row = await db
      .selectFrom('cities')
      .select('pg_cur')
      .where('city_id', '=', cityId)
      .executeTakeFirst();
    return row?.pg_cur;
  },

  // ------------------------------------------------------------ saved cards

  async cardsOf(db: DbOrTrx, userId: number) {
    return db
      .selectFrom('saved_cards')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('saved_card_id', 'desc')
      .execute();
  },

  async findCard(db: DbOrTrx, paymentMethodId: string) {
    return findByKey(db, 'saved_cards', 'payment_method_id', paymentMethodId);
  },

  /** Saves a card once (the same payment method saved again changes nothing). */
  async saveCard(
    db: DbOrTrx,
    card: {
      userId: number;
      paymentMethodId: string;
      brand: string;
      last4: string;
      expMonth: number;
      expYear: number;
      now: number;
    },
  ): Promise<void> {
    await db
      .insertInto('saved_cards')
      .values({
        user_id: card.userId,
        payment_method_id: card.paymentMethodId,
        brand: card.brand,
        last4: card.last4,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        created_at: card.now,
      })
      .onConflict((oc) => oc.column('payment_method_id').doNothing())
      .execute();
  },

  async deleteCard(db: DbOrTrx, userId: number, paymentMethodId: string): Promise<void> {
    await db
      .deleteFrom('saved_cards')
      .where('user_id', '=', userId)
      .where('payment_method_id', '=', paymentMethodId)
      .execute();
  },

  // ------------------------------------------------------------ the trip's payment claim

  /**
   * Claims the trip for one card payment: only while it is Unpaid and no other claim younger
   * than the TTL holds it, so that exactly one of concurrent callers wins.
   */
  async claimTrip(db: DbOrTrx, tripId: number, now: number): Promise<boolean> {
    const result = await db
      .updateTable('trips')
      .set((eb) => ({ pay_claimed_at: now, version: eb('version', '+', 1) }))
      .where('trip_id', '=', tripId)
      .where('trip_pay_status', '=', 'Unpaid')
      .where((eb) =>
        eb.or([
          eb('pay_claimed_at', 'is', null),
          eb('pay_claimed_at', '<', now - PAY_CLAIM_TTL_MS),
        ]),
      )
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
      .where('trip_pay_status', '=', 'Unpaid')
      .where('pay_claimed_at', '=', claimedAt)
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
      .where('pay_claimed_at', '=', claimedAt)
      .execute();
  },

  /** Releases any claim (a failed 3-D Secure the webhook reports). */
  async releaseAnyClaim(db: DbOrTrx, tripId: number): Promise<void> {
    await db
      .updateTable('trips')
      .set((eb) => ({ pay_claimed_at: null, version: eb('version', '+', 1) }))
      .where('trip_id', '=', tripId)
      .where('trip_pay_status', '=', 'Unpaid')
      .execute();
  },

  /**
   * Marks the trip Paid (guarded: only while Unpaid) with its date and stored pay mode; a paid
   * cancellation fee ends the trip as `paid_cancel`. Returns whether it changed.
   */
  async markTripPaid(
    db: DbOrTrx,
    tripId: number,
    change: { storedMode: string; now: number; status?: string },
  ): Promise<boolean> {
    const result = await db
      .updateTable('trips')
      .set((eb) => ({
        trip_pay_status: 'Paid',
        trip_pay_date: change.now,
        trip_pay_mode: change.storedMode,
        pay_claimed_at: null,
        ...(change.status ? { trip_status: change.status } : {}),
        updated_at: change.now,
        version: eb('version', '+', 1),
      }))
      .where('trip_id', '=', tripId)
      .where('trip_pay_status', '=', 'Unpaid')
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
      .where('tip_paid_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('tip_claimed_at', 'is', null),
          eb('tip_claimed_at', '<', now - PAY_CLAIM_TTL_MS),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Gives the tip claim up (the card failed), only if it is still this one. */
  async releaseTipClaim(db: DbOrTrx, tripId: number, claimedAt: number): Promise<void> {
    await db
      .updateTable('trips')
      .set((eb) => ({ tip_claimed_at: null, version: eb('version', '+', 1) }))
      .where('trip_id', '=', tripId)
      .where('tip_claimed_at', '=', claimedAt)
      .execute();
  },

  /** Releases any tip claim (a failed tip charge the webhook reports). */
  async releaseAnyTipClaim(db: DbOrTrx, tripId: number): Promise<void> {
    await db
      .updateTable('trips')
      .set((eb) => ({ tip_claimed_at: null, version: eb('version', '+', 1) }))
      .where('trip_id', '=', tripId)
      .where('tip_paid_at', 'is', null)
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
    let query = db
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
      .where('trip_pay_status', '=', 'Paid')
      .where('tip_paid_at', 'is', null);
    if (tip.unclaimed) {
      query = query.where((eb) =>
        eb.or([
          eb('tip_claimed_at', 'is', null),
          eb('tip_claimed_at', '<', tip.now - PAY_CLAIM_TTL_MS),
        ]),
      );
    }
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  // ------------------------------------------------------------ payment records

  /** The succeeded payment that settled the trip (its fare or fee), if any. */
  async tripSettlement(db: DbOrTrx, tripId: number) {
    return findByKey(db, 'payments', 'settles_trip_id', tripId);
  },

  /** The succeeded payment of the trip's tip, if any. */
  async tipPayment(db: DbOrTrx, tripId: number) {
    return db
      .selectFrom('payments')
      .selectAll()
      .where('trip_id', '=', tripId)
      .where('kind', '=', 'tip')
      .where('status', '=', 'succeeded')
      .orderBy('payment_id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  /** Inserts a payment record; undefined when a unique key says it is recorded already. */
  async insertPayment(db: DbOrTrx, row: NewPayment): Promise<number | undefined> {
    const inserted = await db
      .insertInto('payments')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .returning('payment_id')
      .executeTakeFirst();
    return inserted?.payment_id;
  },

  async findSettledByIntent(db: DbOrTrx, intentId: string) {
    return findByKey(db, 'payments', 'settles_intent_id', intentId);
  },
});

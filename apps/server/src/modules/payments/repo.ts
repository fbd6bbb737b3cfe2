import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { PaymentsTable } from '../../db/schema.ts';
import { findByKey } from '../../db/find-by-key.ts';

export type NewPayment = Insertable<PaymentsTable>;

/** A support credit above this (cents) waits for approval where no city says otherwise. */
const DEFAULT_WALLET_CREDIT_LIMIT = 10_000;

/**
 * Saved cards, payment records and the wallet: the module's only SQL. The trip's payment and tip
 * claims and its paid marks are columns of `trips`, written by the ride (ride/trip-payment-repo.ts).
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
  /**
   * The city a rider's wallet answers to, as for its currency: its latest trip's city, else the
   * first active city; its currency and its limit of a support credit (cents).
   */
  async walletCityRule(
    db: DbOrTrx,
    userId: number,
  ): Promise<{ currency: string; creditLimit: number }> {
    const columns = ['c.pg_cur', 'c.wallet_credit_limit'] as const;
    const row =
      (await db
        .selectFrom('trips as t')
        .innerJoin('cities as c', 'c.city_id', 't.city_id')
        .select(columns)
        .where('t.user_id', '=', userId)
        .orderBy('t.trip_id', 'desc')
        .limit(1)
        .executeTakeFirst()) ??
      (await db
        .selectFrom('cities as c')
        .select(columns)
        .where('c.is_active', '=', 1)
        .orderBy('c.city_id')
        .limit(1)
        .executeTakeFirst());
    return {
      currency: row?.pg_cur ?? 'CAD',
      creditLimit: Number(row?.wallet_credit_limit ?? DEFAULT_WALLET_CREDIT_LIMIT),
    };
  },

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

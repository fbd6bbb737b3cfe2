import { prepared } from '../../db/prepared.ts';
import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { PhoneCodesTable } from '../../db/schema.ts';

/** Looked up on every authenticated request, polls included (prepared once). */
const selectSession = prepared(
  (db, tokenHash: string) =>
    db
      .selectFrom('sessions')
      .select(['session_id', 'user_id', 'driver_id', 'last_seen_at', 'ended_at'])
      .where('token_hash', '=', tokenHash),
  [''],
);

export const authRepo = Object.freeze({
  async insertCode(db: DbOrTrx, row: Insertable<PhoneCodesTable>): Promise<number> {
    const inserted = await db
      .insertInto('phone_codes')
      .values(row)
      .returning('phone_code_id')
      .executeTakeFirstOrThrow();
    return inserted.phone_code_id;
  },

  /** Codes sent to a phone, and the phones an address asked codes for, since a time (code-limits.ts). */
  async codeHistorySince(
    db: DbOrTrx,
    q: { phone_code: string; phone: string; purpose: string; ip: string; since: number },
  ) {
    const [toPhone, fromIp] = await Promise.all([
      // codes of the same purpose only: a registration code asked for someone's number never
      // holds back their login code (issue 31 point 4)
      db
        .selectFrom('phone_codes')
        .select(['created_at', 'consumed_at'])
        .where('phone_code', '=', q.phone_code)
        .where('phone', '=', q.phone)
        .where('purpose', '=', q.purpose)
        .where('created_at', '>', q.since)
        .execute(),
      db
        .selectFrom('phone_codes')
        .select(['phone_code', 'phone'])
        .distinct()
        .where('ip', '=', q.ip)
        .where('created_at', '>', q.since)
        .execute(),
    ]);
    return { toPhone, phonesFromIp: fromIp.map((row) => `${row.phone_code}${row.phone}`) };
  },

  async latestCode(db: DbOrTrx, q: { phone_code: string; phone: string; purpose: string }) {
    return db
      .selectFrom('phone_codes')
      .selectAll()
      .where('phone_code', '=', q.phone_code)
      .where('phone', '=', q.phone)
      .where('purpose', '=', q.purpose)
      .orderBy('phone_code_id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  /** The newest code still waiting to be used: while the phone must wait, the code step goes on with it. */
  async latestOpenCode(db: DbOrTrx, q: { phone_code: string; phone: string; purpose: string }) {
    return db
      .selectFrom('phone_codes')
      .select(['phone_code_id', 'created_at', 'expires_at'])
      .where('phone_code', '=', q.phone_code)
      .where('phone', '=', q.phone)
      .where('purpose', '=', q.purpose)
      .where('consumed_at', 'is', null)
      .orderBy('phone_code_id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  /**
   * Counts one caller's try at a code (code_tries, one counter per caller key); guarded so that
   * concurrent tries cannot exceed `maxTries`. Returns the caller's tries with this one, or null
   * when the caller had none left.
   */
  async countTry(
    db: DbOrTrx,
    q: { id: number; caller: string; maxTries: number },
  ): Promise<number | null> {
    await db
      .insertInto('code_tries')
      .values({ phone_code_id: q.id, caller: q.caller })
      .onConflict((oc) => oc.columns(['phone_code_id', 'caller']).doNothing())
      .execute();
    const counted = await db
      .updateTable('code_tries')
      .set((eb) => ({ tries: eb('tries', '+', 1) }))
      .where('phone_code_id', '=', q.id)
      .where('caller', '=', q.caller)
      .where('tries', '<', q.maxTries)
      .returning('tries')
      .executeTakeFirst();
    return counted?.tries ?? null;
  },

  /** The code's tries by every caller together (a record for the operator; limits are per caller). */
  async addToTotalTries(db: DbOrTrx, id: number): Promise<void> {
    await db
      .updateTable('phone_codes')
      .set((eb) => ({ tries: eb('tries', '+', 1) }))
      .where('phone_code_id', '=', id)
      .execute();
  },

  /** A caller's tries at a code so far. */
  async triesOf(db: DbOrTrx, id: number, caller: string): Promise<number> {
    const row = await db
      .selectFrom('code_tries')
      .select('tries')
      .where('phone_code_id', '=', id)
      .where('caller', '=', caller)
      .executeTakeFirst();
    return row?.tries ?? 0;
  },

  /** Codes of these purposes sent to a phone since a time (the back office's lock-out view). */
  async codesOfPhoneSince(
    db: DbOrTrx,
    q: { phone_code: string; phone: string; purposes: readonly string[]; since: number },
  ) {
    return db
      .selectFrom('phone_codes')
      .select(['purpose', 'created_at', 'consumed_at'])
      .where('phone_code', '=', q.phone_code)
      .where('phone', '=', q.phone)
      .where('purpose', 'in', q.purposes)
      .where('created_at', '>', q.since)
      .execute();
  },

  /**
   * Voids the phone's unused codes of these purposes (support clears a lock-out): marked used, so
   * they can no longer be typed and no longer space the next code out. How many it voided.
   */
  async voidOpenCodes(
    db: DbOrTrx,
    q: { phone_code: string; phone: string; purposes: readonly string[]; now: number },
  ): Promise<number> {
    const result = await db
      .updateTable('phone_codes')
      .set({ consumed_at: q.now })
      .where('phone_code', '=', q.phone_code)
      .where('phone', '=', q.phone)
      .where('purpose', 'in', q.purposes)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /** Forgets a code that could not be sent (issue 31 point 8), so it holds nothing back. */
  async deleteCode(db: DbOrTrx, id: number): Promise<void> {
    await db.deleteFrom('phone_codes').where('phone_code_id', '=', id).execute();
  },

  /** Marks a code used; only one caller can consume it. */
  async consumeCode(db: DbOrTrx, id: number, now: number): Promise<boolean> {
    const res = await db
      .updateTable('phone_codes')
      .set({ consumed_at: now })
      .where('phone_code_id', '=', id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  /** A rider's session (user_id) or a driver's (driver_id). */
  async insertSession(
    db: DbOrTrx,
    row: { token_hash: string; user_id?: number; driver_id?: number; now: number },
  ) {
    await db
      .insertInto('sessions')
      .values({
        token_hash: row.token_hash,
        user_id: row.user_id ?? null,
        driver_id: row.driver_id ?? null,
        created_at: row.now,
        last_seen_at: row.now,
      })
      .execute();
  },

  async findSession(db: DbOrTrx, tokenHash: string) {
    const [session] = await selectSession(db, tokenHash);
    return session;
  },

  async touchSession(db: DbOrTrx, sessionId: number, now: number): Promise<void> {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now })
      .where('session_id', '=', sessionId)
      .execute();
  },

  async endSession(db: DbOrTrx, tokenHash: string, now: number): Promise<void> {
    await db
      .updateTable('sessions')
      .set({ ended_at: now })
      .where('token_hash', '=', tokenHash)
      .where('ended_at', 'is', null)
      .execute();
  },
});

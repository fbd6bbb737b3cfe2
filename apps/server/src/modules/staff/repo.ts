import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import { insertReturningId } from '../../db/insert-returning-id.ts';
import type { StaffPasskeysTable, StaffTable } from '../../db/schema.ts';

export type StaffRow = Selectable<StaffTable>;
export type PasskeyRow = Selectable<StaffPasskeysTable>;

/** Staff accounts, their sessions, passkeys and WebAuthn challenges: the module's only SQL. */
export const staffRepo = Object.freeze({
  async insert(db: DbOrTrx, row: Insertable<StaffTable>): Promise<number> {
    return insertReturningId(db, 'staff', row, 'staff_id');
  },

  byEmail(db: DbOrTrx, email: string): Promise<StaffRow | undefined> {
    return db.selectFrom('staff').selectAll().where('email', '=', email).executeTakeFirst();
  },

  byId(db: DbOrTrx, staffId: number): Promise<StaffRow | undefined> {
    return db.selectFrom('staff').selectAll().where('staff_id', '=', staffId).executeTakeFirst();
  },

  list(db: DbOrTrx): Promise<Array<StaffRow & { passkeys: number }>> {
    return db
      .selectFrom('staff')
      .selectAll('staff')
      .select((eb) =>
        eb
          .selectFrom('staff_passkeys')
          .whereRef('staff_passkeys.staff_id', '=', 'staff.staff_id')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('passkeys'),
      )
      .orderBy('staff.staff_id')
      .execute() as Promise<Array<StaffRow & { passkeys: number }>>;
  },

  // ------------------------------------------------------------ failed sign-ins (signin-limits.ts)

  /** Until when tries of `accountKey` from `address` wait (epoch ms), if they ever failed. */
  async blockedUntil(db: DbOrTrx, accountKey: string, address: string) {
    const row = await db
      .selectFrom('staff_signin_failures')
      .select('blocked_until')
      .where('account_key', '=', accountKey)
      .where('address', '=', address)
      .executeTakeFirst();
    return row ? Number(row.blocked_until) : undefined;
  },

  /**
   * Counts one more failure of `accountKey` from `address` in one statement (two at once both
   * count), starting again when the last was before `forgetBefore`; answers the count.
   */
  async addFailure(
    db: DbOrTrx,
    accountKey: string,
    address: string,
    now: number,
    forgetBefore: number,
  ): Promise<number> {
    const row = await db
      .insertInto('staff_signin_failures')
      .values({
        account_key: accountKey,
        address,
        failures: 1,
        last_failed_at: now,
        blocked_until: now,
      })
      .onConflict((oc) =>
        oc.columns(['account_key', 'address']).doUpdateSet((eb) => ({
          failures: eb
            .case()
            .when('staff_signin_failures.last_failed_at', '<', forgetBefore)
            .then(1)
            .else(eb('staff_signin_failures.failures', '+', 1))
            .end(),
          last_failed_at: now,
        })),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    return Number(row.failures);
  },

  async setBlockedUntil(db: DbOrTrx, accountKey: string, address: string, until: number) {
    await db
      .updateTable('staff_signin_failures')
      .set({ blocked_until: until })
      .where('account_key', '=', accountKey)
      .where('address', '=', address)
      .execute();
  },

  /** A sign-in succeeded from `address`: its failures are forgotten; so are everyone's old ones. */
  async clearFailures(db: DbOrTrx, accountKey: string, address: string, forgetBefore: number) {
    await db
      .deleteFrom('staff_signin_failures')
      .where((eb) =>
        eb.or([
          eb.and([eb('account_key', '=', accountKey), eb('address', '=', address)]),
          eb('last_failed_at', '<', forgetBefore),
        ]),
      )
      .execute();
  },

  /**
   * Records a successful sign-in at TOTP step `step` only if no later or equal step was used
   * (guarded: of two sign-ins with the same code, one wins). Optionally sets a new password.
   */
  async acceptSignIn(
    db: DbOrTrx,
    staffId: number,
    step: number,
    newPasswordHash?: string,
  ): Promise<boolean> {
    const result = await db
      .updateTable('staff')
      .set({
        totp_last_step: step,
        ...(newPasswordHash ? { password_hash: newPasswordHash, must_change_password: 0 } : {}),
      })
      .where('staff_id', '=', staffId)
      .where('totp_last_step', '<', step)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async setDisabled(db: DbOrTrx, staffId: number, disabled: boolean): Promise<void> {
    await db
      .updateTable('staff')
      .set({ disabled: disabled ? 1 : 0 })
      .where('staff_id', '=', staffId)
      .execute();
  },

  async setLanguage(db: DbOrTrx, staffId: number, language: string): Promise<void> {
    await db.updateTable('staff').set({ language }).where('staff_id', '=', staffId).execute();
  },

  // ------------------------------------------------------------ sessions

  async insertSession(db: DbOrTrx, tokenHash: string, staffId: number, now: number) {
    await db
      .insertInto('staff_sessions')
      .values({ token_hash: tokenHash, staff_id: staffId, created_at: now, last_seen_at: now })
      .execute();
  },

  /** The session's staff member while the session is live and the account enabled. */
  liveSession(db: DbOrTrx, tokenHash: string, idleSince: number, startedSince: number) {
    return db
      .selectFrom('staff_sessions')
      .innerJoin('staff', 'staff.staff_id', 'staff_sessions.staff_id')
      .selectAll('staff')
      .select(['staff_sessions.staff_session_id', 'staff_sessions.last_seen_at'])
      .where('staff_sessions.token_hash', '=', tokenHash)
      .where('staff_sessions.ended_at', 'is', null)
      .where('staff_sessions.last_seen_at', '>', idleSince)
      .where('staff_sessions.created_at', '>', startedSince)
      .where('staff.disabled', '=', 0)
      .executeTakeFirst();
  },

  async touchSession(db: DbOrTrx, sessionId: number, now: number): Promise<void> {
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now })
      .where('staff_session_id', '=', sessionId)
      .execute();
  },

  async endSession(db: DbOrTrx, tokenHash: string, now: number): Promise<void> {
    await db
      .updateTable('staff_sessions')
      .set({ ended_at: now })
      .where('token_hash', '=', tokenHash)
      .where('ended_at', 'is', null)
      .execute();
  },

  async endSessionsOf(db: DbOrTrx, staffId: number, now: number): Promise<void> {
    await db
      .updateTable('staff_sessions')
      .set({ ended_at: now })
      .where('staff_id', '=', staffId)
      .where('ended_at', 'is', null)
      .execute();
  },

  // ------------------------------------------------------------ passkeys and challenges

  passkeysOf(db: DbOrTrx, staffId: number): Promise<PasskeyRow[]> {
    return db.selectFrom('staff_passkeys').selectAll().where('staff_id', '=', staffId).execute();
  },

  passkey(db: DbOrTrx, credentialId: string): Promise<PasskeyRow | undefined> {
    return db
      .selectFrom('staff_passkeys')
      .selectAll()
      .where('credential_id', '=', credentialId)
      .executeTakeFirst();
  },

  async insertPasskey(db: DbOrTrx, row: Insertable<StaffPasskeysTable>): Promise<void> {
    await db.insertInto('staff_passkeys').values(row).execute();
  },

  /** Moves the signature counter forward only (a cloned authenticator's older counter fails). */
  async advanceCounter(db: DbOrTrx, credentialId: string, counter: number): Promise<void> {
    await db
      .updateTable('staff_passkeys')
      .set({ counter })
      .where('credential_id', '=', credentialId)
      .execute();
  },

  async insertChallenge(
    db: DbOrTrx,
    row: {
      challenge: string;
      purpose: 'register' | 'signin';
      staff_id: number | null;
      expires_at: number;
    },
  ): Promise<void> {
    await db.insertInto('staff_challenges').values(row).execute();
  },

  /** Takes a challenge once (deleted as it is read); undefined if unknown or expired. */
  async takeChallenge(db: DbOrTrx, challenge: string, purpose: 'register' | 'signin', now: number) {
    const row = await db
      .deleteFrom('staff_challenges')
      .where('challenge', '=', challenge)
      .where('purpose', '=', purpose)
      .returningAll()
      .executeTakeFirst();
    await db.deleteFrom('staff_challenges').where('expires_at', '<', now).execute();
    return row && row.expires_at >= now ? row : undefined;
  },
});

import type { DbOrTrx } from '../../db/database.ts';

/** Whose device: a rider's (`user_id`) or a driver's (`driver_id`). */
export type Owner = { kind: 'rider'; id: number } | { kind: 'driver'; id: number };

const ownerColumn = (kind: Owner['kind']) => (kind === 'rider' ? 'user_id' : 'driver_id');

export interface NewSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
  sessionId: number;
}

/** The queries of Web Push subscriptions (migration 033). */
export const webPushRepo = Object.freeze({
  /** The live session a token hash names (sessions are the auth module's; read only). */
  async liveSessionId(db: DbOrTrx, tokenHash: string): Promise<number | null> {
    const row = await db
      .selectFrom('sessions')
      .select('session_id')
      .where('token_hash', '=', tokenHash)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    return row?.session_id ?? null;
  },

  /**
   * The device's row, created or taken over: a browser has one endpoint per service worker, so
   * the same endpoint subscribing again (another person signed in on it, new keys, another
   * language) replaces what was there.
   */
  async save(db: DbOrTrx, owner: Owner, s: NewSubscription, now: number): Promise<void> {
    const values = {
      p256dh: s.p256dh,
      auth: s.auth,
      language: s.language,
      session_id: s.sessionId,
      user_id: owner.kind === 'rider' ? owner.id : null,
      driver_id: owner.kind === 'driver' ? owner.id : null,
    };
    await db
      .insertInto('push_subscriptions')
      .values({ endpoint: s.endpoint, created_at: now, ...values })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
      .execute();
  },

  /** The owner's device leaves (the "Notify me" switch turned off): only their own row. */
  async remove(db: DbOrTrx, owner: Owner, endpoint: string): Promise<boolean> {
    const result = await db
      .deleteFrom('push_subscriptions')
      .where('endpoint', '=', endpoint)
      .where(ownerColumn(owner.kind), '=', owner.id)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  },

  /** Subscriptions the push service said are gone (404/410). */
  async removeIds(db: DbOrTrx, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await db.deleteFrom('push_subscriptions').where('subscription_id', 'in', ids).execute();
  },

  /** Every device subscribed in the session of this token hash (its logout). */
  async removeBySession(db: DbOrTrx, tokenHash: string): Promise<void> {
    await db
      .deleteFrom('push_subscriptions')
      .where('session_id', 'in', (q) =>
        q.selectFrom('sessions').select('session_id').where('token_hash', '=', tokenHash),
      )
      .execute();
  },

  /**
   * The devices of these riders or drivers whose session is live (not ended, not idle since
   * `seenSince`), in one query however many owners a push goes to.
   */
  async live(db: DbOrTrx, kind: Owner['kind'], ids: readonly number[], seenSince: number) {
    if (ids.length === 0) return [];
    const column = ownerColumn(kind);
    return (
      db
        .selectFrom('push_subscriptions as p')
        .innerJoin('sessions as s', 's.session_id', 'p.session_id')
        .select([
          'p.subscription_id',
          'p.endpoint',
          'p.p256dh',
          'p.auth',
          'p.language',
          `p.${column} as owner_id`,
        ])
        .where(`p.${column}`, 'in', ids)
        // the session is still the owner's and live: a logged-out device hears nothing
        .whereRef(`s.${column}`, '=', `p.${column}`)
        .where('s.ended_at', 'is', null)
        .where('s.last_seen_at', '>=', seenSince)
        .execute()
    );
  },
});

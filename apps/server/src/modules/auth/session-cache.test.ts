import { describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createSession, driverOfToken, endSession, riderOfToken } from './service.ts';
import { cacheSessions, SessionCache, type CachedSession } from './session-cache.ts';

const live: CachedSession = {
  session_id: 1,
  user_id: 7,
  driver_id: null,
  last_seen_at: 1_000,
  ended_at: null,
};

describe('SessionCache', () => {
  it('keeps a live session for its time to live', () => {
    const cache = new SessionCache(5_000);
    cache.keep('h', live, 1_000, cache.readStarted());
    expect(cache.get('h', 5_999)).toBe(live);
    expect(cache.get('h', 6_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep an ended session', () => {
    const cache = new SessionCache();
    cache.keep('h', { ...live, ended_at: 900 }, 1_000, cache.readStarted());
    expect(cache.get('h', 1_000)).toBeUndefined();
  });

  it('does not keep a session read before a logout that came back after it', () => {
    const cache = new SessionCache();
    const started = cache.readStarted();
    cache.forget('h'); // the logout commits while the read is on its way
    cache.keep('h', live, 1_000, started);
    expect(cache.get('h', 1_000)).toBeUndefined();
  });

  it('updates a touched session and drops the oldest entry when full', () => {
    const cache = new SessionCache(60_000, 2);
    cache.keep('a', live, 1_000, cache.readStarted());
    cache.touched('a', 2_000);
    expect(cache.get('a', 2_000)?.last_seen_at).toBe(2_000);
    cache.keep('b', live, 1_000, cache.readStarted());
    cache.keep('c', live, 1_000, cache.readStarted());
    expect(cache.get('a', 2_000)).toBeUndefined();
    expect(cache.get('c', 2_000)).toBe(live);
  });

  it('off, keeps and answers nothing; switched either way, starts empty', () => {
    const cache = new SessionCache();
    cache.keep('a', live, 1_000, cache.readStarted());
    const started = cache.readStarted(); // a read on its way while the cache goes off
    cache.setActive(false);
    expect(cache.get('a', 1_000)).toBeUndefined();
    cache.keep('b', live, 1_000, cache.readStarted());
    expect(cache.size).toBe(0);
    cache.setActive(true);
    cache.keep('c', live, 1_000, started);
    expect(cache.get('c', 1_000)).toBeUndefined();
    cache.keep('c', live, 1_000, cache.readStarted());
    expect(cache.get('c', 1_000)).toBe(live);
  });

  it('forgets a session that ends here and tells onEnded', async () => {
    const cache = new SessionCache();
    const told: string[] = [];
    cache.onEnded = async (tokenHash) => {
      told.push(tokenHash);
    };
    cache.keep('a', live, 1_000, cache.readStarted());
    await cache.ended('a');
    expect(cache.get('a', 1_000)).toBeUndefined();
    expect(told).toEqual(['a']);
  });
});

async function insertUser(db: Db, now: number): Promise<number> {
  const user = await db
    .insertInto('users')
    .values({
      first_name: 'Ada',
      last_name: 'Cache',
      email: null,
      phone_code: '+1',
      phone: '5190000002',
      stripe_customer_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return user.user_id;
}

/** A database with one rider's session and `cache` attached, for one test. */
async function withCachedSession(
  cache: SessionCache,
  test: (session: { db: Db; token: string; userId: number; now: number }) => Promise<void>,
): Promise<void> {
  const db = createDatabase({ kind: 'sqlite-memory' });
  try {
    await migrateToLatest(db);
    const now = Date.now();
    const userId = await insertUser(db, now);
    const token = await createSession({ db, now: () => now }, userId);
    cacheSessions(db, cache);
    await test({ db, token, userId, now });
  } finally {
    await db.destroy();
  }
}

describe('session lookups with a session cache', () => {
  it('answer from the cache for its time to live', () =>
    withCachedSession(new SessionCache(10_000), async ({ db, token, userId, now }) => {
      expect(await riderOfToken(db, token, now)).toBe(userId);
      expect(await driverOfToken(db, token, now)).toBeNull();
      // Ended behind the service's back (as a reseed or an operator's SQL would): the cached
      // session answers until its time to live is over, without reading the table.
      await db.updateTable('sessions').set({ ended_at: now }).execute();
      expect(await riderOfToken(db, token, now + 9_999)).toBe(userId);
      expect(await riderOfToken(db, token, now + 10_000)).toBeNull();
    }));

  it('forget a session at logout: the next request is refused', () =>
    withCachedSession(new SessionCache(), async ({ db, token, userId, now }) => {
      expect(await riderOfToken(db, token, now)).toBe(userId);
      await endSession(db, token, now + 1);
      expect(await riderOfToken(db, token, now + 2)).toBeNull();
    }));
});

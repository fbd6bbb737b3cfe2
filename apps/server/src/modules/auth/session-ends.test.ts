import { afterEach, describe, expect, it, vi } from 'vitest';
import { openRedis, type RedisConnections } from '../../realtime/redis.ts';
import { dropPrefix, redisClient, redisUp, testRedis } from '../../../test/helpers/redis.ts';
import { SessionCache, type CachedSession } from './session-cache.ts';
import { shareSessionEnds, type SharedSessionEnds } from './session-ends.ts';

const session: CachedSession = {
  session_id: 1,
  user_id: 7,
  driver_id: null,
  last_seen_at: 0,
  ended_at: null,
};
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

/** One instance's side: its Redis connections, its cache, and the sharing between them. */
function instance(redis: { url: string; prefix: string }) {
  const connections: RedisConnections = openRedis(redis);
  const cache = new SessionCache();
  const shared: SharedSessionEnds = shareSessionEnds(connections, cache);
  closers.push(async () => {
    await shared.close();
    await connections.close();
  });
  return { cache, shared };
}

function keep(cache: SessionCache, tokenHash: string) {
  cache.keep(tokenHash, session, Date.now(), cache.readStarted());
}

describe.runIf(redisUp)('logouts shared between instances over Redis', () => {
  it('switches the cache on only once it listens, and tells every instance of a logout', async () => {
    const redis = testRedis();
    closers.push(() => dropPrefix(redis.prefix));
    const a = instance(redis);
    const b = instance(redis);
    expect(a.cache.isActive).toBe(false);
    await Promise.all([a.shared.ready(), b.shared.ready()]);
    expect(a.cache.isActive).toBe(true);

    keep(a.cache, 'hash-1');
    keep(b.cache, 'hash-1');
    keep(b.cache, 'hash-2');
    await a.cache.ended('hash-1');
    // once the logout is done, no instance holds the session any more: no waiting
    expect(a.cache.get('hash-1', Date.now())).toBeUndefined();
    expect(b.cache.get('hash-1', Date.now())).toBeUndefined();
    expect(b.cache.get('hash-2', Date.now())).toEqual(session); // only that one
  });

  it('empties the cache when its connection drops, and shares logouts again once back', async () => {
    const redis = testRedis();
    closers.push(() => dropPrefix(redis.prefix));
    const a = instance(redis);
    const b = instance(redis);
    await Promise.all([a.shared.ready(), b.shared.ready()]);
    keep(b.cache, 'hash-1');

    // cut b's subscription the way a network failure would
    const admin = redisClient();
    try {
      const ids = String(await admin.call('CLIENT', 'LIST'))
        .split('\n')
        .filter((line) => line.includes(`name=${redis.prefix}:sessions `))
        .map((line) => /id=(\d+)/.exec(line)![1]!);
      expect(ids).toHaveLength(2); // a's and b's
      for (const id of ids) await admin.call('CLIENT', 'KILL', 'ID', id);
    } finally {
      admin.disconnect();
    }
    await vi.waitFor(() => expect(b.cache.get('hash-1', Date.now())).toBeUndefined());
    await vi.waitFor(() => expect(b.cache.isActive).toBe(true), { timeout: 5_000 });

    keep(b.cache, 'hash-2');
    await a.cache.ended('hash-2');
    await vi.waitFor(() => expect(b.cache.get('hash-2', Date.now())).toBeUndefined());
  });
});

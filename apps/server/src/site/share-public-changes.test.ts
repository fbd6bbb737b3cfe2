import { afterEach, describe, expect, it } from 'vitest';
import { openRedis } from '../realtime/redis.ts';
import { dropPrefix, redisUp, testRedis } from '../../test/helpers/redis.ts';
import { PublicChanges } from './public-changes.ts';
import { sharePublicChanges } from './share-public-changes.ts';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

/** One instance's side: its Redis connections and its changes, shared over them. */
async function instance(redis: { url: string; prefix: string }) {
  const connections = openRedis(redis);
  const changes = new PublicChanges();
  const shared = sharePublicChanges(connections, changes);
  closers.push(async () => {
    await shared.close();
    await connections.close();
  });
  await shared.ready();
  let heard = 0;
  let next: (() => void) | undefined;
  changes.onChange(() => {
    heard += 1;
    next?.();
  });
  return {
    changes,
    heard: () => heard,
    /** Resolves on the next change this instance hears. */
    nextChange: () => new Promise<void>((resolve) => (next = resolve)),
  };
}

describe('public changes without Redis', () => {
  it('drop what this instance keeps, once a change', () => {
    const changes = new PublicChanges();
    let heard = 0;
    const stop = changes.onChange(() => (heard += 1));
    changes.changed();
    expect(heard).toBe(1);
    stop();
    changes.changed();
    expect(heard).toBe(1);
  });
});

describe.runIf(redisUp)('public changes shared between instances over Redis', () => {
  it('a change on one instance drops what every other keeps, and its own once', async () => {
    const redis = testRedis();
    closers.push(() => dropPrefix(redis.prefix));
    const a = await instance(redis);
    const b = await instance(redis);
    const c = await instance(redis);

    const heardByB = b.nextChange();
    const heardByC = c.nextChange();
    a.changes.changed();
    expect(a.heard()).toBe(1); // at once, before Redis answers
    await Promise.all([heardByB, heardByC]);
    expect([b.heard(), c.heard()]).toEqual([1, 1]);

    // A's own message came back to A before B's (one channel keeps its order): not a change
    const heardByA = a.nextChange();
    b.changes.changed();
    await heardByA;
    expect([a.heard(), b.heard()]).toEqual([2, 2]);
  });
});

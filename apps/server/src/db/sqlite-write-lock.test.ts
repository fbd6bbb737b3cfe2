import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from './database.ts';
import { isBusy, whenNotBusy } from './sqlite-write-lock.ts';

/**
 * Counts the event loop's turns (a 5 ms interval) while a write waits. Not a timing: a blocked
 * loop turns not at all, and could not run the timer that releases the other connection's lock.
 */
function watchLoop() {
  let turns = 0;
  const timer = setInterval(() => (turns += 1), 5);
  return {
    stop() {
      clearInterval(timer);
      return turns;
    },
  };
}

describe('the main connection of an SQLite file waits for the write lock without blocking the loop', () => {
  let dir: string;
  let db: Db;
  /** Another connection to the same file: another WORKERS process, a CLI, the bench. */
  let other: DatabaseSync;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fairfare-write-lock-'));
    const file = join(dir, 'db.sqlite');
    db = createDatabase({ kind: 'sqlite', file });
    await sql`create table t (n integer not null)`.execute(db);
    other = new DatabaseSync(file);
  });

  afterEach(async () => {
    other.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The other connection holds the write lock until a timer on this event loop releases it. */
  function otherHoldsWriteLockFor(ms: number) {
    other.exec('BEGIN IMMEDIATE');
    other.exec('INSERT INTO t (n) VALUES (1)');
    setTimeout(() => other.exec('COMMIT'), ms);
  }

  it('a write outside a transaction waits on timers and runs once the lock is free', async () => {
    otherHoldsWriteLockFor(100);
    const loop = watchLoop();
    await sql`insert into t (n) values (2)`.execute(db);
    // Before: busy_timeout slept inside SQLite on this loop, the release never came, and the
    // write failed after 5 s with "database is locked".
    expect(loop.stop()).toBeGreaterThan(0);
    const { rows } = await sql<{ n: number }>`select n from t order by n`.execute(db);
    expect(rows.map((r) => r.n)).toEqual([1, 2]);
  });

  it('a transaction waits for the lock when it begins, not at its first write', async () => {
    otherHoldsWriteLockFor(100);
    const loop = watchLoop();
    await db.transaction().execute(async (trx) => {
      await sql`insert into t (n) values (2)`.execute(trx);
    });
    expect(loop.stop()).toBeGreaterThan(0);
    const { rows } = await sql<{ n: number }>`select count(*) as n from t`.execute(db);
    expect(rows[0]?.n).toBe(2);
  });

  it('a transaction that reads first still writes when another connection tried to write meanwhile', async () => {
    other.exec('PRAGMA busy_timeout = 0');
    let otherRefused = false;
    await db.transaction().execute(async (trx) => {
      await sql`select count(*) from t`.execute(trx);
      // With a deferred BEGIN the other connection's write went in here, and the write below
      // then failed with SQLITE_BUSY (its snapshot was stale). The lock is held from BEGIN now.
      try {
        other.exec('INSERT INTO t (n) VALUES (1)');
      } catch (err) {
        otherRefused = isBusy(err);
      }
      await sql`insert into t (n) values (2)`.execute(trx);
    });
    expect(otherRefused).toBe(true);
    const { rows } = await sql<{ n: number }>`select n from t`.execute(db);
    expect(rows.map((r) => r.n)).toEqual([2]);
  });
});

describe('whenNotBusy', () => {
  const busy = Object.assign(new Error('database is locked'), { errcode: 5 });

  it('tries again while the database is busy, and gives up after the wait', async () => {
    let tries = 0;
    await expect(
      whenNotBusy(async () => {
        tries++;
        throw busy;
      }, 30),
    ).rejects.toBe(busy);
    expect(tries).toBeGreaterThan(2);
    let failing = 2;
    expect(
      await whenNotBusy(async () => {
        if (failing-- > 0) throw busy;
        return 'done';
      }),
    ).toBe('done');
  });

  it('does not retry other errors', async () => {
    let tries = 0;
    const other = new Error('no such table');
    await expect(
      whenNotBusy(async () => {
        tries++;
        throw other;
      }),
    ).rejects.toBe(other);
    expect(tries).toBe(1);
  });
});

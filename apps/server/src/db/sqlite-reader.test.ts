import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { prepared } from './prepared.ts';
import { committedReaderOf } from './sqlite-reader.ts';

const versionOf = prepared(
  (db, userId: number) =>
    db.selectFrom('users').select('trips_version').where('user_id', '=', userId),
  [0],
);

describe('prepared reads on an SQLite file go through the committed reader', () => {
  let dir: string;
  let db: Db;
  let userId: number;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fairfare-reader-'));
    db = createDatabase({ kind: 'sqlite', file: join(dir, 'db.sqlite') });
    await migrateToLatest(db);
    const now = Date.now();
    const user = await db
      .insertInto('users')
      .values({
        first_name: 'Ada',
        last_name: 'Reader',
        email: null,
        phone_code: '+1',
        phone: '5190000001',
        stripe_customer_id: null,
        created_at: now,
        updated_at: now,
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    userId = user.user_id;
  });

  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers what Kysely answers, from committed data', async () => {
    const viaKysely = await db
      .selectFrom('users')
      .select('trips_version')
      .where('user_id', '=', userId)
      .execute();
    expect(await versionOf(db, userId)).toEqual(viaKysely);
    await db.updateTable('users').set({ trips_version: 7 }).where('user_id', '=', userId).execute();
    expect(await versionOf(db, userId)).toEqual([{ trips_version: 7 }]);
  });

  it('is not queued behind an open transaction, and does not see its uncommitted writes', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const seenInside: unknown[] = [];
    const transaction = db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ trips_version: 5 })
        .where('user_id', '=', userId)
        .execute();
      seenInside.push(await versionOf(trx, userId)); // a transaction reads its own writes
      await held; // holds Kysely's only connection, as a slow transaction would
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Through Kysely this would wait for the commit and then answer 5.
    expect(await versionOf(db, userId)).toEqual([{ trips_version: 0 }]);
    release();
    await transaction;
    expect(seenInside).toEqual([[{ trips_version: 5 }]]);
    expect(await versionOf(db, userId)).toEqual([{ trips_version: 5 }]);
  });

  it('cannot write, and is closed with the database', async () => {
    const reader = committedReaderOf(db)!;
    expect(() => reader.all('DELETE FROM users', [])).toThrow(/readonly/i);
    await db.destroy();
    expect(() => reader.all('SELECT 1', [])).toThrow();
    db = createDatabase({ kind: 'sqlite', file: join(dir, 'db.sqlite') }); // for afterEach
  });

  it('leaves the database files settled once destroy resolves', async () => {
    await db.updateTable('users').set({ trips_version: 3 }).where('user_id', '=', userId).execute();
    await versionOf(db, userId);
    await db.destroy();
    // The last connection to close (the checkpointer's) folds the WAL back and removes it.
    expect(readdirSync(dir)).toEqual(['db.sqlite']);
    db = createDatabase({ kind: 'sqlite', file: join(dir, 'db.sqlite') }); // for afterEach
    expect(await versionOf(db, userId)).toEqual([{ trips_version: 3 }]);
  });

  it('closes the reader and the checkpointer even when no query went through Kysely', async () => {
    await db.destroy();
    db = createDatabase({ kind: 'sqlite', file: join(dir, 'db.sqlite') });
    expect(await versionOf(db, userId)).toEqual([{ trips_version: 0 }]); // the reader only
    await db.destroy(); // Kysely's own destroy does nothing here: it never started
    expect(readdirSync(dir)).toEqual(['db.sqlite']);
    db = createDatabase({ kind: 'sqlite', file: join(dir, 'db.sqlite') }); // for afterEach
  });

  it('is not used for in-memory databases or transactions', async () => {
    const memory = createDatabase({ kind: 'sqlite-memory' });
    expect(committedReaderOf(memory)).toBeUndefined();
    await memory.destroy();
    await db.transaction().execute(async (trx) => {
      expect(committedReaderOf(trx)).toBeUndefined();
    });
    expect(committedReaderOf(db)).toBeDefined();
  });
});

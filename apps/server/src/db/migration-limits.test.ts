import { DatabaseSync } from 'node:sqlite';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  databaseKinds,
  emptyPostgresSchema,
  TEST_DATABASE_URL,
} from '../../test/helpers/databases.ts';
import { createDatabase, type Db } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { MigrationFailedError } from './migration-failure.ts';
import type { Migration, MigrationList } from './migration-settings.ts';
import { createIndexConcurrently, type AnyDb } from './portable.ts';
import { wrap } from './sqlite-dialect.ts';

/**
 * The runner's limits (decision 051), with fixture migrations on a schema of the test's own:
 * a migration stuck behind a lock or running too long fails fast with its name, and one marked
 * `transaction: false` builds its index concurrently, so that writes go on meanwhile.
 */

/** A table of the fixtures' own, so that no test pays for the service's 19 migrations. */
const rides: readonly [string, Migration] = [
  '901_fixture_rides',
  {
    up: (db: AnyDb) =>
      db.schema
        .createTable('fixture_rides')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .execute(),
  },
];

/** 022's kind of index (one column of an existing table), built the new way. */
function indexOnName(settings: Migration['settings'] = {}): readonly [string, Migration] {
  return [
    '904_fixture_rides_name',
    {
      settings: { transaction: false, ...settings },
      up: (db: AnyDb) =>
        createIndexConcurrently(
          db,
          db.schema.createIndex('fixture_rides_name').unique().on('fixture_rides').column('name'),
        ),
    },
  ];
}

async function ownSchema(): Promise<{ db: AnyDb; other: () => AnyDb }> {
  const { schema, drop } = await emptyPostgresSchema();
  const target = { kind: 'postgres' as const, url: TEST_DATABASE_URL, schema };
  const made: Db[] = [];
  const open = () => {
    const db = createDatabase(target);
    made.push(db);
    return db;
  };
  onTestFinished(async () => {
    await Promise.all(made.map((db) => db.destroy()));
    await drop();
  });
  return { db: open() as AnyDb, other: () => open() as AnyDb };
}

/** Runs `work` in a transaction that stays open until the returned `end` is called. */
async function openTransaction(db: AnyDb, work: (trx: AnyDb) => Promise<unknown>) {
  let end: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (end = resolve));
  let started: () => void = () => undefined;
  const isStarted = new Promise<void>((resolve) => (started = resolve));
  const done = db.transaction().execute(async (trx) => {
    await work(trx);
    started();
    await ended;
  });
  await isStarted;
  return {
    end: async () => {
      end();
      await done;
    },
  };
}

async function appliedNames(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`SELECT name FROM schema_migrations ORDER BY name`.execute(db);
  return rows.map((r) => r.name);
}

describe.runIf(databaseKinds.includes('postgres'))('migration limits on postgres', () => {
  it('a migration blocked by a lock fails within its lock_timeout, names itself, applies nothing; deployed again later, it runs', async () => {
    const { db, other } = await ownSchema();
    await migrateToLatest(db, { migrations: [rides] });
    const addNote: readonly [string, Migration] = [
      '902_fixture_rides_note',
      {
        settings: { lockTimeoutMs: 300 },
        up: (trx: AnyDb) =>
          trx.schema.alterTable('fixture_rides').addColumn('note', 'text').execute(),
      },
    ];
    // A long transaction that read the table holds a lock the ALTER TABLE must wait for.
    const reader = await openTransaction(other(), (trx) =>
      trx.selectFrom('fixture_rides').selectAll().execute(),
    );
    onTestFinished(() => reader.end());
    const failure = await migrateToLatest(db, { migrations: [rides, addNote] }).catch(
      (err: unknown) => err,
    );
    await reader.end();

    expect(failure).toBeInstanceOf(MigrationFailedError);
    expect((failure as MigrationFailedError).code).toBe('55P03');
    expect((failure as Error).message).toMatch(
      /^migration 902_fixture_rides_note gave up waiting for a lock after 300 ms \(lock_timeout\).*rolled back, nothing of it applied/,
    );
    expect(await appliedNames(db)).toEqual(['901_fixture_rides']);
    const columns = await db.introspection.getTables();
    expect(columns.find((t) => t.name === 'fixture_rides')?.columns.map((c) => c.name)).toEqual([
      'id',
      'name',
    ]);

    await expect(migrateToLatest(db, { migrations: [rides, addNote] })).resolves.toEqual({
      applied: ['902_fixture_rides_note'],
      unknown: [],
    });
  });

  it('a migration running past its statement_timeout is cancelled with its name', async () => {
    const { db } = await ownSchema();
    const slow: readonly [string, Migration] = [
      '903_fixture_slow',
      {
        settings: { statementTimeoutMs: 200 },
        up: (trx: AnyDb) => sql`SELECT pg_sleep(5)`.execute(trx).then(() => undefined),
      },
    ];
    await expect(migrateToLatest(db, { migrations: [slow] })).rejects.toThrow(
      /^migration 903_fixture_slow ran longer than 200 ms \(statement_timeout\) and was cancelled/,
    );
    expect(await appliedNames(db)).toEqual([]);
  });

  it('a migration without settings runs under the default limits, not without any', async () => {
    const { db } = await ownSchema();
    const seen: Array<Record<string, string>> = [];
    const probe = (name: string, settings?: Migration['settings']): [string, Migration] => [
      name,
      {
        ...(settings ? { settings } : {}),
        up: async (trx: AnyDb) => {
          const { rows } = await sql<Record<string, string>>`
            SELECT current_setting('lock_timeout') AS lock, current_setting('statement_timeout') AS statement`.execute(
            trx,
          );
          seen.push(rows[0]!);
        },
      },
    ];
    await migrateToLatest(db, {
      migrations: [probe('905_in_transaction'), probe('906_outside', { transaction: false })],
    });
    expect(seen).toEqual([
      { lock: '5s', statement: '1min' },
      { lock: '5min', statement: '30min' },
    ]);
  });

  it('a migration marked transaction: false builds its index CONCURRENTLY: writes to the table go on while it waits', async () => {
    const { db, other } = await ownSchema();
    await migrateToLatest(db, { migrations: [rides] });
    // A transaction that wrote to the table is still open: any index build waits for it. A plain
    // CREATE INDEX would wait holding a lock that stops every other write; a concurrent one not.
    const writer = await openTransaction(other(), (trx) =>
      trx.insertInto('fixture_rides').values({ id: 1, name: 'first' }).execute(),
    );
    // (a failure must not leave the transaction open: the schema could not be dropped)
    onTestFinished(() => writer.end());
    const migrating = migrateToLatest(db, {
      migrations: [rides, indexOnName({ lockTimeoutMs: 15_000 })],
    });
    const watcher = other();
    await until(async () => {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE query ILIKE 'create unique index concurrently%' AND wait_event_type = 'Lock'`.execute(
        watcher,
      );
      return rows[0]!.n === 1;
    });
    // Another write meanwhile: it would queue behind a plain build; with its own short lock
    // time-out it fails instead of hanging should it be blocked.
    await watcher.connection().execute(async (conn) => {
      await sql`SET lock_timeout = '1s'`.execute(conn);
      await conn.insertInto('fixture_rides').values({ id: 2, name: 'second' }).execute();
    });
    await writer.end();
    await expect(migrating).resolves.toEqual({ applied: ['904_fixture_rides_name'], unknown: [] });
    expect(await indexState(db, 'fixture_rides_name')).toEqual({ valid: true });
  });

  it('a concurrent build that failed half-way leaves an invalid index, which running the migration again replaces', async () => {
    const { db } = await ownSchema();
    await migrateToLatest(db, { migrations: [rides] });
    await db
      .insertInto('fixture_rides')
      .values([
        { id: 1, name: 'same' },
        { id: 2, name: 'same' },
      ])
      .execute();
    await expect(migrateToLatest(db, { migrations: [rides, indexOnName()] })).rejects.toThrow(
      /^migration 904_fixture_rides_name failed: could not create unique index/,
    );
    expect(await indexState(db, 'fixture_rides_name')).toEqual({ valid: false });

    await db.updateTable('fixture_rides').set({ name: 'other' }).where('id', '=', 2).execute();
    await migrateToLatest(db, { migrations: [rides, indexOnName()] });
    expect(await indexState(db, 'fixture_rides_name')).toEqual({ valid: true });
  });
});

describe('migration limits on sqlite', () => {
  it('a migration marked transaction: false builds a plain index (SQLite has no concurrent build)', async () => {
    const raw = new DatabaseSync(':memory:');
    const db = new Kysely<never>({ dialect: new SqliteDialect({ database: wrap(raw) }) });
    try {
      const list: MigrationList = [rides, indexOnName()];
      await migrateToLatest(db as unknown as Db, { migrations: list });
      const index = raw
        .prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?")
        .get('fixture_rides_name') as { sql: string };
      expect(index.sql).toMatch(/^create unique index "fixture_rides_name" on "fixture_rides"/i);
    } finally {
      await db.destroy();
    }
  });
});

async function indexState(db: AnyDb, name: string): Promise<{ valid: boolean } | undefined> {
  const { rows } = await sql<{ valid: boolean }>`
    SELECT i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE c.relname = ${name} AND c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema())`.execute(
    db,
  );
  return rows[0];
}

/** Polls `check` until it holds (PostgreSQL tells no event when a backend starts waiting). */
async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

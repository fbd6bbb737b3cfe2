import { randomBytes } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { Kysely, SqliteDialect } from 'kysely';
import { inject } from 'vitest';
import { createDatabase, pgConnectionString, type Db } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { RESET_ORDER, seedDatabase } from '../../src/db/seed/seed.ts';
import { wrap } from '../../src/db/sqlite-dialect.ts';
import type { DB } from '../../src/db/schema.ts';
import type { DatabaseTarget } from '../../src/config.ts';

/**
 * Database tests run on SQLite always and on PostgreSQL too when one answers at
 * TEST_DATABASE_URL (default postgres://127.0.0.1:5432/test).
 *
 * Migrating and seeding is the dear part of a test's set-up (about 0.5 s on PostgreSQL), so it
 * is done once per worker, into a template, and each test gets a cheap copy:
 * - SQLite: the template is an in-memory database serialized to bytes; a test's database is a new
 *   in-memory database deserialized from them (well under a millisecond).
 * - PostgreSQL: each worker keeps a few migrated schemas; a test borrows one, which is emptied
 *   and refilled from the worker's template schema in one round trip (about 20 ms), and gives it
 *   back when it ends.
 * `isolatedDatabase` still gives a schema of its own, for tests that change the schema itself.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({
    connectionString: pgConnectionString(TEST_DATABASE_URL),
    connectionTimeoutMillis: 1500,
  });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const postgresUp = await postgresAnswers();
// CI sets REQUIRE_POSTGRES so that the PostgreSQL leg can never be skipped silently there.
if (!postgresUp && process.env.REQUIRE_POSTGRES === '1') {
  throw new Error(`PostgreSQL does not answer at ${TEST_DATABASE_URL}, and REQUIRE_POSTGRES=1`);
}

export const databaseKinds: Array<'sqlite' | 'postgres'> = postgresUp
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestDatabase {
  db: Db;
  target: DatabaseTarget;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Start from the demo seed (seedDatabase) instead of empty tables. */
  seeded?: boolean;
}

/** A migrated database of the given kind, empty or seeded, that no other test sees. */
export async function freshDatabase(
  kind: 'sqlite' | 'postgres',
  options: DatabaseOptions = {},
): Promise<TestDatabase> {
  return kind === 'sqlite' ? sqliteCopy(options) : postgresCopy(options);
}

// ------------------------------------------------------------------------------- SQLite

/**
 * The worker's templates, kept on globalThis so that they outlive a test file's module graph.
 * The seeded one is seeded once per worker: the seed's times hang off that moment, which only
 * tests that fix `now` themselves (and so seed themselves) could tell.
 */
interface SqliteImages {
  empty?: Promise<Uint8Array>;
  seeded?: Promise<Uint8Array>;
}
const images: SqliteImages = ((
  globalThis as { __ffSqliteImages?: SqliteImages }
).__ffSqliteImages ??= {});

function sqliteDb(raw: DatabaseSync): Db {
  raw.exec('PRAGMA foreign_keys = ON');
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: wrap(raw) }) });
}

async function buildImage(seeded: boolean): Promise<Uint8Array> {
  const raw = new DatabaseSync(':memory:');
  const db = sqliteDb(raw);
  await migrateToLatest(db);
  if (seeded) await seedDatabase(db);
  const image = raw.serialize();
  await db.destroy();
  return image;
}

async function sqliteCopy(options: DatabaseOptions): Promise<TestDatabase> {
  const key = options.seeded ? 'seeded' : 'empty';
  const image = await (images[key] ??= buildImage(key === 'seeded'));
  const raw = new DatabaseSync(':memory:');
  raw.deserialize(image);
  const db = sqliteDb(raw);
  return { db, target: { kind: 'sqlite-memory' }, close: () => db.destroy() };
}

// --------------------------------------------------------------------------- PostgreSQL

/**
 * Test schemas are named t_<creation time in seconds>_<run>_<random>: the run's global set-up
 * drops its own run's schemas when it ends, and older leftovers of interrupted runs when it
 * starts (see global-setup.ts), never the schemas of another run going on at the same time.
 */
function schemaName(): string {
  const run = inject('testRunId');
  return `t_${Math.floor(Date.now() / 1000)}_${run}_${randomBytes(4).toString('hex')}`;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface PostgresPool {
  admin?: pg.Pool;
  /** The worker's migrated + seeded schema that copies are refilled from, and its sequences. */
  template?: Promise<{ schema: string; sequences: string[] }>;
  /** Migrated schemas no test is using now. */
  idle: string[];
}
const pool: PostgresPool = ((globalThis as { __ffPostgresPool?: PostgresPool }).__ffPostgresPool ??=
  { idle: [] });

function admin(): pg.Pool {
  if (!pool.admin) {
    pool.admin = new pg.Pool({
      connectionString: pgConnectionString(TEST_DATABASE_URL),
      max: 2,
      // Idle connections must not keep a finished worker alive.
      allowExitOnIdle: true,
    });
  }
  return pool.admin;
}

async function migratedSchema(): Promise<string> {
  const schema = schemaName();
  await admin().query(`CREATE SCHEMA ${quote(schema)}`);
  const db = createDatabase({ kind: 'postgres', url: TEST_DATABASE_URL, schema });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  return schema;
}

function template(): Promise<{ schema: string; sequences: string[] }> {
  return (pool.template ??= (async () => {
    const schema = await migratedSchema();
    const db = createDatabase({ kind: 'postgres', url: TEST_DATABASE_URL, schema });
    try {
      await seedDatabase(db);
    } finally {
      await db.destroy();
    }
    const { rows } = await admin().query<{ relname: string }>(
      `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = $1 AND c.relkind = 'S'`,
      [schema],
    );
    return { schema, sequences: rows.map((r) => r.relname) };
  })());
}

/**
 * One script, one round trip: empty every table (children first), then for a seeded copy refill
 * them from the template (parents first) and set every sequence to the template's, so that ids
 * come out as they would after seedDatabase. DELETE beats TRUNCATE tenfold on tables this small.
 */
function resetScript(
  schema: string,
  seeded: boolean,
  tpl: { schema: string; sequences: string[] },
): string {
  const s = quote(schema);
  const t = quote(tpl.schema);
  const lines = RESET_ORDER.map((table) => `DELETE FROM ${s}.${quote(table)};`);
  if (seeded) {
    for (const table of [...RESET_ORDER].reverse()) {
      lines.push(`INSERT INTO ${s}.${quote(table)} SELECT * FROM ${t}.${quote(table)};`);
    }
  }
  for (const seq of tpl.sequences) {
    lines.push(
      seeded
        ? `SELECT setval('${s}.${quote(seq)}', last_value, is_called) FROM ${t}.${quote(seq)};`
        : `ALTER SEQUENCE ${s}.${quote(seq)} RESTART;`,
    );
  }
  return `BEGIN;\n${lines.join('\n')}\nCOMMIT;`;
}

async function postgresCopy(options: DatabaseOptions): Promise<TestDatabase> {
  const tpl = await template();
  const schema = pool.idle.pop() ?? (await migratedSchema());
  await admin().query(resetScript(schema, options.seeded === true, tpl));
  const target: DatabaseTarget = { kind: 'postgres', url: TEST_DATABASE_URL, schema };
  const db = createDatabase(target);
  let closed = false;
  return {
    db,
    target,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      pool.idle.push(schema);
    },
  };
}

/**
 * A migrated PostgreSQL schema (or SQLite database) of the test's own, dropped when it closes:
 * for tests that change the schema itself (migrations), which a borrowed schema must not see.
 */
export async function isolatedDatabase(kind: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'sqlite') return sqliteCopy({});
  const schema = await migratedSchema();
  const target: DatabaseTarget = { kind: 'postgres', url: TEST_DATABASE_URL, schema };
  const db = createDatabase(target);
  return {
    db,
    target,
    async close() {
      await db.destroy();
      await admin().query(`DROP SCHEMA ${quote(schema)} CASCADE`);
    },
  };
}

/**
 * An empty PostgreSQL schema of the test's own, for a service run as a process of its own, which
 * migrates and seeds it itself (its DATABASE_URL names the schema: `postgresUrlOf`). `drop` removes
 * it; the run's global teardown drops it too should a test not get that far.
 */
export async function emptyPostgresSchema(): Promise<{ schema: string; drop(): Promise<void> }> {
  const schema = schemaName();
  await admin().query(`CREATE SCHEMA ${quote(schema)}`);
  return {
    schema,
    drop: async () => void (await admin().query(`DROP SCHEMA ${quote(schema)} CASCADE`)),
  };
}

/**
 * TEST_DATABASE_URL with the schema as the connections' search_path (libpq's `options`), which
 * is how a DATABASE_URL can point a service at one schema.
 */
export function postgresUrlOf(schema: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

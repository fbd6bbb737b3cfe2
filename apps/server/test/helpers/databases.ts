import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { createDatabase, pgConnectionString, type Db } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import type { DatabaseTarget } from '../../src/config.ts';

/**
 * Database tests run on SQLite always and on PostgreSQL too when one answers at
 * TEST_DATABASE_URL (default postgres://127.0.0.1:5432/test). Each test gets a fresh database:
 * an in-memory SQLite, or its own PostgreSQL schema that is dropped afterwards.
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

/** A fresh, migrated database of the given kind. */
export async function freshDatabase(kind: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const target: DatabaseTarget = { kind: 'sqlite-memory' };
    const db = createDatabase(target);
    await migrateToLatest(db);
    return { db, target, close: () => db.destroy() };
  }
  // t_<creation time in seconds>_<random>: the global setup drops only old leftovers, so that
  // a run never removes the schemas of another run going on at the same time.
  const schema = `t_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  const admin = createDatabase({ kind: 'postgres', url: TEST_DATABASE_URL });
  await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin);
  const target: DatabaseTarget = { kind: 'postgres', url: TEST_DATABASE_URL, schema };
  const db = createDatabase(target);
  await migrateToLatest(db);
  return {
    db,
    target,
    async close() {
      await db.destroy();
      await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(admin);
      await admin.destroy();
    },
  };
}

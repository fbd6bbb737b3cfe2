import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import { onTestFinished } from 'vitest';
import { createDatabase, type Db } from '../../src/db/database.ts';
import { openSqlite, wrap } from '../../src/db/sqlite-dialect.ts';
import type { DB } from '../../src/db/schema.ts';
import { emptyPostgresSchema, postgresUrlOf, TEST_DATABASE_URL } from './databases.ts';

/**
 * A fresh database for the service run as a process (service-process.ts), which migrates and
 * seeds it on its first start and finds it again on the next: a SQLite file in a temporary
 * folder, or an empty PostgreSQL schema. Removed when the test ends, whatever its outcome.
 */
export interface ServiceDatabase {
  kind: 'sqlite' | 'postgres';
  /** DATABASE_URL for the service. */
  url: string;
  /** A folder of the test's own (the service's WEB_DIST_DIR: it needs no built site). */
  dir: string;
  /**
   * Runs `work` on a connection of the test's own (to add or check rows), closed when it is done:
   * none stays open while the service is killed, so that the restarted service finds the SQLite
   * file alone, as after a real crash.
   */
  query<T>(work: (db: Db) => Promise<T>): Promise<T>;
}

function closingAfter(open: () => Db) {
  return async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
    const db = open();
    try {
      return await work(db);
    } finally {
      await db.destroy();
    }
  };
}

export async function serviceDatabase(kind: 'sqlite' | 'postgres'): Promise<ServiceDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'ff-service-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  if (kind === 'sqlite') {
    const file = join(dir, 'fairfare.db');
    const open = () =>
      new Kysely<DB>({ dialect: new SqliteDialect({ database: wrap(openSqlite(file)) }) });
    return { kind, url: file, dir, query: closingAfter(open) };
  }
  const { schema, drop } = await emptyPostgresSchema();
  onTestFinished(drop);
  const open = () => createDatabase({ kind: 'postgres', url: TEST_DATABASE_URL, schema });
  return { kind, url: postgresUrlOf(schema), dir, query: closingAfter(open) };
}

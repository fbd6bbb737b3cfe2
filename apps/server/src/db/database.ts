import { mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname } from 'node:path';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';
import { nodeSqliteDialect } from './sqlite-dialect.ts';
import { attachCommittedReader, openCommittedReader } from './sqlite-reader.ts';
import type { DB } from './schema.ts';

export type Db = Kysely<DB>;
export type Trx = Transaction<DB>;
/** Repositories take either the database or an open transaction. */
export type DbOrTrx = Db | Trx;

// Epoch-millisecond times and counts are BIGINT in PostgreSQL; read them as numbers like SQLite does.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/**
 * libpq takes the operating-system user when a URL names none; node-postgres needs it spelled out
 * (it reads $USER, which a service manager or CI may not set).
 */
export function pgConnectionString(url: string): string {
  const parsed = new URL(url);
  if (!parsed.username) parsed.username = userInfo().username;
  return parsed.toString();
}

export function createDatabase(target: DatabaseTarget): Db {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: pgConnectionString(target.url),
      max: 10,
      ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
    });
    return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  }
  if (target.kind === 'sqlite-memory') {
    return new Kysely<DB>({ dialect: nodeSqliteDialect(':memory:') });
  }
  mkdirSync(dirname(target.file), { recursive: true });
  // The dialect opens (and creates) the file first; the hot reads then get their own connection.
  const dialect = nodeSqliteDialect(target.file, () => reader.close());
  const reader = openCommittedReader(target.file);
  const db = new Kysely<DB>({ dialect });
  attachCommittedReader(db, reader);
  return db;
}

export function dialectOf(target: DatabaseTarget): 'postgres' | 'sqlite' {
  return target.kind === 'postgres' ? 'postgres' : 'sqlite';
}

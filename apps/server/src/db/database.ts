import { mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname } from 'node:path';
import { Kysely, PostgresDialect, type KyselyConfig, type Transaction } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';
import { memorySqliteDialect, sqliteFile } from './sqlite-dialect.ts';
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
 * (it reads $USER, which a service manager or CI may not set). A URL without a host (a Unix
 * socket given as `?host=/var/run/postgresql`) cannot hold a user before an `@`, so the user goes
 * into the query as libpq's `user` parameter, which node-postgres reads too.
 */
export function pgConnectionString(url: string, osUser: string = userInfo().username): string {
  const parsed = new URL(url);
  if (parsed.username || parsed.searchParams.has('user')) return parsed.toString();
  if (parsed.host) parsed.username = osUser;
  else parsed.searchParams.set('user', osUser);
  return parsed.toString();
}

/** Changes each Kysely configuration made here: the metrics time queries and connection waits. */
export type KyselyConfigHook = (config: KyselyConfig) => KyselyConfig;

export function createDatabase(
  target: DatabaseTarget,
  hook: KyselyConfigHook = (config) => config,
): Db {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: pgConnectionString(target.url),
      max: 10,
      ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
    });
    return new Kysely<DB>(hook({ dialect: new PostgresDialect({ pool }) }));
  }
  if (target.kind === 'sqlite-memory') {
    return new Kysely<DB>(hook({ dialect: memorySqliteDialect() }));
  }
  mkdirSync(dirname(target.file), { recursive: true });
  // The main connection opens (and creates) the file first; the hot reads get their own.
  const file = sqliteFile(target.file);
  const reader = openCommittedReader(target.file);
  const db = new SqliteFileDb(hook({ dialect: file.dialect }), async () => {
    reader.close();
    await file.close();
  });
  attachCommittedReader(db, reader);
  return db;
}

/**
 * A file database whose destroy() also closes what Kysely does not own (the committed reader, the
 * checkpointer thread) and waits for it, so that nothing holds or rewrites the files afterwards.
 * Kysely's own destroy does nothing at all when no query ever ran through it.
 */
class SqliteFileDb extends Kysely<DB> {
  readonly #release: () => Promise<void>;

  constructor(config: KyselyConfig, release: () => Promise<void>) {
    super(config);
    this.#release = release;
  }

  override async destroy(): Promise<void> {
    await super.destroy();
    await this.#release();
  }
}

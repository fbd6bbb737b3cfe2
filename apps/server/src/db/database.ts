import { mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname } from 'node:path';
import { Kysely, PostgresDialect, type KyselyConfig, type Transaction } from 'kysely';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
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

export interface DatabaseOptions {
  /** Where connection errors go (PostgreSQL); they are only logged, never thrown. */
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** PostgreSQL: opening a connection, or waiting for a free one (DB_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  /** PostgreSQL: one statement (DB_QUERY_TIMEOUT_MS). */
  queryTimeoutMs?: number;
  /** Changes the Kysely configuration (metrics/db-metrics.ts). */
  hook?: KyselyConfigHook;
}

/** The defaults of DB_CONNECT_TIMEOUT_MS and DB_QUERY_TIMEOUT_MS (config.ts), for tools and tests. */
const DEFAULT_CONNECT_TIMEOUT_MS = 3000;
const DEFAULT_QUERY_TIMEOUT_MS = 5000;
/** queryTimeoutMs for a connection whose statements set their own time-outs (migrations). */
const NO_TIMEOUT = 0;
/** The client-side read time-out waits this much longer than the server's statement_timeout. */
const READ_TIMEOUT_GRACE_MS = 500;

type PostgresTarget = Extract<DatabaseTarget, { kind: 'postgres' }>;

/** Where each PostgreSQL Db of createDatabase connects, so that migrations can open their own. */
const postgresTargets = new WeakMap<Db, { target: PostgresTarget; connectTimeoutMs?: number }>();

export function createDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Db {
  const hook = options.hook ?? ((config: KyselyConfig) => config);
  if (target.kind === 'postgres') {
    const db = new Kysely<DB>(hook({ dialect: postgresDialect(target, options) }));
    postgresTargets.set(db, {
      target,
      ...(options.connectTimeoutMs === undefined
        ? {}
        : { connectTimeoutMs: options.connectTimeoutMs }),
    });
    return db;
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
 * The PostgreSQL pool, made to outlive the server (decision 025): a restart or a network cut
 * makes idle and checked-out clients emit 'error', which with no listener ends the process, so
 * both the pool and every client it opens get one; the next checkout opens a new connection.
 * Connection and statement time-outs make requests fail fast (503) while the server is down or
 * frozen: statement_timeout cancels a slow statement on the server, the client-side read
 * time-out (a little later) covers a server that does not answer at all.
 */
function postgresDialect(
  target: PostgresTarget,
  options: DatabaseOptions & { maxConnections?: number },
): PostgresDialect {
  const queryMs = options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: pgConnectionString(target.url),
    max: options.maxConnections ?? 10,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    ...(queryMs === NO_TIMEOUT
      ? {}
      : { statement_timeout: queryMs, query_timeout: queryMs + READ_TIMEOUT_GRACE_MS }),
    keepAlive: true,
  });
  const warn = (err: unknown, message: string) =>
    options.log ? options.log.warn({ err }, message) : console.warn(message, err);
  pool.on('error', (err) => warn(err, 'database: an idle connection failed'));
  pool.on('connect', (client) => {
    client.on('error', (err) => warn(err, 'database: a connection failed'));
  });
  return new PostgresDialect({ pool });
}

/**
 * One PostgreSQL connection for the migration runner, to the database `db` connects to, without
 * the service's per-query time-outs (DB_QUERY_TIMEOUT_MS and the client-side read time-out just
 * after it): a migration's statements run under the lock_timeout and statement_timeout of its own
 * settings instead (migrate.ts), and a concurrent index build may rightly take minutes. Null when
 * `db` is not a PostgreSQL database made by createDatabase. The caller destroys it.
 */
export function migrationSession(db: Db): Db | null {
  const made = postgresTargets.get(db);
  if (!made) return null;
  return new Kysely<DB>({
    dialect: postgresDialect(made.target, {
      ...(made.connectTimeoutMs === undefined ? {} : { connectTimeoutMs: made.connectTimeoutMs }),
      queryTimeoutMs: NO_TIMEOUT,
      maxConnections: 1,
    }),
  });
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

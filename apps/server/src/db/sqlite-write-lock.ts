import { setTimeout as sleep } from 'node:timers/promises';
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type SqliteDatabase,
} from 'kysely';

/**
 * How a file database's main connection waits for SQLite's write lock without blocking the event
 * loop (decision 021).
 *
 * node:sqlite is synchronous: with `busy_timeout`, a statement that finds another connection
 * holding the write lock (another WORKERS process, the bench's or a CLI's connection, the
 * checkpointer's final TRUNCATE) sleeps inside SQLite, on the event loop, for up to the timeout,
 * and nothing else in the process runs meanwhile. The main connection therefore runs with
 * `busy_timeout = 0`, and a statement that finds the database busy outside a transaction is
 * retried after a timer, so the loop keeps serving while it waits. Transactions begin with
 * `BEGIN IMMEDIATE`: they take the write lock at the start (waiting the same way), so no
 * statement inside one ever waits for it, and a transaction that read first can no longer fail
 * with SQLITE_BUSY when it writes after another process committed (a deferred `BEGIN` could).
 */
export const WRITE_LOCK_WAIT_MS = 5_000;

/** Waits between tries: short at first (a write holds the lock for well under a millisecond). */
const RETRY_DELAYS_MS = [1, 1, 2, 4, 8, 16];
const RETRY_DELAY_CAP_MS = 25;

const SQLITE_BUSY = 5;

/** SQLITE_BUSY and its extended codes (node:sqlite puts the code in `errcode`). */
export function isBusy(err: unknown): boolean {
  const code = (err as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && (code & 0xff) === SQLITE_BUSY;
}

/** Runs `attempt` until it does not fail with SQLITE_BUSY, waiting on timers between tries. */
export async function whenNotBusy<T>(
  attempt: () => Promise<T>,
  maxWaitMs = WRITE_LOCK_WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + maxWaitMs;
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (err) {
      if (!isBusy(err) || Date.now() >= deadline) throw err;
      await sleep(RETRY_DELAYS_MS[tries] ?? RETRY_DELAY_CAP_MS);
    }
  }
}

/** Kysely's SQLite driver with the waits above; Kysely still runs one query at a time. */
class WriteLockDriver extends SqliteDriver {
  #connection: DatabaseConnection | undefined;
  #inTransaction = false;

  override async acquireConnection(): Promise<DatabaseConnection> {
    if (!this.#connection) {
      const connection = await super.acquireConnection();
      this.#connection = {
        // Inside a transaction the lock is already held: nothing there waits for it.
        executeQuery: <R>(query: CompiledQuery): Promise<QueryResult<R>> =>
          this.#inTransaction
            ? connection.executeQuery<R>(query)
            : whenNotBusy(() => connection.executeQuery<R>(query)),
        streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
      };
    }
    return this.#connection;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    this.#inTransaction = true;
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
    this.#inTransaction = false;
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    this.#inTransaction = false;
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
}

/** The dialect of a file database's main connection (which must run with `busy_timeout = 0`). */
export class WriteLockSqliteDialect extends SqliteDialect {
  readonly #database: SqliteDatabase;

  constructor(database: SqliteDatabase) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): Driver {
    return new WriteLockDriver({ database: this.#database });
  }
}

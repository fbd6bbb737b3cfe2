import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { startCheckpointer } from './sqlite-checkpointer.ts';
import { WriteLockSqliteDialect } from './sqlite-write-lock.ts';

/** Prepared statements kept per connection; Kysely's queries are a small fixed set of texts. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SqliteDialect expects a better-sqlite3-like handle; node:sqlite is close enough that a
 * thin wrapper suffices, which keeps the embedded default free of native addons.
 *
 * Statements are prepared once per SQL text and reused (preparing cost more than running the
 * polled reads). Kysely runs one query at a time on this single connection, so a cached
 * statement is never in use twice; SQLite re-prepares it by itself after a schema change.
 */
export function wrap(db: DatabaseSync, cacheSize = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => {
      cache.clear();
      if (db.isOpen) db.close(); // Kysely's destroy, then the app's own close (sqliteFile)
    },
    prepare(sql: string): SqliteStatement {
      const cached = cache.get(sql);
      if (cached) {
        // least recently used first: move to the end
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const stmt = db.prepare(sql);
      const reader = stmt.columns().length > 0;
      type Param = SQLInputValue;
      const args = (params: ReadonlyArray<unknown>) => params as Param[];
      const statement: SqliteStatement = {
        reader,
        all: (params) => stmt.all(...args(params)),
        run: (params) => stmt.run(...args(params)),
        iterate: (params) => stmt.iterate(...args(params)),
      };
      if (cache.size >= cacheSize) cache.delete(cache.keys().next().value!);
      cache.set(sql, statement);
      return statement;
    },
  };
}

export function openSqlite(location: string): DatabaseSync {
  const db = new DatabaseSync(location);
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  if (location !== ':memory:') {
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = NORMAL');
  }
  return db;
}

export function memorySqliteDialect(): SqliteDialect {
  return new SqliteDialect({ database: wrap(openSqlite(':memory:')) });
}

/** A file database's dialect, and what closes everything it started. */
export interface SqliteFile {
  dialect: SqliteDialect;
  /**
   * Closes the connection (unless Kysely already has) and stops the checkpointer thread, waiting
   * for it: its connection is the last, and closing it folds the WAL back into the file.
   */
  close(): Promise<void>;
}

export function sqliteFile(location: string): SqliteFile {
  const db = openSqlite(location);
  // WAL checkpoints (and their fsyncs) run on a worker thread, not on the event loop.
  db.exec('PRAGMA wal_autocheckpoint = 0');
  // A busy database is waited for on timers, not inside SQLite on the event loop
  // (sqlite-write-lock.ts); transactions take the write lock when they begin.
  db.exec('PRAGMA busy_timeout = 0');
  const checkpointer = startCheckpointer(location);
  const database = wrap(db);
  return {
    dialect: new WriteLockSqliteDialect(database),
    async close() {
      database.close();
      await checkpointer.stop();
    },
  };
}

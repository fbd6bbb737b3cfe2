import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';

/**
 * Kysely's SqliteDialect expects a better-sqlite3-like handle; node:sqlite is close enough that a
 * thin wrapper suffices, which keeps the embedded default free of native addons.
 */
function wrap(db: DatabaseSync): SqliteDatabase {
  return {
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      const stmt = db.prepare(sql);
      const reader = stmt.columns().length > 0;
      type Param = SQLInputValue;
      const args = (params: ReadonlyArray<unknown>) => params as Param[];
      return {
        reader,
        all: (params) => stmt.all(...args(params)),
        run: (params) => stmt.run(...args(params)),
        iterate: (params) => stmt.iterate(...args(params)),
      };
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

export function nodeSqliteDialect(location: string): SqliteDialect {
  return new SqliteDialect({ database: wrap(openSqlite(location)) });
}

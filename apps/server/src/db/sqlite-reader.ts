import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';

/**
 * A second, read-only connection to an SQLite file for the hot point reads of db/prepared.ts
 * (the session and the rider's version, read on every poll).
 *
 * Kysely's SQLite driver has one connection behind a mutex: every query waits its turn, and a
 * transaction holds the connection across its awaits, so 3 500 polls a second queued behind each
 * offer's transaction and paid the driver's promise hops (about 4 µs a query). This connection
 * answers at once, synchronously, and sees only committed data (WAL gives each statement the
 * last committed snapshot), which is what a read outside a transaction should see anyway.
 * It is opened read-only, so nothing can write through it.
 */
export interface CommittedReader {
  all(sql: string, params: readonly unknown[]): unknown[];
  close(): void;
}

/** Statements kept; the prepared queries are a handful of fixed texts. */
const STATEMENT_CACHE_SIZE = 64;

export function openCommittedReader(file: string): CommittedReader {
  const db = new DatabaseSync(file, { readOnly: true });
  db.exec('PRAGMA busy_timeout = 5000');
  const statements = new Map<string, StatementSync>();
  return {
    all(sql, params) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = db.prepare(sql);
        statements.set(sql, statement);
      }
      return statement.all(...(params as SQLInputValue[]));
    },
    close() {
      statements.clear();
      if (db.isOpen) db.close();
    },
  };
}

const readers = new WeakMap<object, CommittedReader>();

/** Makes `reader` the committed reader of the database handle `db` (createDatabase does it). */
export function attachCommittedReader(db: object, reader: CommittedReader): void {
  readers.set(db, reader);
}

/**
 * The committed reader of this handle: only a file database's root handle has one; an open
 * transaction, PostgreSQL and in-memory SQLite do not (their reads go through Kysely).
 */
export function committedReaderOf(db: object): CommittedReader | undefined {
  return readers.get(db);
}

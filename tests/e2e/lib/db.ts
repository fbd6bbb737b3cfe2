import { DatabaseSync } from 'node:sqlite';

/** Reads the server's SQLite file read-only, the way a person checking the database would. */
export function queryDb<T = Record<string, unknown>>(
  dbFile: string,
  sql: string,
  ...params: Array<string | number>
): T[] {
  const db = new DatabaseSync(dbFile, { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

export function countRows(dbFile: string, table: string): number {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
  const [row] = queryDb<{ n: number }>(dbFile, `SELECT COUNT(*) AS n FROM ${table}`);
  return row?.n ?? 0;
}

import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Helpers that keep one set of migrations valid on SQLite and PostgreSQL (DESIGN §4: integer ids,
 * integer cents, epoch-ms bigints, 0/1 booleans, JSON as text).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema
export type AnyDb = Kysely<any>;

export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-generated integer primary key. */
export function autoId(db: AnyDb) {
  return (col: ColumnDefinitionBuilder) =>
    isPostgres(db)
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement();
}

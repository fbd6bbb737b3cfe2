import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../src/db/database.ts';
import type { DB } from '../../src/db/schema.ts';

/** Any table: rowWhere names its table and column as values; its signature checks them. */
type AnyTables = Record<string, Record<string, string | number>>;

/**
 * The row of `table` whose `column` (a key) is `value`, as the database holds it now, for tests
 * that check what a request stored. Throws when there is none.
 */
export async function rowWhere<T extends keyof DB>(
  db: Db,
  table: T,
  column: keyof DB[T] & string,
  value: string | number,
): Promise<Selectable<DB[T]>> {
  const row = await (db as unknown as Kysely<AnyTables>)
    .selectFrom(table)
    .selectAll()
    .where(column as string, '=', value)
    .executeTakeFirstOrThrow();
  return row as Selectable<DB[T]>;
}

export async function riderRow(db: Db, userId: number) {
  return rowWhere(db, 'users', 'user_id', userId);
}

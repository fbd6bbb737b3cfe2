import type { Selectable } from 'kysely';
import type { Db } from '../../src/db/database.ts';
import { findByKey } from '../../src/db/find-by-key.ts';
import type { DB } from '../../src/db/schema.ts';

/**
 * The row of `table` whose `column` (a key) is `value`, as the database holds it now, for tests
 * that check what a request stored. Throws when there is none.
 */
export async function rowWhere<
  T extends keyof DB & string,
  K extends keyof Selectable<DB[T]> & string,
>(db: Db, table: T, column: K, value: Selectable<DB[T]>[K]): Promise<Selectable<DB[T]>> {
  const row = await findByKey(db, table, column, value);
  if (!row) throw new Error(`no ${table} row with ${column} = ${String(value)}`);
  return row;
}

export async function riderRow(db: Db, userId: number) {
  return rowWhere(db, 'users', 'user_id', userId);
}

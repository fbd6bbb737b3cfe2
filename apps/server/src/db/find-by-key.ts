import type { ReferenceExpression, Selectable, SelectQueryBuilder } from 'kysely';
import type { DbOrTrx } from './database.ts';
import type { DB } from './schema.ts';

/**
 * The row of `table` whose `column` (a key: one row at most) is `value`, or undefined: the whole
 * of the repositories' `findById`-like functions.
 */
export async function findByKey<
  T extends keyof DB & string,
  K extends keyof Selectable<DB[T]> & string,
>(
  db: DbOrTrx,
  table: T,
  column: K,
  value: Selectable<DB[T]>[K],
): Promise<Selectable<DB[T]> | undefined> {
  // Kysely cannot see that a column of a table picked by a type parameter is one of its columns.
  const query = db.selectFrom(table).selectAll() as unknown as SelectQueryBuilder<DB, T, object>;
  const row = await query
    .where(column as ReferenceExpression<DB, T>, '=', value)
    .executeTakeFirst();
  return row as Selectable<DB[T]> | undefined;
}

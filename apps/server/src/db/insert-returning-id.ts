import type { Insertable, SelectExpression, Selectable } from 'kysely';
import type { DbOrTrx } from './database.ts';
import type { DB } from './schema.ts';

/**
 * Inserts one row and returns the id the database gave it (RETURNING works on SQLite and
 * PostgreSQL alike): the whole of the repositories' `insert` functions.
 */
export async function insertReturningId<
  T extends keyof DB & string,
  K extends keyof Selectable<DB[T]> & string,
>(db: DbOrTrx, table: T, row: Insertable<DB[T]>, idColumn: K): Promise<Selectable<DB[T]>[K]> {
  const inserted = await db
    .insertInto(table)
    .values(row)
    // Kysely cannot see that a column of a table picked by a type parameter is one of its columns.
    .returning(idColumn as SelectExpression<DB, T>)
    .executeTakeFirstOrThrow();
  return (inserted as Selectable<DB[T]>)[idColumn];
}

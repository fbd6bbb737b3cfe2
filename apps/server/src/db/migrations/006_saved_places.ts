import { autoId, type AnyDb } from '../portable.ts';

/**
 * Saved places (issue 14): each rider's Home, Work and up to 10 named favourites, offered first in
 * the booking's pickup and drop. The service keeps the limits inside a transaction; the partial
 * unique index makes "one Home and one Work per rider" hold even against a race. A favourite's
 * `name` is the rider's own; Home and Work store ''. `address` is the text a trip shows for the
 * place (as a booking's pickup or drop). Portable types.
 */
export async function up(db: AnyDb): Promise<void> {
  const dbl = 'double precision' as const;
  await db.schema
    .createTable('saved_places')
    .addColumn('saved_place_id', 'integer', autoId(db))
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull()) // home | work | favourite
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('lat', dbl, (c) => c.notNull())
    .addColumn('lng', dbl, (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saved_places_user')
    .on('saved_places')
    .columns(['user_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('saved_places_one_home_work')
    .on('saved_places')
    .columns(['user_id', 'kind'])
    .unique()
    .where('kind', '<>', 'favourite')
    .execute();
}

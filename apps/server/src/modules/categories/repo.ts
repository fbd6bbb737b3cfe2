import type { Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { CategoriesTable } from '../../db/schema.ts';

const staffColumns = [
  'category_id',
  'category_name',
  'category_desc',
  'seats',
  'sort_order',
  'is_active',
] as const;

export const categoriesRepo = Object.freeze({
  /**
   * Active categories that have a fare in the city, in display order, named in `lang` (English
   * where no translation exists); money in cents.
   */
  async listWithFares(db: DbOrTrx, cityId: number, lang: string) {
    return db
      .selectFrom('city_fares as f')
      .innerJoin('categories as c', 'c.category_id', 'f.category_id')
      .leftJoin('category_translations as t', (join) =>
        join.onRef('t.category_id', '=', 'c.category_id').on('t.lang', '=', lang),
      )
      .select((eb) => [
        eb.fn.coalesce('t.category_name', 'c.category_name').as('category_name'),
        eb.fn.coalesce('t.category_desc', 'c.category_desc').as('category_desc'),
      ])
      .select([
        'c.category_id',
        'c.seats',
        'c.icon',
        'f.city_id',
        'f.base_fare',
        'f.per_km',
        'f.per_min',
        'f.min_fare',
      ])
      .where('f.city_id', '=', cityId)
      .where('c.is_active', '=', 1)
      .orderBy('c.sort_order')
      .orderBy('c.category_id')
      .execute();
  },

  /** Every category, offered or not, in display order (the back office's list). */
  async listAll(db: DbOrTrx) {
    return db
      .selectFrom('categories')
      .select(staffColumns)
      .orderBy('sort_order')
      .orderBy('category_id')
      .execute();
  },

  async find(db: DbOrTrx, categoryId: number) {
    return db
      .selectFrom('categories')
      .select(staffColumns)
      .where('category_id', '=', categoryId)
      .executeTakeFirst();
  },

  async update(db: DbOrTrx, categoryId: number, changes: Updateable<CategoriesTable>) {
    await db.updateTable('categories').set(changes).where('category_id', '=', categoryId).execute();
  },
});

export type CategoryRow = NonNullable<Awaited<ReturnType<typeof categoriesRepo.find>>>;

import type { DbOrTrx } from '../../db/database.ts';

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
});

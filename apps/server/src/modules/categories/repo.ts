import type { DbOrTrx } from '../../db/database.ts';

export const categoriesRepo = Object.freeze({
  /** Active categories that have a fare in the city, in display order; money in cents. */
  async listWithFares(db: DbOrTrx, cityId: number) {
    return db
      .selectFrom('city_fares as f')
      .innerJoin('categories as c', 'c.category_id', 'f.category_id')
      .select([
        'c.category_id',
        'c.category_name',
        'c.category_desc',
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

import type { DbOrTrx } from '../../db/database.ts';

export const faresRepo = Object.freeze({
  /**
   * The fare rules (cents, percents) of a city's active categories, in display order; only the
   * asked category when `categoryId` is given.
   */
  async listRules(db: DbOrTrx, cityId: number, categoryId?: number) {
    let query = db
      .selectFrom('city_fares as f')
      .innerJoin('categories as c', 'c.category_id', 'f.category_id')
      .select([
        'c.category_id',
        'c.category_name',
        'f.base_fare',
        'f.per_km',
        'f.per_min',
        'f.min_fare',
        'f.max_fare',
        'f.commission_pct',
        'f.bid_floor_pct',
        'f.bid_ceiling_pct',
      ])
      .where('f.city_id', '=', cityId)
      .where('c.is_active', '=', 1);
    if (categoryId !== undefined) query = query.where('c.category_id', '=', categoryId);
    return query.orderBy('c.sort_order').orderBy('c.category_id').execute();
  },
});

export type FareRuleRow = Awaited<ReturnType<typeof faresRepo.listRules>>[number];

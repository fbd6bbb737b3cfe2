import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { CityFaresTable } from '../../db/schema.ts';

export interface ListRulesOptions {
  /** Only this category's rule. */
  categoryId?: number | undefined;
  /** Rules of inactive categories too (the back office edits them; riders never see them). */
  inactiveToo?: boolean;
}

export const faresRepo = Object.freeze({
  /**
   * The fare rules (cents, percents) of a city's active categories, in display order; only the
   * asked category when `categoryId` is given.
   */
  async listRules(db: DbOrTrx, cityId: number, options: ListRulesOptions = {}) {
    let query = db
      .selectFrom('city_fares as f')
      .innerJoin('categories as c', 'c.category_id', 'f.category_id')
      .select([
        'f.city_id',
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
      .where('f.city_id', '=', cityId);
    if (!options.inactiveToo) query = query.where('c.is_active', '=', 1);
    if (options.categoryId !== undefined) {
      query = query.where('c.category_id', '=', options.categoryId);
    }
    return query.orderBy('c.sort_order').orderBy('c.category_id').execute();
  },

  /** The city's fare of a category, replaced or added. */
  async saveRule(db: DbOrTrx, row: Insertable<CityFaresTable>): Promise<void> {
    const { city_id, category_id, ...values } = row;
    const updated = await db
      .updateTable('city_fares')
      .set(values)
      .where('city_id', '=', city_id)
      .where('category_id', '=', category_id)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) await db.insertInto('city_fares').values(row).execute();
  },
});

export type FareRuleRow = Awaited<ReturnType<typeof faresRepo.listRules>>[number];

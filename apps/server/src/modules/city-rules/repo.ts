import type { Insertable, Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import { insertReturningId } from '../../db/insert-returning-id.ts';
import type { CategoriesTable, CityFaresTable, PromosTable } from '../../db/schema.ts';

const fareColumns = [
  'f.city_id',
  'f.category_id',
  'c.category_name',
  'f.base_fare',
  'f.per_km',
  'f.per_min',
  'f.min_fare',
  'f.max_fare',
  'f.commission_pct',
  'f.bid_floor_pct',
  'f.bid_ceiling_pct',
] as const;

/** Promos with how many trips used each. */
function promosWithUses(db: DbOrTrx) {
  return db
    .selectFrom('promos as p')
    .leftJoin('promo_uses as u', 'u.promo_id', 'p.promo_id')
    .selectAll('p')
    .select((eb) => eb.fn.count<number>('u.trip_id').as('uses'))
    .groupBy('p.promo_id');
}

/**
 * The back office's reads and writes of a city's rules (fares, payment options, geofence, promos)
 * and of the categories. The riders' reads stay in their own areas (fares, cities, promos).
 */
export const cityRulesRepo = Object.freeze({
  async listCities(db: DbOrTrx, cityIds?: readonly number[]) {
    let query = db.selectFrom('cities').select(['city_id', 'city_name', 'city_cur']);
    if (cityIds) query = query.where('city_id', 'in', cityIds.length ? [...cityIds] : [-1]);
    return query.orderBy('city_id').execute();
  },

  async findCity(db: DbOrTrx, cityId: number) {
    return db
      .selectFrom('cities')
      .select([
        'city_id',
        'city_name',
        'city_cur',
        'city_pay_options',
        'city_lat',
        'city_lng',
        'geofence_json',
        'geofence_version',
      ])
      .where('city_id', '=', cityId)
      .executeTakeFirst();
  },

  async listFares(db: DbOrTrx, cityId: number) {
    return db
      .selectFrom('city_fares as f')
      .innerJoin('categories as c', 'c.category_id', 'f.category_id')
      .select(fareColumns)
      .where('f.city_id', '=', cityId)
      .orderBy('c.sort_order')
      .orderBy('c.category_id')
      .execute();
  },

  async findFare(db: DbOrTrx, cityId: number, categoryId: number) {
    return db
      .selectFrom('city_fares as f')
      .innerJoin('categories as c', 'c.category_id', 'f.category_id')
      .select(fareColumns)
      .where('f.city_id', '=', cityId)
      .where('f.category_id', '=', categoryId)
      .executeTakeFirst();
  },

  /** The city's fare of a category, replaced or added. */
  async saveFare(db: DbOrTrx, row: Insertable<CityFaresTable>): Promise<void> {
    const { city_id, category_id, ...values } = row;
    const updated = await db
      .updateTable('city_fares')
      .set(values)
      .where('city_id', '=', city_id)
      .where('category_id', '=', category_id)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) await db.insertInto('city_fares').values(row).execute();
  },

  async updateCity(
    db: DbOrTrx,
    cityId: number,
    changes: { city_pay_options?: string; geofence_json?: string; geofence_version?: string },
  ): Promise<void> {
    await db.updateTable('cities').set(changes).where('city_id', '=', cityId).execute();
  },

  async listCategories(db: DbOrTrx) {
    return db
      .selectFrom('categories')
      .select(['category_id', 'category_name', 'category_desc', 'seats', 'sort_order', 'is_active'])
      .orderBy('sort_order')
      .orderBy('category_id')
      .execute();
  },

  async findCategory(db: DbOrTrx, categoryId: number) {
    return db
      .selectFrom('categories')
      .select(['category_id', 'category_name', 'category_desc', 'seats', 'sort_order', 'is_active'])
      .where('category_id', '=', categoryId)
      .executeTakeFirst();
  },

  async updateCategory(
    db: DbOrTrx,
    categoryId: number,
    changes: Updateable<CategoriesTable>,
  ): Promise<void> {
    await db.updateTable('categories').set(changes).where('category_id', '=', categoryId).execute();
  },

  /** Promos of a city (and, with `withGlobal`, those of every city), with their uses. */
  async listPromos(db: DbOrTrx, cityId: number, withGlobal: boolean) {
    return promosWithUses(db)
      .where((eb) =>
        withGlobal
          ? eb.or([eb('p.city_id', '=', cityId), eb('p.city_id', 'is', null)])
          : eb('p.city_id', '=', cityId),
      )
      .orderBy('p.promo_id')
      .execute();
  },

  async findPromo(db: DbOrTrx, promoId: number) {
    return promosWithUses(db).where('p.promo_id', '=', promoId).executeTakeFirst();
  },

  /** Another promo with this code (compared in upper case, as riders type it). */
  async codeTaken(db: DbOrTrx, code: string, exceptPromoId?: number): Promise<boolean> {
    let query = db
      .selectFrom('promos')
      .select('promo_id')
      .where((eb) => eb.fn('upper', ['promo_code']), '=', code.toUpperCase());
    if (exceptPromoId !== undefined) query = query.where('promo_id', '!=', exceptPromoId);
    return (await query.executeTakeFirst()) !== undefined;
  },

  async insertPromo(db: DbOrTrx, row: Insertable<PromosTable>): Promise<number> {
    return insertReturningId(db, 'promos', row, 'promo_id');
  },

  async updatePromo(db: DbOrTrx, promoId: number, row: Updateable<PromosTable>): Promise<void> {
    await db.updateTable('promos').set(row).where('promo_id', '=', promoId).execute();
  },
});

export type FareRow = NonNullable<Awaited<ReturnType<typeof cityRulesRepo.findFare>>>;
export type PromoRow = NonNullable<Awaited<ReturnType<typeof cityRulesRepo.findPromo>>>;

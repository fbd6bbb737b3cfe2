import type { Insertable, Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import { insertReturningId } from '../../db/insert-returning-id.ts';
import type { PromosTable } from '../../db/schema.ts';

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
 * The back office's reads and writes of a city's payment options, geofence and promos. Fares and
 * categories are written through their own areas' services (fares, categories: decision 017).
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

  async updateCity(
    db: DbOrTrx,
    cityId: number,
    changes: { city_pay_options?: string; geofence_json?: string; geofence_version?: string },
  ): Promise<void> {
    await db.updateTable('cities').set(changes).where('city_id', '=', cityId).execute();
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

export type PromoRow = NonNullable<Awaited<ReturnType<typeof cityRulesRepo.findPromo>>>;

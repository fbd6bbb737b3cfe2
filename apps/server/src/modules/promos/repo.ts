import type { Insertable, Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import { insertReturningId } from '../../db/insert-returning-id.ts';
import type { PromosTable, PromoUsesTable } from '../../db/schema.ts';
import { RIDELESS_TRIP_STATUSES } from './rules.ts';

/** Promos with how many trips used each (the back office's view). */
function promosWithUses(db: DbOrTrx) {
  return db
    .selectFrom('promos as p')
    .leftJoin('promo_uses as u', 'u.promo_id', 'p.promo_id')
    .selectAll('p')
    .select((eb) => eb.fn.count<number>('u.trip_id').as('uses'))
    .groupBy('p.promo_id');
}

export const promosRepo = Object.freeze({
  /** The promo of a trip (to recompute its discount on the agreed amount). */
  async findById(db: DbOrTrx, promoId: number) {
    return db
      .selectFrom('promos')
      .select(['promo_id', 'promo_kind', 'promo_value', 'max_discount'])
      .where('promo_id', '=', promoId)
      .executeTakeFirst();
  },

  /** A promo by code, compared in upper case. */
  async findByCode(db: DbOrTrx, code: string) {
    return db
      .selectFrom('promos')
      .selectAll()
      .where((eb) => eb.fn('upper', ['promo_code']), '=', code.toUpperCase())
      .executeTakeFirst();
  },

  /** The rider's uses of a promo that still count (their trip did not end without a ride). */
  async countUses(db: DbOrTrx, promoId: number, userId: number, exceptTripId?: number) {
    let query = db
      .selectFrom('promo_uses as u')
      .innerJoin('trips as t', 't.trip_id', 'u.trip_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('u.promo_id', '=', promoId)
      .where('u.user_id', '=', userId)
      .where('t.trip_status', 'not in', [...RIDELESS_TRIP_STATUSES]);
    if (exceptTripId !== undefined) query = query.where('u.trip_id', '!=', exceptTripId);
    return Number((await query.executeTakeFirstOrThrow()).n);
  },

  async insertUse(db: DbOrTrx, row: Insertable<PromoUsesTable>): Promise<void> {
    await db.insertInto('promo_uses').values(row).execute();
  },

  async deleteUseOfTrip(db: DbOrTrx, tripId: number): Promise<void> {
    await db.deleteFrom('promo_uses').where('trip_id', '=', tripId).execute();
  },

  /** Promos of a city (and, with `withGlobal`, those of every city), with their uses. */
  async listWithUses(db: DbOrTrx, cityId: number, withGlobal: boolean) {
    return promosWithUses(db)
      .where((eb) =>
        withGlobal
          ? eb.or([eb('p.city_id', '=', cityId), eb('p.city_id', 'is', null)])
          : eb('p.city_id', '=', cityId),
      )
      .orderBy('p.promo_id')
      .execute();
  },

  async findWithUses(db: DbOrTrx, promoId: number) {
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

  async insert(db: DbOrTrx, row: Insertable<PromosTable>): Promise<number> {
    return insertReturningId(db, 'promos', row, 'promo_id');
  },

  async update(db: DbOrTrx, promoId: number, row: Updateable<PromosTable>): Promise<void> {
    await db.updateTable('promos').set(row).where('promo_id', '=', promoId).execute();
  },
});

export type PromoRow = NonNullable<Awaited<ReturnType<typeof promosRepo.findByCode>>>;
export type PromoWithUses = NonNullable<Awaited<ReturnType<typeof promosRepo.findWithUses>>>;

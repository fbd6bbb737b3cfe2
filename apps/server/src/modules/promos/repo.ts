import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { PromoUsesTable } from '../../db/schema.ts';
import { RIDELESS_TRIP_STATUSES } from './rules.ts';

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
});

export type PromoRow = NonNullable<Awaited<ReturnType<typeof promosRepo.findByCode>>>;

import type { Insertable, Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import { insertReturningId } from '../../db/insert-returning-id.ts';
import { isPostgres } from '../../db/portable.ts';
import type { UsersTable } from '../../db/schema.ts';
import { findByKey } from '../../db/find-by-key.ts';

export const usersRepo = Object.freeze({
  /**
   * Locks the rider's row until the transaction ends (PostgreSQL; SQLite runs one write
   * transaction at a time anyway), so that two changes of one rider's limited lists (saved places,
   * trusted contacts) take turns and the limits read under the lock hold.
   */
  async lockRider(db: DbOrTrx, userId: number): Promise<void> {
    const query = db.selectFrom('users').select('user_id').where('user_id', '=', userId);
    await (isPostgres(db) ? query.forUpdate() : query).execute();
  },

  async findById(db: DbOrTrx, userId: number) {
    return findByKey(db, 'users', 'user_id', userId);
  },

  async findByPhone(db: DbOrTrx, phoneCode: string, phone: string) {
    return db
      .selectFrom('users')
      .selectAll()
      .where('phone_code', '=', phoneCode)
      .where('phone', '=', phone)
      .executeTakeFirst();
  },

  async insert(db: DbOrTrx, row: Insertable<UsersTable>): Promise<number> {
    return insertReturningId(db, 'users', row, 'user_id');
  },

  async update(db: DbOrTrx, userId: number, changes: Updateable<UsersTable>): Promise<void> {
    await db.updateTable('users').set(changes).where('user_id', '=', userId).execute();
  },

  /**
   * The rider's average and count by drivers. The ride's transaction has locked the rider's row
   * already (its version is the first lock of the house order), so two ratings of one rider queue.
   */
  async rating(db: DbOrTrx, userId: number) {
    return db
      .selectFrom('users')
      .select(['u_rating', 'u_rating_count'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  async setRating(
    db: DbOrTrx,
    userId: number,
    next: { u_rating: number; u_rating_count: number },
  ): Promise<void> {
    await db
      .updateTable('users')
      .set({ u_rating: next.u_rating, u_rating_count: next.u_rating_count })
      .where('user_id', '=', userId)
      .execute();
  },

  /** The wallet is kept in the default city's currency. */
  async walletCurrency(db: DbOrTrx, defaultCityId: number): Promise<string> {
    const city = await db
      .selectFrom('cities')
      .select('city_cur')
      .where('city_id', '=', defaultCityId)
      .executeTakeFirst();
    return city?.city_cur ?? 'CAD';
  },
});

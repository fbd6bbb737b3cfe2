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

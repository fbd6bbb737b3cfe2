import type { Insertable, Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { UsersTable } from '../../db/schema.ts';

export const usersRepo = Object.freeze({
  async findById(db: DbOrTrx, userId: number) {
    return db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirst();
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
    const { user_id } = await db
      .insertInto('users')
      .values(row)
      .returning('user_id')
      .executeTakeFirstOrThrow();
    return user_id;
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

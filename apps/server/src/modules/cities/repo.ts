import type { DbOrTrx } from '../../db/database.ts';

/** What the back office changes of a city (decision 039). */
export interface CityRuleChanges {
  city_pay_options?: string;
  /** Cents (decision 047). */
  wallet_credit_limit?: number;
  geofence_json?: string;
  geofence_version?: string;
}

const cityColumns = [
  'city_id',
  'city_name',
  'city_state',
  'city_country',
  'city_cur',
  'pg_cur',
  'city_pay_options',
  'wallet_credit_limit',
  'city_lat',
  'city_lng',
  'tz_offset',
  'cancellation_fee',
  'geofence_json',
  'geofence_version',
] as const;

export const citiesRepo = Object.freeze({
  async listActive(db: DbOrTrx) {
    return db
      .selectFrom('cities')
      .select(cityColumns)
      .where('is_active', '=', 1)
      .orderBy('city_id')
      .execute();
  },

  async findActive(db: DbOrTrx, cityId: number) {
    return db
      .selectFrom('cities')
      .select(cityColumns)
      .where('city_id', '=', cityId)
      .where('is_active', '=', 1)
      .executeTakeFirst();
  },

  /** Ids, names and currencies of the cities asked (every one, active or not, without a list). */
  async listNames(db: DbOrTrx, cityIds?: readonly number[]) {
    let query = db.selectFrom('cities').select(['city_id', 'city_name', 'city_cur']);
    if (cityIds) query = query.where('city_id', 'in', cityIds.length ? [...cityIds] : [-1]);
    return query.orderBy('city_id').execute();
  },

  /** A city, served or not (the back office manages both). */
  async find(db: DbOrTrx, cityId: number) {
    return db
      .selectFrom('cities')
      .select(cityColumns)
      .where('city_id', '=', cityId)
      .executeTakeFirst();
  },

  /** The city's payment options or geofence (with its version), changed. */
  async updateRules(db: DbOrTrx, cityId: number, changes: CityRuleChanges): Promise<void> {
    await db.updateTable('cities').set(changes).where('city_id', '=', cityId).execute();
  },
});

export type CityRow = NonNullable<Awaited<ReturnType<typeof citiesRepo.findActive>>>;

import type { DbOrTrx } from '../../db/database.ts';

const cityColumns = [
  'city_id',
  'city_name',
  'city_state',
  'city_country',
  'city_cur',
  'pg_cur',
  'city_pay_options',
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
});

export type CityRow = NonNullable<Awaited<ReturnType<typeof citiesRepo.findActive>>>;

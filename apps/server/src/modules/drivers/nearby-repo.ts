import { CONSTANT_KEYS } from '@fairfare/contracts/constants';
import type { DbOrTrx } from '../../db/database.ts';

/** Queries of the public nearby-drivers map (the rest of modules/drivers is the driver API). */
export const nearbyRepo = Object.freeze({
  /** The `driver_radius` constant (km) as stored, or undefined. */
  async driverRadius(db: DbOrTrx): Promise<string | undefined> {
    const row = await db
      .selectFrom('constants')
      .select(['constant_value'])
      .where('constant_key', '=', CONSTANT_KEYS.driverRadius)
      .executeTakeFirst();
    return row?.constant_value;
  },

  /** The map fields of these drivers, if still online (and of the city and category, when given). */
  async onlineDrivers(
    db: DbOrTrx,
    driverIds: number[],
    filter: { city_id?: number | undefined; category_id?: number | undefined },
  ) {
    if (driverIds.length === 0) return [];
    let query = db
      .selectFrom('drivers')
      .select(['driver_id', 'd_lat', 'd_lng', 'category_id', 'car_name'])
      .where('driver_id', 'in', driverIds)
      .where('is_online', '=', 1);
    if (filter.city_id !== undefined) query = query.where('city_id', '=', filter.city_id);
    if (filter.category_id !== undefined)
      query = query.where('category_id', '=', filter.category_id);
    return query.execute();
  },
});

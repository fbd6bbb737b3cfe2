import type { DbOrTrx } from '../db/database.ts';

/** The queries of the realtime layer (sockets, push, geo index loading). */
export const realtimeRepo = Object.freeze({
  /** A driver's device for the push backend (d_device_type is 'android' or 'ios'). */
  async driverDevice(db: DbOrTrx, driverId: number) {
    return db
      .selectFrom('drivers')
      .select(['d_device_type', 'd_device_token'])
      .where('driver_id', '=', driverId)
      .executeTakeFirst();
  },

  /** Online drivers with a known position, to fill the geo index at start. */
  async onlineDriverPositions(db: DbOrTrx) {
    return db
      .selectFrom('drivers')
      .select(['driver_id', 'd_lat', 'd_lng'])
      .where('is_online', '=', 1)
      .where('d_lat', 'is not', null)
      .where('d_lng', 'is not', null)
      .execute();
  },
});

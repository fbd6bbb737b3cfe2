import type { DbOrTrx } from '../../db/database.ts';

export const remindersRepo = Object.freeze({
  /** A trip with what its reminders say and who receives them. */
  async tripForReminder(db: DbOrTrx, tripId: number) {
    return db
      .selectFrom('trips as t')
      .innerJoin('users as u', 'u.user_id', 't.user_id')
      .innerJoin('cities as c', 'c.city_id', 't.city_id')
      .leftJoin('drivers as d', 'd.driver_id', 't.driver_id')
      .select([
        't.trip_id',
        't.user_id',
        't.trip_status',
        't.is_ride_later',
        't.trip_date',
        't.trip_from_loc',
        't.trip_to_loc',
        't.trip_pay_amount',
        't.trip_currency',
        't.trip_pay_mode',
        't.reminded_at',
        't.is_for_other',
        't.passenger_contact',
        't.otp',
        't.track_token',
        'u.first_name',
        'u.phone_code',
        'u.phone',
        'u.language',
        'c.tz_offset',
        'd.d_name',
        'd.car_color',
        'd.car_make',
        'd.car_name',
        'd.car_number',
      ])
      .where('t.trip_id', '=', tripId)
      .executeTakeFirst();
  },
});

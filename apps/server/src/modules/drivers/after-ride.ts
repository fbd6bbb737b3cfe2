import type { z } from 'zod';
import type {
  DriverEarnings,
  HistoryTrip,
  TripHistoryPage,
  tripHistoryRequestSchema,
} from '@fairfare/contracts/driver-after-ride';
import { toAmount } from '@fairfare/contracts/fare';
import { tripStatusSchema } from '@fairfare/contracts/trips';
import type { DbOrTrx } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { tripReads } from '../ride/store.ts';
import { startOfCityDay } from '../city-now/rules.ts';
import { startOfCityWeek, toEarningsPeriod } from './earnings-rules.ts';
import { firstNameOf } from '../ride/views.ts';
import { driversRepo } from './repo.ts';

/**
 * driverapi/getearnings: the driver's completed trips of today and of this week (from Monday), in
 * the driver's city's time and currency (driver-after-ride.ts).
 */
export async function earnings(
  db: DbOrTrx,
  driverId: number,
  now: number,
): Promise<DriverEarnings> {
  const city = await driversRepo.cityOf(db, driverId);
  if (!city) throw notFound();
  const today = startOfCityDay(now, city.tz_offset);
  const week = startOfCityWeek(now, city.tz_offset);
  const [todaySums, weekSums] = await Promise.all([
    tripReads.earningsOfDriver(db, driverId, today),
    tripReads.earningsOfDriver(db, driverId, week),
  ]);
  return {
    currency: city.city_cur,
    today: toEarningsPeriod(today, todaySums),
    week: toEarningsPeriod(week, weekSums),
  };
}

/** The trips a driver's history lists: those that ended with the driver on them. */
const HISTORY_STATUSES = ['completed', 'cancel', 'p_cancel_pickup', 'p_cancel_drop'] as const;

/** The keyset of a trip in the history: its pickup time and id (`<trip_date>_<trip_id>`). */
function cursorOf(trip: { trip_date: number; trip_id: number }): string {
  return `${trip.trip_date}_${trip.trip_id}`;
}

function parseCursor(cursor: string | undefined): { tripDate: number; tripId: number } | null {
  if (cursor === undefined) return null;
  const [date, id] = cursor.split('_');
  return { tripDate: Number(date), tripId: Number(id) };
}

/**
 * driverapi/gettriphistory: a page of the driver's ended trips, newest pickup first, by keyset
 * (so a trip ending meanwhile never shifts a page), with `next_cursor` while more follow.
 */
export async function tripHistory(
  db: DbOrTrx,
  driverId: number,
  request: z.output<typeof tripHistoryRequestSchema>,
): Promise<TripHistoryPage> {
  const rows = await tripReads.historyOfDriver(db, {
    driverId,
    statuses: HISTORY_STATUSES,
    before: parseCursor(request.cursor),
    limit: request.limit,
  });
  const page = rows.slice(0, request.limit);
  const last = page.at(-1);
  return {
    trips: page.map((row): HistoryTrip => ({
      trip_id: row.trip_id,
      trip_status: tripStatusSchema.parse(row.trip_status),
      trip_date: row.trip_date,
      trip_from_loc: row.trip_from_loc,
      trip_to_loc: row.trip_to_loc,
      distance_km: row.distance_m / 1000,
      duration_min: row.duration_min,
      agreed_amt: toAmount(row.user_offer_amt),
      cancel_fee: toAmount(row.cancel_fee),
      trip_comp_commision: toAmount(row.trip_comp_commision),
      trip_driver_commision: toAmount(row.trip_driver_commision),
      tip_amount: row.tip_paid_at === null ? 0 : toAmount(row.tip_amount),
      trip_currency: row.trip_currency,
      trip_pay_mode: row.trip_pay_mode,
      trip_pay_status: row.trip_pay_status,
      rider_name: firstNameOf({ ...row, rider_first_name: row.rider_first_name ?? '' }) || null,
      rating_of_rider: row.rider_rating,
    })),
    next_cursor: rows.length > request.limit && last ? cursorOf(last) : null,
  };
}

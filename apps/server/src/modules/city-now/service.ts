import type { CityNow } from '@fairfare/contracts/city-now';
import { toAmount } from '@fairfare/contracts/fare';
import type { DbOrTrx } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { requireCity, type CityScope } from '../city-rules/scope.ts';
import { cityNowRepo } from './repo.ts';
import { startOfCityDay } from './rules.ts';

/** The live view of one of the caller's cities, as of `now`. */
export async function cityNow(
  db: DbOrTrx,
  scope: CityScope,
  cityId: number,
  now: number,
): Promise<CityNow> {
  requireCity(scope, cityId);
  const city = await cityNowRepo.findCity(db, cityId);
  if (!city) throw notFound('city.notFound');
  const since = startOfCityDay(now, city.tz_offset);
  const [open, active, drivers, rides, cents] = await Promise.all([
    cityNowRepo.openRequests(db, cityId),
    cityNowRepo.activeTrips(db, cityId),
    cityNowRepo.onlineDrivers(db, cityId),
    cityNowRepo.completedSince(db, cityId, since),
    cityNowRepo.paidSince(db, cityId, since),
  ]);
  return {
    city_id: cityId,
    currency: city.city_cur,
    at: now,
    open_requests: open.map((t) => ({
      trip_id: t.trip_id,
      trip_status: t.trip_status,
      from: t.trip_from_loc,
      lat: t.trip_from_lat,
      lng: t.trip_from_lng,
      offer: toAmount(t.user_offer_amt),
      created_at: Number(t.created_at),
    })),
    active_trips: active.map((t) => ({
      trip_id: t.trip_id,
      trip_status: t.trip_status,
      driver_id: t.driver_id,
      from: t.trip_from_loc,
      to: t.trip_to_loc,
      fare: toAmount(t.trip_pay_amount),
    })),
    online_drivers: drivers.map((d) => ({
      driver_id: d.driver_id,
      name: d.d_name,
      busy: Boolean(Number(d.busy)),
      lat: d.d_lat!,
      lng: d.d_lng!,
    })),
    today: { rides, money: toAmount(cents) },
  };
}

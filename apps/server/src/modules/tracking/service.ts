import type { TrackedTrip } from '@fairfare/contracts/tracking';
import { ACTIVE_RIDE_STATUSES, tripStatusSchema } from '@fairfare/contracts/trips';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { trackingRepo } from './repo.ts';

/** The driver's position is shown only while the ride is under way (accept … begin). */
const LIVE = new Set<string>(ACTIVE_RIDE_STATUSES);

/** The first word of a name (the tracking page shows no more of the driver). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * tripapi/track (public): what the tracking page shows of the trip with this token — status,
 * pickup and drop, the driver's first name and car, and the position while the ride is under
 * way. Nothing about the rider, no phone, no amounts. Unknown token → 404.
 */
export async function trackTrip(db: Db, token: string): Promise<TrackedTrip> {
  const row = await trackingRepo.byToken(db, token);
  if (!row) throw notFound();
  const hasDriver = row.driver_id !== null && row.d_name !== null;
  return {
    trip_id: row.trip_id,
    trip_status: tripStatusSchema.parse(row.trip_status),
    is_ride_later: row.is_ride_later,
    trip_date: row.trip_date,
    pickup: { lat: row.trip_from_lat, lng: row.trip_from_lng, address: row.trip_from_loc },
    drop: { lat: row.trip_to_lat, lng: row.trip_to_lng, address: row.trip_to_loc },
    driver: hasDriver
      ? {
          first_name: firstName(row.d_name ?? ''),
          car_name: row.car_name ?? '',
          car_model: row.car_model ?? '',
          car_make: row.car_make ?? '',
          car_color: row.car_color ?? '',
        }
      : null,
    position:
      hasDriver && LIVE.has(row.trip_status) && row.d_lat !== null && row.d_lng !== null
        ? { lat: row.d_lat, lng: row.d_lng, at: row.position_at }
        : null,
  };
}

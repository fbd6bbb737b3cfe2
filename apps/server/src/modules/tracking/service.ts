import type { TrackedTrip } from '@fairfare/contracts/tracking';
import {
  ACTIVE_RIDE_STATUSES,
  ENDED_TRIP_STATUSES,
  tripStatusSchema,
} from '@fairfare/contracts/trips';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { firstName } from './names.ts';
import { trackingRepo } from './repo.ts';

/** The driver's position is shown only while the ride is under way (accept … begin). */
const LIVE = new Set<string>(ACTIVE_RIDE_STATUSES);

export { firstName } from './names.ts';

const ENDED = new Set<string>(ENDED_TRIP_STATUSES);

/**
 * Whether a link has stopped working: `linkHours` after its trip ended (the trip's last change),
 * so a link shared with friends does not show where the rider went forever.
 */
export function linkExpired(
  trip: { trip_status: string; updated_at: number },
  now: number,
  linkHours: number,
): boolean {
  return ENDED.has(trip.trip_status) && now > trip.updated_at + linkHours * 3_600_000;
}

/**
 * Whether a tracking link works: its trip exists and the link has not expired. The tracking
 * socket room is joined only then, by the same rule as tripapi/track (issue 31 point 10).
 */
export async function trackingLinkWorks(
  db: Db,
  token: string,
  options: { now: number; linkHours: number },
): Promise<boolean> {
  const trip = await trackingRepo.linkOf(db, token);
  return trip !== undefined && !linkExpired(trip, options.now, options.linkHours);
}

/**
 * tripapi/track (public): what the tracking page shows of the trip with this token — status,
 * pickup and drop, the driver's first name, car and plate, and the position while the ride is
 * under way. Nothing about the rider, no phone, no amounts. Unknown token → 404; a link
 * `linkHours` after its trip ended → 404 `tracking.linkExpired`.
 */
export async function trackTrip(
  db: Db,
  token: string,
  options: { now: number; linkHours: number },
): Promise<TrackedTrip> {
  const row = await trackingRepo.byToken(db, token);
  if (!row) throw notFound();
  if (linkExpired(row, options.now, options.linkHours)) throw notFound('tracking.linkExpired');
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
          car_number: row.car_number ?? '',
        }
      : null,
    position:
      hasDriver && LIVE.has(row.trip_status) && row.d_lat !== null && row.d_lng !== null
        ? { lat: row.d_lat, lng: row.d_lng, at: row.position_at }
        : null,
  };
}

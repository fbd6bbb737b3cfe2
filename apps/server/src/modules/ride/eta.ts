import { ASSUMED_SPEED_KMH, greatCircleKm } from '@fairfare/contracts/fare';

/** The statuses in which the assigned driver is still coming to the pickup. */
const COMING_STATUSES: ReadonlySet<string> = new Set(['accept', 'assigned']);

/**
 * When the assigned driver should reach the pickup (epoch ms, the server's clock): their last
 * known position to the pickup as the crow flies at the service's assumed 40 km/h, the estimate
 * the offers show. The rider's screen counts down to it (issue 38 point 8: "arrives in about
 * 8 min" never moved) and gets a new one with each fresh copy of the trip. Null once the driver
 * is there or the ride has begun, or while their position is unknown.
 */
export function pickupEtaAt(
  trip: {
    trip_status: string;
    trip_from_lat: number;
    trip_from_lng: number;
    d_lat: number | null;
    d_lng: number | null;
  },
  now: number,
): number | null {
  if (!COMING_STATUSES.has(trip.trip_status)) return null;
  if (trip.d_lat === null || trip.d_lng === null) return null;
  const km = greatCircleKm(
    { lat: trip.d_lat, lng: trip.d_lng },
    { lat: trip.trip_from_lat, lng: trip.trip_from_lng },
  );
  return now + Math.round((km / ASSUMED_SPEED_KMH) * 3_600_000);
}

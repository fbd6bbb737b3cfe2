import { isSameDestination, type EstimateRequest } from '@fairfare/contracts/booking';
import type { LatLng } from '@fairfare/contracts/fare';

/**
 * What to ask tripapi/estimatetripfare for a route: null while a place is missing, when the pickup
 * lies outside every served city (`cityOf` answers null) or when the drop is the pickup: the
 * screen says so itself. The city is sent when it is known (else the server finds it).
 */
export function estimateRequestFor(
  pickup: LatLng | null,
  drop: LatLng | null,
  cityOf: (point: LatLng) => number | null | undefined,
): EstimateRequest | null {
  if (!pickup || !drop || isSameDestination(pickup, drop)) return null;
  const cityId = cityOf(pickup);
  if (cityId === null) return null;
  return {
    ...(cityId !== undefined ? { city_id: cityId } : {}),
    pickup: { lat: pickup.lat, lng: pickup.lng },
    drop: { lat: drop.lat, lng: drop.lng },
  };
}

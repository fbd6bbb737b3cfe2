import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LatLng } from '@fairfare/contracts/fare';
import {
  NEARBY_DRIVERS_PATH,
  nearbyDriversResponseSchema,
  type NearbyDriverItem,
} from '@fairfare/contracts/nearby-drivers';
import { apiPost } from '../../../shared/api/client';

/**
 * How often the map asks again while the booking screen is open and visible. The endpoint
 * allows 60 calls a minute per address (NEARBY_DRIVERS_RATE_LIMIT), so a few open tabs fit.
 */
export const NEARBY_REFRESH_MS = 15_000;

export interface NearbyFilters {
  cityId?: number;
  categoryId?: number;
}

/** `driverapi/getnearbydriverlists`: the online drivers around a point, nearest first. */
export async function getNearbyDrivers(
  point: LatLng,
  { cityId, categoryId }: NearbyFilters,
  signal?: AbortSignal,
): Promise<NearbyDriverItem[]> {
  const response = await apiPost<unknown>(
    NEARBY_DRIVERS_PATH,
    { lat: point.lat, lng: point.lng, city_id: cityId, category_id: categoryId },
    signal,
  );
  return nearbyDriversResponseSchema.parse(response);
}

/** About 10 m: a marker nudged by a few metres asks nothing new. */
const round = (degrees: number) => Math.round(degrees * 10_000) / 10_000;

/**
 * The cars around `point` (the pickup, or the city's centre before one is set), refreshed every
 * NEARBY_REFRESH_MS while the page is visible; the last cars stay shown while new ones load.
 * Asks nothing while `point` is null.
 */
export function useNearbyDrivers(point: LatLng | null, filters: NearbyFilters) {
  const at = point ? { lat: round(point.lat), lng: round(point.lng) } : null;
  return useQuery({
    queryKey: ['nearby-drivers', at?.lat, at?.lng, filters.cityId, filters.categoryId],
    queryFn: ({ signal }) => getNearbyDrivers(at!, filters, signal),
    enabled: at !== null,
    refetchInterval: NEARBY_REFRESH_MS,
    placeholderData: keepPreviousData,
    // a failed refresh keeps the last cars; the next interval tries again
    retry: false,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import type { LatLng } from '@fairfare/contracts/fare';
import { reversePlaceResponseSchema, type ReversePlace } from '@fairfare/contracts/places';
import { apiPost } from '../../../shared/api/client';

/**
 * `placeapi/reverseplace`: what to call a point (the nearest named place, else the geocoder's
 * address), or null when nothing is known near it.
 */
export async function reversePlace(
  point: LatLng,
  signal?: AbortSignal,
): Promise<ReversePlace | null> {
  const response = await apiPost<unknown>(
    endpoints.places.reverse,
    { lat: point.lat, lng: point.lng },
    signal,
  );
  return reversePlaceResponseSchema.parse(response).place;
}

/** One look-up per point (to about a metre), kept like the place search's answers; not retried. */
export function reversePlaceQueryOptions(point: LatLng) {
  return queryOptions({
    queryKey: [
      'places',
      'reverse',
      { lat: point.lat.toFixed(5), lng: point.lng.toFixed(5) },
    ] as const,
    queryFn: ({ signal }) => reversePlace(point, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

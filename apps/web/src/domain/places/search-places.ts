import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import type { LatLng } from '@fairfare/contracts/fare';
import { searchPlacesResponseSchema, type PlaceResult } from '@fairfare/contracts/places';
import { apiPost } from '../../shared/api/client';

/** The place search asks nothing for fewer characters than this. */
export const PLACE_QUERY_MIN = 2;

/**
 * `placeapi/searchplaces`: a city's addresses, streets, postcodes and named places matching the
 * text, nearest to `near` first (then the geocoder's, if any).
 */
export async function searchPlaces(
  q: string,
  cityId: number,
  near?: LatLng,
  signal?: AbortSignal,
): Promise<PlaceResult[]> {
  const body = { q, city_id: cityId, ...(near ? { near } : {}) };
  const response = await apiPost<unknown>(endpoints.places.search, body, signal);
  return searchPlacesResponseSchema.parse(response);
}

/**
 * The point results are ranked around, to about 100 m: finer does not change the order of a
 * city's places, and the same neighbourhood's searches share their cached answers.
 */
export function searchPoint(near: LatLng | null | undefined): LatLng | undefined {
  if (!near) return undefined;
  return { lat: Math.round(near.lat * 1000) / 1000, lng: Math.round(near.lng * 1000) / 1000 };
}

export function searchPlacesQueryOptions(q: string, cityId: number, near?: LatLng | null) {
  const text = q.trim();
  const point = searchPoint(near);
  return queryOptions({
    queryKey: ['places', 'search', { q: text.toLowerCase(), cityId, near: point }] as const,
    queryFn: ({ signal }) => searchPlaces(text, cityId, point, signal),
    enabled: text.length >= PLACE_QUERY_MIN,
    staleTime: 10 * 60_000,
  });
}

/** The places matching `q` (already debounced by the caller) in a city, nearest to `near` first. */
export function usePlaceSearch(q: string, cityId: number, near?: LatLng | null) {
  return useQuery(searchPlacesQueryOptions(q, cityId, near));
}

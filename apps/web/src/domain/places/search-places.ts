import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import { searchPlacesResponseSchema, type PlaceResult } from '@fairfare/contracts/places';
import { apiPost } from '../../shared/api/client';

/** The place search asks nothing for fewer characters than this. */
export const PLACE_QUERY_MIN = 2;

/** `placeapi/searchplaces`: named places of a city matching the text (then the geocoder's, if any). */
export async function searchPlaces(
  q: string,
  cityId: number,
  signal?: AbortSignal,
): Promise<PlaceResult[]> {
  const response = await apiPost<unknown>(endpoints.places.search, { q, city_id: cityId }, signal);
  return searchPlacesResponseSchema.parse(response);
}

export function searchPlacesQueryOptions(q: string, cityId: number) {
  const text = q.trim();
  return queryOptions({
    queryKey: ['places', 'search', { q: text.toLowerCase(), cityId }] as const,
    queryFn: ({ signal }) => searchPlaces(text, cityId, signal),
    enabled: text.length >= PLACE_QUERY_MIN,
    staleTime: 10 * 60_000,
  });
}

/** The places matching `q` (already debounced by the caller) in a city. */
export function usePlaceSearch(q: string, cityId: number) {
  return useQuery(searchPlacesQueryOptions(q, cityId));
}

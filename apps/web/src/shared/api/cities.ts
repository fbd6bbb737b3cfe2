/**
 * Cities for the pages that list them (home, services).
 *
 * - `useCities()` reads the site's one city cache (spec §4, `shared/cities/useCities.ts`) and
 *   gives it the few fields of a query result those pages use: `data`, `isPending`, `isError`,
 *   `error`, `refetch()` (tries the initial load again).
 * - `getCities` / `getCitiesQueryOptions` remain the `cityapi/getcities` endpoint file for any
 *   caller that wants that call itself.
 */
import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import { getCitiesResponseSchema, type City } from '@fairfare/contracts/cities';
import { reloadCities, useCities as useCityCache } from '../cities/useCities';
import { apiPost } from './client';

/** `cityapi/getcities`: the cities the service runs in. */
export async function getCities(signal?: AbortSignal): Promise<City[]> {
  const response = await apiPost<unknown>(endpoints.cities.list, {}, signal);
  return getCitiesResponseSchema.parse(response);
}

export function getCitiesQueryOptions() {
  return queryOptions({
    queryKey: ['cities'] as const,
    queryFn: ({ signal }) => getCities(signal),
    staleTime: 5 * 60_000,
  });
}

export type CitiesResult =
  | { data: undefined; isPending: true; isError: false; error: undefined; refetch: () => void }
  | { data: undefined; isPending: false; isError: true; error: unknown; refetch: () => void }
  | { data: City[]; isPending: false; isError: false; error: undefined; refetch: () => void };

/** The cached cities (spec §4) in the shape of a query result. */
export function useCities(): CitiesResult {
  const { cities, error } = useCityCache();
  const refetch = reloadCities;
  if (cities) return { data: cities, isPending: false, isError: false, error: undefined, refetch };
  if (error !== undefined)
    return { data: undefined, isPending: false, isError: true, error, refetch };
  return { data: undefined, isPending: true, isError: false, error: undefined, refetch };
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import { getCitiesResponseSchema, type City } from '@fairfare/contracts/cities';
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

export function useCities() {
  return useQuery(getCitiesQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import { getCityResponseSchema, type City } from '@fairfare/contracts/cities';
import { apiPost } from '../../../shared/api/client';

/** `cityapi/getcity` (docs/product/api.md "a city POST with city_id, reading city_pay_options"). */
export async function getCity(cityId: number, signal?: AbortSignal): Promise<City> {
  const response = await apiPost<unknown>(endpoints.cities.get, { city_id: cityId }, signal);
  return getCityResponseSchema.parse(response);
}

export function getCityQueryOptions(cityId: number) {
  return queryOptions({
    queryKey: ['city', { cityId }] as const,
    queryFn: ({ signal }) => getCity(cityId, signal),
    staleTime: 5 * 60_000,
  });
}

/** One city from the service; idle while `cityId` is undefined. */
export function useCityQuery(cityId: number | undefined) {
  return useQuery({ ...getCityQueryOptions(cityId ?? 0), enabled: cityId !== undefined });
}

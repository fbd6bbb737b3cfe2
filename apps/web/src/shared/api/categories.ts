import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import { getCategoriesResponseSchema, type Category } from '@fairfare/contracts/categories';
import { config } from '../config';
import { apiPost } from './client';

/** `categoryapi/getcategories`: the ride categories of a city with their fares. */
export async function getCategories(cityId: number, signal?: AbortSignal): Promise<Category[]> {
  const response = await apiPost<unknown>(endpoints.categories.list, { city_id: cityId }, signal);
  return getCategoriesResponseSchema.parse(response);
}

export function getCategoriesQueryOptions(cityId: number = config.defaultCityId) {
  return queryOptions({
    queryKey: ['categories', { cityId }] as const,
    queryFn: ({ signal }) => getCategories(cityId, signal),
    staleTime: 5 * 60_000,
  });
}

/** The categories of a city (the build's default city unless told). */
export function useCategories(cityId: number = config.defaultCityId) {
  return useQuery(getCategoriesQueryOptions(cityId));
}

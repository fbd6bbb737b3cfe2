import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@fairfare/contracts/api';
import { getCategoriesResponseSchema, type Category } from '@fairfare/contracts/categories';
import { isLanguage, type Language } from '@fairfare/contracts/languages';
import { config } from '../config';
import { apiPost } from './client';

/** `categoryapi/getcategories`: the ride categories of a city with their fares, in `lang`. */
export async function getCategories(
  cityId: number,
  lang: Language,
  signal?: AbortSignal,
): Promise<Category[]> {
  const response = await apiPost<unknown>(
    endpoints.categories.list,
    { city_id: cityId, lang },
    signal,
  );
  return getCategoriesResponseSchema.parse(response);
}

export function getCategoriesQueryOptions(
  cityId: number = config.defaultCityId,
  lang: Language = 'en',
) {
  return queryOptions({
    queryKey: ['categories', { cityId, lang }] as const,
    queryFn: ({ signal }) => getCategories(cityId, lang, signal),
    staleTime: 5 * 60_000,
  });
}

/** The categories of a city (the build's default city unless told), named in the interface language. */
export function useCategories(cityId: number = config.defaultCityId) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useQuery(getCategoriesQueryOptions(cityId, isLanguage(language) ? language : 'en'));
}

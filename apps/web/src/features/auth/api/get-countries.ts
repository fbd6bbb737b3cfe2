import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import { getCountriesResponseSchema, type Country } from '@fairfare/contracts/constants';
import { apiPost } from '../../../shared/api/client';

/**
 * Shown until the service's list arrives, and kept when it cannot be loaded, so that the phone
 * field always works (Canada first: the default city is London, Ontario).
 */
export const FALLBACK_COUNTRIES: Country[] = [
  { country_id: 1, country_name: 'Canada', iso_code: 'CA', phone_code: '+1' },
  { country_id: 2, country_name: 'United States', iso_code: 'US', phone_code: '+1' },
  { country_id: 3, country_name: 'Mexico', iso_code: 'MX', phone_code: '+52' },
  { country_id: 4, country_name: 'France', iso_code: 'FR', phone_code: '+33' },
  { country_id: 5, country_name: 'Spain', iso_code: 'ES', phone_code: '+34' },
  { country_id: 6, country_name: 'United Kingdom', iso_code: 'GB', phone_code: '+44' },
];

/** `constantapi/getcountries`: the countries of the phone picker with their calling codes. */
export async function getCountries(signal?: AbortSignal): Promise<Country[]> {
  const response = await apiPost<unknown>(endpoints.constants.countries, {}, signal);
  return getCountriesResponseSchema.parse(response);
}

export function getCountriesQueryOptions() {
  return queryOptions({
    queryKey: ['countries'] as const,
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: 60 * 60_000,
  });
}

/** The country list, or the built-in one while it loads or when it cannot be loaded. */
export function useCountries(): Country[] {
  const { data } = useQuery(getCountriesQueryOptions());
  return data && data.length > 0 ? data : FALLBACK_COUNTRIES;
}

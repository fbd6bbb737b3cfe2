/**
 * One city for the booking screen.
 *
 * `useCity(cityId: number | undefined): { city; payOptions; isLoading; error }`:
 * - `city: CachedCity | undefined` — the `cityapi/getcity` answer once there, the cached city
 *   (from `useCities`) until then;
 * - `payOptions: PayOption[]` — the city's payment methods from the `cityapi/getcity` answer
 *   (docs/product/api.md "a city POST with city_id, reading city_pay_options"), labels translated; empty
 *   until it arrives;
 * - `isLoading`, `error` — of that call (react-query, `getCityQueryOptions(cityId)`).
 * With `cityId` undefined nothing is asked and the lists are empty.
 */
import { useCityQuery } from './api/getCity';
import type { CachedCity } from './mergeCities';
import { usePayOptions, type PayOption } from './payOptions';
import { useCities } from './useCities';

export interface UseCityResult {
  city: CachedCity | undefined;
  payOptions: PayOption[];
  isLoading: boolean;
  error: unknown;
}

export function useCity(cityId: number | undefined): UseCityResult {
  const { cities } = useCities();
  const query = useCityQuery(cityId);
  const cached = cityId === undefined ? undefined : cities?.find((c) => c.city_id === cityId);
  const payOptions = usePayOptions(query.data?.city_pay_options);
  return {
    city: query.data ?? cached,
    payOptions,
    isLoading: query.isLoading,
    error: query.error ?? undefined,
  };
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import type { City } from '@fairfare/contracts/cities';
import { apiPost } from '../../shared/api/client';
import { setCityZones } from './formatTime';

/** Every active city with its zone (the public list: every role may read it). */
const cityZonesQuery = queryOptions({
  queryKey: ['ops', 'cityZones'],
  queryFn: async ({ signal }) => {
    const cities = await apiPost<City[]>(endpoints.cities.list, {}, signal);
    setCityZones(cities);
    return cities;
  },
  staleTime: 30 * 60_000,
});

/**
 * Loads the cities' zones before the screens show a time (formatTime). Settled either way: if
 * the list does not load, every time shows in UTC and says so, which is still true.
 */
export function useCityZones(): { settled: boolean } {
  const query = useQuery(cityZonesQuery);
  return { settled: !query.isPending };
}

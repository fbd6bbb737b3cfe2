import { queryOptions } from '@tanstack/react-query';
import { rulesOpsPaths } from '@fairfare/contracts/money-rules';
import { apiPost } from '../../shared/api/client';

export interface StaffCity {
  city_id: number;
  city_name: string;
  city_cur: string;
}

/** The cities the signed-in staff member may see (a city manager's own; every one otherwise). */
export const staffCitiesQuery = queryOptions({
  queryKey: ['ops', 'cities'],
  queryFn: ({ signal }) => apiPost<StaffCity[]>(rulesOpsPaths.cities, {}, signal),
  staleTime: 5 * 60_000,
});

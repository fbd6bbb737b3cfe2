import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  rulesOpsPaths,
  type CategoryInput,
  type CityRules,
  type FareRuleInput,
  type FareRuleView,
  type PromoInput,
  type StaffPromo,
} from '@fairfare/contracts/money-rules';
import { apiPost } from '../../../shared/api/client';

const rulesKey = (cityId: number) => ['ops', 'rules', cityId] as const;

/** One city's fares, payment options, geofence and promos. */
export function cityRulesQuery(cityId: number) {
  return queryOptions({
    queryKey: rulesKey(cityId),
    queryFn: ({ signal }) =>
      apiPost<CityRules>(rulesOpsPaths.cityRules, { city_id: cityId }, signal),
  });
}

export interface StaffCategory {
  category_id: number;
  category_name: string;
  category_desc: string;
  seats: number;
  sort_order: number;
  is_active: boolean;
}

/** Every category (shared by all cities). */
export const categoriesQuery = queryOptions({
  queryKey: ['ops', 'categories'],
  queryFn: ({ signal }) => apiPost<StaffCategory[]>(rulesOpsPaths.categories, {}, signal),
});

/** A save of one city's rule: the city's rules are read again once it succeeds. */
function useCitySave<Body extends { city_id: number | null }, Answer>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiPost<Answer>(path, body),
    onSuccess: (_answer, body) =>
      queryClient.invalidateQueries({
        queryKey: body.city_id === null ? ['ops', 'rules'] : rulesKey(body.city_id),
      }),
  });
}

export const useSaveFare = () => useCitySave<FareRuleInput, FareRuleView>(rulesOpsPaths.saveFare);

export const useSavePayOptions = () =>
  useCitySave<{ city_id: number; pay_options: string[] }, { pay_options: string[] }>(
    rulesOpsPaths.savePayOptions,
  );

export const useSaveCreditLimit = () =>
  useCitySave<{ city_id: number; wallet_credit_limit: number }, { wallet_credit_limit: number }>(
    rulesOpsPaths.saveCreditLimit,
  );

export const useSaveGeofence = () =>
  useCitySave<{ city_id: number; geofence: Record<string, unknown> }, { geofence_version: string }>(
    rulesOpsPaths.saveGeofence,
  );

export const useSavePromo = () => useCitySave<PromoInput, StaffPromo>(rulesOpsPaths.savePromo);

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryInput) => apiPost<StaffCategory>(rulesOpsPaths.saveCategory, body),
    // a category's name shows in every city's fares
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: categoriesQuery.queryKey });
      await queryClient.invalidateQueries({ queryKey: ['ops', 'rules'] });
    },
  });
}

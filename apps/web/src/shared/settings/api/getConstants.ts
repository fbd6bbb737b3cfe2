import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import { getConstantsResponseSchema, type Constant } from '@fairfare/contracts/constants';
import { apiPost } from '../../api/client';

/** `constantapi/getconstants` (docs/product/api.md "a constants POST"): every service constant. */
export async function getConstants(signal?: AbortSignal): Promise<Constant[]> {
  const response = await apiPost<unknown>(endpoints.constants.list, {}, signal);
  return getConstantsResponseSchema.parse(response);
}

/** Constants change rarely: asked once per half hour at most. */
export function getConstantsQueryOptions() {
  return queryOptions({
    queryKey: ['constants'] as const,
    queryFn: ({ signal }) => getConstants(signal),
    staleTime: 30 * 60_000,
  });
}

export function useConstants() {
  return useQuery(getConstantsQueryOptions());
}

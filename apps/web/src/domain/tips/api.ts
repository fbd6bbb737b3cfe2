import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  tipEndpoints,
  tipOptionsSchema,
  type AddTipRequest,
  type TipOptions,
} from '@fairfare/contracts/tips';
import { apiPost } from '../../shared/api/client';
import { paymentKeys } from '../../shared/api/queryKeys';
import { tipAdded } from '../payments/queries';

/** The key of the tip mutation: while it runs, the thank-you popup stays (no Escape, no Close). */
export const ADD_TIP_KEY = ['ride', 'addTip'] as const;

/** `tripapi/gettipoptions`: what the tip step offers for the rider's trip (contracts tips.ts). */
export async function getTipOptions(tripId: number, signal?: AbortSignal): Promise<TipOptions> {
  return tipOptionsSchema.parse(
    await apiPost<unknown>(tipEndpoints.options, { trip_id: tripId }, signal),
  );
}

/** `tripapi/addtip`: a percent of the fare or an amount; the server decides and charges it. */
export async function addTip(body: AddTipRequest): Promise<TipOptions> {
  return tipOptionsSchema.parse(await apiPost<unknown>(tipEndpoints.add, body));
}

export function tipOptionsQuery(tripId: number) {
  return queryOptions({
    queryKey: paymentKeys.tip(tripId),
    queryFn: ({ signal }) => getTipOptions(tripId, signal),
  });
}

export function useTipOptions(tripId: number) {
  return useQuery(tipOptionsQuery(tripId));
}

/**
 * `addTip` as a mutation: its answer is the tip step as it now stands; the wallet, the trip's
 * receipt and the trip lists are read again.
 */
export function useAddTip(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ADD_TIP_KEY,
    mutationFn: (choice: { percent: number } | { amount: number }) =>
      addTip({ trip_id: tripId, ...choice }),
    onSuccess: (options) => tipAdded(queryClient, tripId, options),
  });
}

/**
 * Whether the site takes payments in test mode (the sandbox gateway: test cards, no money moves).
 * Read from `constantapi/getstripekey`'s `mode`, once per page; the service decides it at start
 * (PAYMENTS, decision 047). Apart from the card form's calls (domain/payments): the layout of
 * every page, and the back office, read it, and only the one field.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentEndpoints } from '@fairfare/contracts/payment-endpoints';
import { apiPost } from '../api/client';

export const TEST_MODE_KEY = ['payments', 'testMode'] as const;

/** True when the sandbox takes payments; an answer of another shape counts as real money. */
export async function getTestMode(signal?: AbortSignal): Promise<boolean> {
  const answer = await apiPost<{ mode?: unknown }>(paymentEndpoints.stripeKey, {}, signal);
  return answer.mode === 'sandbox';
}

/** Fixed for the service's life: asked once per page. */
export function testModeQueryOptions() {
  return queryOptions({
    queryKey: TEST_MODE_KEY,
    queryFn: ({ signal }) => getTestMode(signal),
    staleTime: Infinity,
  });
}

/** Whether payments are in test mode; false until known. */
export function useTestMode(): boolean {
  return useQuery(testModeQueryOptions()).data === true;
}

import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import { cancelQuoteSchema, type CancelQuote } from '@fairfare/contracts/trips';
import { apiPost } from '../../shared/api/client';
import { tripKeys } from '../../shared/api/queryKeys';

/** `tripapi/cancelquote`: what cancelling the trip would owe now, and when it stops being free. */
export async function getCancelQuote(tripId: number, signal?: AbortSignal): Promise<CancelQuote> {
  const response = await apiPost<unknown>(endpoints.trips.cancelQuote, { trip_id: tripId }, signal);
  return cancelQuoteSchema.parse(response);
}

/** Asked each time the cancel popup opens: the free window may have ended since. */
export function useCancelQuote(tripId: number) {
  return useQuery({
    queryKey: tripKeys.cancelQuote(tripId),
    queryFn: ({ signal }) => getCancelQuote(tripId, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentKeys } from '../../../shared/api/queryKeys';
import { getReceipt } from '../../../domain/payments/api';

/** `tronsactionapi/getreceipt`: a paid trip's receipt (domain/payments/api). */
export function getReceiptQueryOptions(tripId: number) {
  return queryOptions({
    queryKey: paymentKeys.receipt(tripId),
    queryFn: ({ signal }) => getReceipt(tripId, signal),
    // a receipt does not change once the trip is paid, but for a tip (which invalidates it)
    staleTime: Infinity,
  });
}

export function useReceipt(tripId: number, enabled = true) {
  return useQuery({ ...getReceiptQueryOptions(tripId), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getReceipt } from '../../../shared/payments/api';

/** `tronsactionapi/getreceipt`: a paid trip's receipt (shared/payments/api). */
export function getReceiptQueryOptions(tripId: number) {
  return queryOptions({
    queryKey: ['payments', 'receipt', tripId] as const,
    queryFn: ({ signal }) => getReceipt(tripId, signal),
    // a receipt does not change once the trip is paid
    staleTime: Infinity,
  });
}

export function useReceipt(tripId: number, enabled = true) {
  return useQuery({ ...getReceiptQueryOptions(tripId), enabled });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import { updateTripResponseSchema, type Trip } from '@fairfare/contracts/trips';
import { apiPost } from '../../shared/api/client';
import { tripKeys } from '../../shared/api/queryKeys';

/**
 * `tripapi/updatetrip` with action `cancel`: the rider cancels the trip with a reason
 * (is_cancelled 1, the fee payer 'r'). Answers the cancelled trip (cancel_fee when one is owed).
 */
export async function cancelTrip(body: { trip_id: number; trip_reason: string }): Promise<Trip> {
  const response = await apiPost<unknown>(endpoints.trips.update, {
    action: 'cancel',
    trip_id: body.trip_id,
    trip_reason: body.trip_reason,
    is_cancelled: 1,
    can_fee_by: 'r',
  });
  return updateTripResponseSchema.parse(response);
}

/** Cancels, then refreshes every trip list (the active trip, open requests, history). */
export function useCancelTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTrip,
    // Not awaited: the caller's own callbacks run before the refreshed lists can unmount it.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: tripKeys.all });
    },
  });
}

/** `tripapi/updatetrip` with action `cancel_request`: the request is withdrawn, no fee. */
export async function cancelRequest(tripId: number): Promise<Trip> {
  const response = await apiPost<unknown>(endpoints.trips.update, {
    action: 'cancel_request',
    trip_id: tripId,
  });
  return updateTripResponseSchema.parse(response);
}

export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRequest,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: tripKeys.all });
    },
  });
}

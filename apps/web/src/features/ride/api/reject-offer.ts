import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import { tripRequestSchema, type TripRequest } from '@fairfare/contracts/offers';
import { apiPost } from '../../../shared/api/client';
import { applyOffer, refreshOffers } from '../../../domain/trips/tripCache';

/** `triprequestapi/rejecttriprequest`: the rider declines one driver's offer. */
export async function rejectOffer(body: {
  trip_id: number;
  driver_id: number;
}): Promise<TripRequest> {
  const response = await apiPost<unknown>(endpoints.offers.reject, {
    ...body,
    status: 'decline',
    is_user: '1',
  });
  return tripRequestSchema.parse(response);
}

export function useRejectOffer(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectOffer,
    onSuccess: (offer) => applyOffer(queryClient, offer),
    // refused (the offer closed meanwhile): the list is read again
    onError: () => refreshOffers(queryClient, tripId),
  });
}

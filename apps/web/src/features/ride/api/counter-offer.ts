import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import {
  tripRequestSchema,
  type CounterOfferRequest,
  type TripRequest,
} from '@fairfare/contracts/offers';
import { apiPost } from '../../../shared/api/client';
import { applyOffer, refreshOffers } from '../../../domain/trips/tripCache';

/** `triprequestapi/updatetriprequest`: the rider's counter-offer to one driver. */
export async function counterOffer(
  body: Omit<CounterOfferRequest, 'status'>,
): Promise<TripRequest> {
  const response = await apiPost<unknown>(endpoints.offers.counter, { ...body, status: 'offer' });
  return tripRequestSchema.parse(response);
}

export function useCounterOffer(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: counterOffer,
    onSuccess: (offer) => applyOffer(queryClient, offer),
    // refused (the offer closed meanwhile): the list is read again
    onError: () => refreshOffers(queryClient, tripId),
  });
}

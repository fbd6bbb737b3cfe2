import { tripKeys } from '../../../shared/api/queryKeys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import { acceptOfferResponseSchema } from '@fairfare/contracts/offers';
import type { Trip } from '@fairfare/contracts/trips';
import { apiPost } from '../../../shared/api/client';
import { activeTripQuery } from './get-active-trip';
import { OFFERS_KEY } from './get-offers';

/**
 * `tripapi/tripaccept` (or `tripapi/tripassigned` for a ride booked for later): the rider accepts
 * one driver's offer; answers the trip with the OTP and the driver's contact.
 */
export async function acceptOffer(body: {
  trip_id: number;
  driver_id: number;
  later: boolean;
}): Promise<Trip> {
  const path = body.later ? endpoints.trips.assigned : endpoints.trips.accept;
  const response = await apiPost<unknown>(path, {
    trip_id: body.trip_id,
    driver_id: body.driver_id,
  });
  return acceptOfferResponseSchema.parse(response);
}

export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    onSuccess: (trip) => {
      queryClient.setQueryData(activeTripQuery().queryKey, trip);
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: OFFERS_KEY });
      await queryClient.invalidateQueries({ queryKey: activeTripQuery().queryKey });
      // the trip is no longer an open request: /booknow must not keep showing it as pending
      await queryClient.invalidateQueries({ queryKey: tripKeys.openRequests() });
    },
  });
}

import { receiptChanged } from '../payments/queries';
import { tripsChanged } from '../trips/tripCache';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import { updateTripResponseSchema, type Trip } from '@fairfare/contracts/trips';
import { apiPost } from '../../shared/api/client';

/**
 * `tripapi/updatetrip` with action `rate` (docs/product/api.md rating group): the rider rates the driver of
 * their completed trip once, 0.5–5 in half steps, with an optional feedback text. Answers the
 * updated trip (trip_rating, trip_feedback).
 */
export async function rateTrip(body: {
  trip_id: number;
  trip_rating: number;
  trip_feedback: string;
}): Promise<Trip> {
  const response = await apiPost<unknown>(endpoints.trips.update, { action: 'rate', ...body });
  return updateTripResponseSchema.parse(response);
}

export function useRateTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateTrip,
    // the trip lists (My Account) and the trip's receipt show the rating
    onSuccess: (trip) => {
      void receiptChanged(queryClient, trip.trip_id);
      return tripsChanged(queryClient);
    },
  });
}

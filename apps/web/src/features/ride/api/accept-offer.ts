import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import { acceptOfferResponseSchema } from '@fairfare/contracts/offers';
import type { Trip } from '@fairfare/contracts/trips';
import { apiPost } from '../../../shared/api/client';
import { applyTrip } from '../../../domain/trips/tripCache';

/**
 * `tripapi/tripaccept`: the rider accepts one driver's offer; answers the trip with the OTP and
 * the driver's contact. The service decides from the trip whether it becomes `assigned` (a ride
 * booked for later) or `accept` (`tripapi/tripassigned` is the same call), so the site uses one.
 */
export async function acceptOffer(body: { trip_id: number; driver_id: number }): Promise<Trip> {
  const response = await apiPost<unknown>(endpoints.trips.accept, body);
  return acceptOfferResponseSchema.parse(response);
}

export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    // the accepted trip goes into the trip cache, which takes it out of the open requests too
    onSuccess: (trip) => applyTrip(queryClient, trip),
  });
}

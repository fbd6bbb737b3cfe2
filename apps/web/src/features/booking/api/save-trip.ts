import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import type { z } from 'zod';
import type { saveTripRequestSchema } from '@fairfare/contracts/booking';
import { saveTripResponseSchema, type Trip } from '@fairfare/contracts/trips';
import { apiPost } from '../../../shared/api/client';
import { recentPlacesChanged } from '../../../domain/places/saved-places';
import { applyTrip, tripsChanged } from '../../../domain/trips/tripCache';

export type SaveTripBody = z.output<typeof saveTripRequestSchema>;

/**
 * `tripapi/save` (rider only): the trip request, priced again by the server; the answer is the
 * saved trip (status `request`). 400 with the key of the first problem, 409 when a ride now is
 * already in progress.
 */
export async function saveTrip(body: SaveTripBody): Promise<Trip> {
  const response = await apiPost<unknown>(endpoints.trips.save, body);
  return saveTripResponseSchema.parse(response);
}

export function useSaveTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTrip,
    onSuccess: (trip) => {
      // the pending request shows at once; My Account's lists and the recent places load afresh
      applyTrip(queryClient, trip);
      void tripsChanged(queryClient);
      void recentPlacesChanged(queryClient);
    },
  });
}

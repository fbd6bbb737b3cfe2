import { tripKeys } from '../../../shared/api/queryKeys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import type { z } from 'zod';
import {
  updateTripResponseSchema,
  type Trip,
  type updateTripRequestSchema,
} from '@fairfare/contracts/trips';
import { apiPost } from '../../../shared/api/client';
import { OPEN_REQUESTS_KEY } from './get-open-requests';

export type UpdateTripBody = z.output<typeof updateTripRequestSchema>;

/**
 * `tripapi/updatetrip` (rider only): `cancel_request` withdraws a request no driver has taken yet;
 * `edit_scheduled` replaces the booking of a ride for later. Answers the updated trip.
 */
export async function updateTrip(body: UpdateTripBody): Promise<Trip> {
  const response = await apiPost<unknown>(endpoints.trips.update, body);
  return updateTripResponseSchema.parse(response);
}

export function useUpdateTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrip,
    onSuccess: (trip) => {
      queryClient.setQueryData<Trip[]>(OPEN_REQUESTS_KEY, (trips) =>
        trips?.flatMap((t) => {
          if (t.trip_id !== trip.trip_id) return [t];
          return trip.trip_status === 'request' || trip.trip_status === 'offer' ? [trip] : [];
        }),
      );
      void queryClient.invalidateQueries({ queryKey: tripKeys.all });
    },
  });
}

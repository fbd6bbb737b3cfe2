import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import type { RaiseFareRequest } from '@fairfare/contracts/offers';
import { updateTripResponseSchema, type Trip } from '@fairfare/contracts/trips';
import { tripKeys } from '../../../shared/api/queryKeys';
import { apiPost } from '../../../shared/api/client';
import { OPEN_REQUESTS_KEY } from './get-open-requests';

/** `tripapi/raisefare` (rider only): a higher fare for the rider's open request. */
export async function raiseFare(body: RaiseFareRequest): Promise<Trip> {
  const response = await apiPost<unknown>(endpoints.trips.raiseFare, body);
  return updateTripResponseSchema.parse(response);
}

export function useRaiseFare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: raiseFare,
    onSuccess: (trip) => {
      queryClient.setQueryData<Trip[]>(OPEN_REQUESTS_KEY, (trips) =>
        trips?.map((t) => (t.trip_id === trip.trip_id ? trip : t)),
      );
      void queryClient.invalidateQueries({ queryKey: tripKeys.all });
    },
  });
}

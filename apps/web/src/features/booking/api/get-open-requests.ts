import { tripKeys } from '../../../shared/api/queryKeys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import { isLiveTrip } from '@fairfare/contracts/trip-rules';
import type { Trip } from '@fairfare/contracts/trips';
import { apiPost } from '../../../shared/api/client';

/** Enough for every open request a rider can have (one ride now, a few rides for later). */
const OPEN_REQUESTS_LIMIT = 50;

/**
 * `tripapi/gettrips` with is_request '1': the rider's trips still waiting for a driver (status
 * request or offer), newest first: the pending ride now and the rides booked for later.
 */
export async function getOpenRequests(signal?: AbortSignal): Promise<Trip[]> {
  const response = await apiPost<unknown>(
    endpoints.trips.list,
    { is_request: '1', offset: 0, limit: OPEN_REQUESTS_LIMIT },
    signal,
  );
  // the trip schemas (zod) load with the first answer, not with the booking screen's own script
  // (decision 066): a visitor's screen never asks
  const { tripListSchema } = await import('@fairfare/contracts/trips');
  return tripListSchema.parse(response).trips;
}

export const OPEN_REQUESTS_KEY = tripKeys.openRequests();

export function getOpenRequestsQueryOptions() {
  return queryOptions({
    queryKey: OPEN_REQUESTS_KEY,
    queryFn: ({ signal }) => getOpenRequests(signal),
  });
}

/** The rider's open requests; asks only when `enabled` (a rider is logged in). */
export function useOpenRequests(enabled: boolean) {
  return useQuery({ ...getOpenRequestsQueryOptions(), enabled });
}

/**
 * The rider's request out with drivers, waiting for offers: a ride now, or a ride for later that
 * has gone out. While there is one the booking screen shows it instead of a new form.
 */
export function pendingRequest(trips: readonly Trip[] | undefined): Trip | undefined {
  return trips?.find(
    (trip) => isLiveTrip(trip) && (trip.trip_status === 'request' || trip.trip_status === 'offer'),
  );
}

/** The newest ride booked for later still waiting for its driver. */
export function latestScheduledRide(trips: readonly Trip[] | undefined): Trip | undefined {
  return trips?.find((trip) => trip.is_ride_later === 1);
}

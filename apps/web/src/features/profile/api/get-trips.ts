import { tripKeys } from '../../../shared/api/queryKeys';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import {
  ENDED_TRIP_STATUSES,
  OPEN_TRIP_STATUSES,
  tripListSchema,
  type Trip,
  type TripList,
} from '@fairfare/contracts/trips';
import { apiPost } from '../../../shared/api/client';

/** Trips per page of the trip history. */
export const TRIP_HISTORY_PAGE_SIZE = 10;

export interface TripHistoryParams {
  /** 1-based page. */
  page: number;
  limit?: number;
}

/**
 * `tripapi/gettrips` (docs/product/api.md trip list): one page of the rider's past trips (ended), newest
 * first. Rides still to come are listed apart (useUpcomingRides).
 */
export async function getTripHistory(
  { page, limit = TRIP_HISTORY_PAGE_SIZE }: TripHistoryParams,
  signal?: AbortSignal,
): Promise<TripList> {
  const response = await apiPost<unknown>(
    endpoints.trips.list,
    { is_request: '0', offset: (page - 1) * limit, limit, statuses: ENDED_TRIP_STATUSES },
    signal,
  );
  return tripListSchema.parse(response);
}

export function getTripHistoryQueryOptions({
  page,
  limit = TRIP_HISTORY_PAGE_SIZE,
}: TripHistoryParams) {
  return queryOptions({
    queryKey: tripKeys.history({ page, limit }),
    queryFn: ({ signal }) => getTripHistory({ page, limit }, signal),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useTripHistory(params: TripHistoryParams) {
  return useQuery(getTripHistoryQueryOptions(params));
}

/** Enough for every ride a rider can have booked ahead. */
const UPCOMING_LIMIT = 50;

/** The rider's rides booked for later that have not ended yet, soonest first. */
export async function getUpcomingRides(signal?: AbortSignal): Promise<Trip[]> {
  const response = await apiPost<unknown>(
    endpoints.trips.list,
    { is_request: '0', offset: 0, limit: UPCOMING_LIMIT, statuses: OPEN_TRIP_STATUSES },
    signal,
  );
  return tripListSchema
    .parse(response)
    .trips.filter((trip) => trip.is_ride_later === 1)
    .sort((a, b) => a.trip_date - b.trip_date);
}

export function useUpcomingRides() {
  return useQuery({
    queryKey: tripKeys.upcoming(),
    queryFn: ({ signal }) => getUpcomingRides(signal),
  });
}

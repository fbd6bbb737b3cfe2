import { tripKeys } from '../../../shared/api/queryKeys';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import { tripListSchema, type TripList } from '@fairfare/contracts/trips';
import { apiPost } from '../../../shared/api/client';

/** Trips per page of the trip history. */
export const TRIP_HISTORY_PAGE_SIZE = 10;

export interface TripHistoryParams {
  /** 1-based page. */
  page: number;
  limit?: number;
}

/** `tripapi/gettrips` (spec §7 trip list): one page of the rider's own trips, newest first. */
export async function getTripHistory(
  { page, limit = TRIP_HISTORY_PAGE_SIZE }: TripHistoryParams,
  signal?: AbortSignal,
): Promise<TripList> {
  const response = await apiPost<unknown>(
    endpoints.trips.list,
    { is_request: '0', offset: (page - 1) * limit, limit },
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

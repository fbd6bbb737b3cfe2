import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import {
  tripRequestListSchema,
  type GetTripRequestsRequest,
  type TripRequestList,
} from '@fairfare/contracts/offers';
import { apiPostCached } from '../../../shared/api/client';
import { offerKeys } from '../../../shared/api/queryKeys';

/** docs/product/constants.md: offers are polled every 5 s (and refreshed at once on an 'offer' push). */
export const OFFER_POLL_MS = 5000;

/** `triprequestapi/gettriprequests`: the open offers of the rider's trip (ETag-aware). */
export async function getOffers(tripId: number, signal?: AbortSignal): Promise<TripRequestList> {
  const body: GetTripRequestsRequest = { trip_id: tripId, status: 'offer' };
  const response = await apiPostCached<unknown>(endpoints.offers.list, body, signal);
  return tripRequestListSchema.parse(response);
}

export const offersQuery = (tripId: number) =>
  queryOptions({
    queryKey: offerKeys.trip(tripId),
    queryFn: ({ signal }) => getOffers(tripId, signal),
    refetchInterval: OFFER_POLL_MS,
    refetchIntervalInBackground: true,
  });

export function useOffers(tripId: number, enabled: boolean) {
  return useQuery({ ...offersQuery(tripId), enabled });
}

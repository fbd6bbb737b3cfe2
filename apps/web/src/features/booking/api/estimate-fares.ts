import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import {
  estimateResponseSchema,
  type EstimateRequest,
  type EstimateResponse,
} from '@fairfare/contracts/booking';
import { ApiError, apiPost } from '../../../shared/api/client';

/**
 * `tripapi/estimatetripfare`: the booking summary of every category of the pickup's city, keyed
 * by category id (docs/product/data.md "Estimated fare": `trip_pay_amount`). 400 `booking.outsideGeofence` or
 * `booking.sameDestination` when the trip cannot be priced.
 */
export async function estimateFares(
  request: EstimateRequest,
  signal?: AbortSignal,
): Promise<EstimateResponse> {
  const response = await apiPost<unknown>(endpoints.trips.estimate, request, signal);
  return estimateResponseSchema.parse(response);
}

/** Points rounded to about a metre, so that the same trip is one cache entry. */
const round = (n: number) => Math.round(n * 1e5) / 1e5;

export function estimateFaresQueryOptions(request: EstimateRequest | null) {
  const key = request && {
    cityId: request.city_id ?? null,
    pickup: [round(request.pickup.lat), round(request.pickup.lng)],
    drop: [round(request.drop.lat), round(request.drop.lng)],
  };
  return queryOptions({
    queryKey: ['fares', 'estimate', key] as const,
    queryFn: ({ signal }) => {
      if (!request) throw new Error('no trip to estimate');
      return estimateFares(request, signal);
    },
    enabled: request !== null,
    staleTime: 60_000,
    // A refused trip (outside the geofence, same places) is an answer, not a hiccup.
    retry: (failures, error) =>
      failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}

/** The fares of a trip, once both places are chosen (null: nothing to estimate yet). */
export function useFareEstimates(request: EstimateRequest | null) {
  return useQuery(estimateFaresQueryOptions(request));
}

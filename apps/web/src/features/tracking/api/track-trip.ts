import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import { trackedTripSchema, type TrackedTrip } from '@fairfare/contracts/tracking';
import { ApiError, apiPost } from '../../../shared/api/client';

/** The tracking page refreshes the trip every 3 s (positions also come by socket). */
export const TRACK_POLL_MS = 3000;

/** `tripapi/track` (public): the trip behind a tracking token; 404 for an unknown token. */
export async function trackTrip(token: string, signal?: AbortSignal): Promise<TrackedTrip> {
  const response = await apiPost<unknown>(endpoints.trips.track, { token }, signal);
  return trackedTripSchema.parse(response);
}

/** 404 (unknown token) or 400 (not a token): the page shows NotFound. */
/** The link worked once: its trip ended longer ago than links are kept (tracking.linkExpired). */
export function isExpiredLink(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'tracking.linkExpired';
}

export function isUnknownToken(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export const trackTripQuery = (token: string) =>
  queryOptions({
    queryKey: ['track', token] as const,
    queryFn: ({ signal }) => trackTrip(token, signal),
    // an unknown token stays unknown; other failures (network, server) are tried again
    refetchInterval: (query) => (isUnknownToken(query.state.error) ? false : TRACK_POLL_MS),
    retry: false,
  });

export function useTrackedTrip(token: string) {
  return useQuery(trackTripQuery(token));
}

import { tripKeys } from '../../../shared/api/queryKeys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import {
  isLiveTrip,
  OPEN_TRIP_STATUSES,
  tripListSchema,
  type Trip,
} from '@fairfare/contracts/trips';
import { apiPostCached } from '../../../shared/api/client';
import { applyTrip, newerActiveTrip } from '../../../domain/trips/tripCache';
import { readLastTrip, rememberLastTrip } from '../model/lastTrip';
import { getEndedTrip } from './get-ended-trip';

/** docs/product/constants.md: the trip list is polled every 2 s, page size 20. */
export const TRIP_LIST_POLL_MS = 2000;

// docs/product/api.md: the numbers go as strings
const ACTIVE_TRIPS_BODY = {
  is_request: '0',
  offset: '0',
  limit: '20',
  statuses: [...OPEN_TRIP_STATUSES],
};

/**
 * The rider's trip in progress (docs/product/api.md trip list with the open statuses), or null: the newest
 * live one, so a ride booked for later that has not gone out to drivers never hides a ride now.
 * The list is ETag-aware: an unchanged list costs a 304 and keeps the last answer.
 */
export async function getActiveTrip(signal?: AbortSignal): Promise<Trip | null> {
  const response = await apiPostCached<unknown>(endpoints.trips.list, ACTIVE_TRIPS_BODY, signal);
  const { trips } = tripListSchema.parse(response);
  return trips.find(isLiveTrip) ?? null;
}

/** The trip kept by the last page view, shown until the list answers. */
const lastTripPlaceholder = (): Trip | undefined => readLastTrip();

export const activeTripQuery = () =>
  queryOptions<Trip | null, Error, Trip | null, ReturnType<typeof tripKeys.active>>({
    // under 'trips', so that whatever refreshes the rider's trips refreshes this too
    queryKey: tripKeys.active(),
    queryFn: async ({ signal, client, queryKey }) => {
      const shown = client.getQueryData<Trip | null>(queryKey);
      const trip = await getActiveTrip(signal);
      rememberLastTrip(trip);
      // the trip on screen left the list with no push saying so (a missed one): read how it
      // ended, into the trip cache, where the overlay hears of it as it would of the push
      if (shown && shown.trip_id !== trip?.trip_id) {
        getEndedTrip(shown.trip_id).then(
          (ended) => {
            if (ended) applyTrip(client, ended);
          },
          (err: unknown) => console.error('could not read the ended trip', err),
        );
      }
      return trip;
    },
    // a poll sent before a push answers after it: the newer copy of the trip stays
    structuralSharing: (kept, fresh) =>
      newerActiveTrip(kept as Trip | null | undefined, fresh as Trip | null),
    // a reload shows the trip last read in this tab at once (isPlaceholderData until the list
    // answers), not nothing while a slow network brings the list
    // (one function for every render: React Query keeps its placeholder only while the option
    // stays the same; a new function per render made a new trip per render, a render loop)
    placeholderData: lastTripPlaceholder,
    refetchInterval: TRIP_LIST_POLL_MS,
    refetchIntervalInBackground: true,
    // back online: read the list at once, however fresh the last answer (a ride moves on offline)
    refetchOnReconnect: 'always',
  });

export function useActiveTrip() {
  return useQuery(activeTripQuery());
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { AnnouncedRequest, OpenRequest } from '@fairfare/contracts/drivers';
import { greatCircleKm, travelMinutes, type LatLng } from '@fairfare/contracts/fare';
import type { PushMessage } from '@fairfare/contracts/socket';
import { addNews } from '../shared/newsStore';
import { newsOfPush } from '../shared/pushNews';
import { openRequestsKey } from '../shared/queryKeys';
import { driverSessionQuery } from '../shared/session';

type RequestList = { requests: OpenRequest[] };

/** Whether a push's data is a new request (the `request` push carries one, with its pickup). */
function isAnnouncedRequest(data: unknown): data is AnnouncedRequest {
  const value = data as Partial<AnnouncedRequest> | null;
  return (
    typeof value?.trip_id === 'number' &&
    typeof value.trip_from_loc === 'string' &&
    typeof value.trip_from_lat === 'number' &&
    typeof value.trip_from_lng === 'number' &&
    typeof value.user_offer_amt === 'number' &&
    typeof value.trip_currency === 'string'
  );
}

/**
 * A new request as the list holds it: with this driver's own distance and time to its pickup,
 * worked out as the service does for the list (great circle, 40 km/h): every driver gets the
 * same push, so the service does not send each their own.
 */
export function withPickupDistance(request: AnnouncedRequest, at: LatLng): OpenRequest {
  const km = greatCircleKm(at, { lat: request.trip_from_lat, lng: request.trip_from_lng });
  return {
    ...request,
    pickup_distance_km: Math.round(km * 100) / 100,
    pickup_eta_min: travelMinutes(km),
    my_offer: null,
  };
}

/** Pushes that change the driver's trips (won, cancelled, ended): the ride screen reads them again. */
const TRIP_CHANGES = new Set([
  'accept',
  'assigned',
  'cancel',
  'completed',
  'paid',
  'begin',
  'arrive',
]);

/**
 * What each push does to what the app shows: a new request joins the list at once (it carries
 * the request); a counter-offer updates the driver's offer on its card at once; every push that
 * is news is kept to be said in words (newsStore); then the lists it touches are read again, as
 * the service has them.
 */
export function usePushHandler(
  driverId: number | null,
  position: LatLng | null = null,
): (push: PushMessage) => void {
  const queryClient = useQueryClient();
  const where = useRef(position);
  useEffect(() => {
    where.current = position;
  }, [position]);
  return useCallback(
    (push: PushMessage) => {
      if (push.trip_status === 'request' && isAnnouncedRequest(push.data)) {
        // without a position yet, the list is read again: the service adds the distance
        if (!where.current) {
          void queryClient.invalidateQueries({ queryKey: openRequestsKey });
          return;
        }
        const request = withPickupDistance(push.data, where.current);
        queryClient.setQueryData<RequestList>(openRequestsKey, (list) =>
          list
            ? {
                requests: [request, ...list.requests.filter((r) => r.trip_id !== request.trip_id)],
              }
            : list,
        );
        return;
      }
      let news = newsOfPush(push, driverId);
      if (news?.kind === 'cancelled' && news.currency === null) {
        // the fee is in the trip's currency: the ride under way knows it
        const trips = queryClient.getQueryData(driverSessionQuery.queryKey)?.trips ?? [];
        const trip = trips.find((t) => t.trip_id === news!.trip_id);
        if (trip) news = { ...news, currency: trip.trip_currency };
      }
      const list = queryClient.getQueryData<RequestList>(openRequestsKey);
      if (news) {
        addNews(news, list?.requests.find((r) => r.trip_id === news.trip_id) ?? null);
      }
      if (news?.kind === 'countered') {
        const offer = (push.data as { offer?: OpenRequest['my_offer'] }).offer;
        if (offer) {
          queryClient.setQueryData<RequestList>(openRequestsKey, (current) =>
            current
              ? {
                  requests: current.requests.map((r) =>
                    r.trip_id === news.trip_id ? { ...r, my_offer: offer } : r,
                  ),
                }
              : current,
          );
        }
      }
      void queryClient.invalidateQueries({ queryKey: openRequestsKey });
      if (TRIP_CHANGES.has(push.trip_status)) {
        void queryClient.invalidateQueries({ queryKey: driverSessionQuery.queryKey });
      }
    },
    [queryClient, driverId],
  );
}

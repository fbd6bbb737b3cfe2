import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { OpenRequest } from '@fairfare/contracts/drivers';
import type { PushMessage } from '@fairfare/contracts/socket';
import { addNews } from '../shared/newsStore';
import { newsOfPush } from '../shared/pushNews';
import { openRequestsKey } from '../shared/queryKeys';
import { driverSessionQuery } from '../shared/session';

type RequestList = { requests: OpenRequest[] };

/** Whether a push's data is a request as the list holds it (the `request` push carries one). */
function isOpenRequest(data: unknown): data is OpenRequest {
  const value = data as Partial<OpenRequest> | null;
  return (
    typeof value?.trip_id === 'number' &&
    typeof value.trip_from_loc === 'string' &&
    typeof value.user_offer_amt === 'number' &&
    typeof value.trip_currency === 'string'
  );
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
export function usePushHandler(driverId: number | null): (push: PushMessage) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (push: PushMessage) => {
      if (push.trip_status === 'request' && isOpenRequest(push.data)) {
        const request = push.data;
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

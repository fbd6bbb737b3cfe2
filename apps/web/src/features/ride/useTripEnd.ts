import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentsChanged, useUnpaidTrip } from '../../domain/payments/queries';
import { tripsChanged, useEndedTrip } from '../../domain/trips/tripCache';
import { clearTripMode } from '../../shared/settings/tripMode';
import { toast } from '../../shared/ui/toast';
import { markEndedRequestSeen, useEndedRequest } from './api/get-ended-request';
import {
  afterRideReducer,
  initialAfterRide,
  type AfterRideAction,
  type AfterRideState,
} from './model/afterRide';

const DRIVER_CANCEL_STATUSES: readonly string[] = ['p_cancel_pickup', 'p_cancel_drop'];

/**
 * What follows a trip's end (model/afterRide), however the rider hears of it: the trip cache's
 * ended trip (a push, the poll, the rider's own cancel), an unpaid ended trip found on page load,
 * or a request that ended without a ride while the rider was away. `noRide`: the service said
 * there is no ride in progress (the unpaid and ended-request reads are only for then).
 */
export function useTripEnd(noRide: boolean): [AfterRideState, Dispatch<AfterRideAction>] {
  const { t: tm } = useTranslation('messages');
  const queryClient = useQueryClient();
  const [afterRide, dispatch] = useReducer(afterRideReducer, initialAfterRide);
  // only without a ride in progress: the unpaid trip is an ended one
  const unpaid = useUnpaidTrip(noRide);
  // a request that ended without a ride while the rider was away: said once, on coming back
  const endedRequest = useEndedRequest(noRide);
  const handledEnd = useRef<number | null>(null);

  // A newer copy of a trip already ended (the driver confirmed the cash) settles its popup.
  const ended = useEndedTrip();
  useEffect(() => {
    if (!ended) return;
    // the lists (history, the unpaid trip) are read again: the end, or how it settled, shows
    // there too (also on a page opened after the ride, where this is the first news of it)
    void tripsChanged(queryClient);
    void paymentsChanged(queryClient);
    if (handledEnd.current === ended.trip_id) {
      dispatch({ type: 'settled', trip: ended });
      return;
    }
    handledEnd.current = ended.trip_id;
    markEndedRequestSeen(ended.trip_id);
    clearTripMode();
    // A driver's cancellation is said at once; the popup after it offers to send the request again.
    if (DRIVER_CANCEL_STATUSES.includes(ended.trip_status)) toast.error(tm('ride.cancelled'));
    dispatch({ type: 'ended', trip: ended });
  }, [ended, queryClient, tm]);

  // Page load (and window focus): an ended trip that still owes money.
  useEffect(() => {
    if (unpaid.data) dispatch({ type: 'found', trip: unpaid.data });
  }, [unpaid.data]);

  // Coming back to a request that expired (or whose driver cancelled) while away: say why, and
  // offer to send it again, instead of an empty booking form.
  useEffect(() => {
    const gone = endedRequest.data;
    if (!gone || handledEnd.current === gone.trip_id) return;
    handledEnd.current = gone.trip_id;
    markEndedRequestSeen(gone.trip_id);
    dispatch({ type: 'ended', trip: gone });
  }, [endedRequest.data]);

  return [afterRide, dispatch];
}

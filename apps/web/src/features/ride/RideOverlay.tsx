import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PushMessage } from '@fairfare/contracts/socket';
import {
  ASSIGNED_TRIP_STATUSES,
  OPEN_TRIP_STATUSES,
  type Trip,
  type TripStatus,
} from '@fairfare/contracts/trips';
import { tripKeys } from '../../shared/api/queryKeys';
import { UNPAID_TRIP_KEY, useUnpaidTrip } from '../../domain/payments/queries';
import { clearTripMode } from '../../shared/settings/tripMode';
import { useSettings } from '../../shared/settings/useSettings';
import { formatCityDateTime } from '../../shared/settings/cityTime';
import { toast } from '../../shared/ui/toast';
import { activeTripQuery, useActiveTrip } from './api/get-active-trip';
import { getEndedTrip } from './api/get-ended-trip';
import { markEndedRequestSeen, useEndedRequest } from './api/get-ended-request';
import { OFFERS_KEY, offersQuery, useOffers } from './api/get-offers';
import { cutName } from './model/display';
import { AfterRide } from './components/AfterRide';
import { CancelRideDialog } from '../../domain/trips/CancelRideDialog';
import { OfferList } from './components/OfferList';
import { SafetyPanel } from './components/SafetyPanel';
import { ShareRideDialog } from './components/ShareRideDialog';
import { Overlay } from '../../shared/ui/dialog/Overlay';
import { TripStatusPopup } from './components/TripStatusPopup';
import { afterRideReducer, initialAfterRide } from './model/afterRide';
import { declinedPush } from './model/declinedPush';
import { useNow } from '../../shared/hooks/useNow';
import { useOnline } from '../../shared/hooks/useOnline';
import { isReconnecting } from './model/connection';
import { useRideSocket } from './socket/useRideSocket';
import { useRideTexts } from './useRideTexts';
import './ride.css';

/** A time as the city's 24-hour clock shows it ("09:05"). */
const CLOCK_TIME: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** The 'new offer' toast: one at a time, dismissed once a driver is assigned. */
export const OFFER_TOAST_ID = 'ride-new-offer';

const DRIVER_CANCEL_STATUSES: readonly string[] = ['p_cancel_pickup', 'p_cancel_drop'];
const OPEN_STATUSES: readonly string[] = OPEN_TRIP_STATUSES;

function isAssigned(status: TripStatus): boolean {
  return (ASSIGNED_TRIP_STATUSES as readonly string[]).includes(status);
}

/**
 * The ride overlay (spec §2), on every page while the rider has a trip in progress. The state
 * comes from the server (trip list every 2 s, offers every 5 s, pushes in between), so it
 * survives a reload, a closed tab and a dropped network (the last known status stays, marked
 * 'Reconnecting…', and catches up when the network returns). Shows the offer popups while the trip
 * is a request, the trip status popup (and the cancel popup) once a driver is assigned, and
 * handles the trip's end (model/afterRide): a completion (or a cancellation with a fee) goes on to
 * pay, rate, thanks and summary; the rider's own free cancellation is confirmed; a request no
 * driver answered, or whose driver cancelled before the pickup, is offered to be sent again. An
 * unpaid ended trip found on page load shows the unpaid-trip popup too. Cash waits for the
 * driver's confirmation: its `paid` push turns the popup to thank-you.
 */
export function RideOverlay() {
  const { t: tm } = useTranslation('messages');
  const { t: ts, i18n } = useTranslation('safety');
  const { t: tr } = useTranslation('ride');
  const queryClient = useQueryClient();
  const { timerMinutes, tzOffset } = useSettings();
  const active = useActiveTrip();
  const trip = active.data ?? null;
  const wantsOffers =
    trip !== null && (trip.trip_status === 'request' || trip.trip_status === 'offer');
  const offers = useOffers(trip?.trip_id ?? 0, wantsOffers);
  const now = useNow(1000, wantsOffers);
  // a popup over the trip status popup: the cancel form, sharing with contacts, the safety panel
  const [panel, setPanel] = useState<'cancel' | 'share' | 'safety' | null>(null);
  const [afterRide, dispatch] = useReducer(afterRideReducer, initialAfterRide);
  // only without a ride in progress: the unpaid trip is an ended one
  const unpaid = useUnpaidTrip(active.data === null);
  // a request that ended without a ride while the rider was away: said once, on coming back
  const endedRequest = useEndedRequest(active.data === null);
  const lastTrip = useRef<Trip | null>(null);
  const handledEnd = useRef<number | null>(null);
  useRideTexts(trip !== null || afterRide.view !== null);

  const onEnded = useCallback(
    (tripId: number, status: string, ended?: Trip) => {
      if (OPEN_STATUSES.includes(status) || handledEnd.current === tripId) return;
      handledEnd.current = tripId;
      markEndedRequestSeen(tripId);
      clearTripMode();
      setPanel(null);
      // A driver's cancellation is said at once; the popup after it offers to send the request again.
      if (DRIVER_CANCEL_STATUSES.includes(status)) toast.error(tm('ride.cancelled'));
      if (ended) {
        dispatch({ type: 'ended', trip: ended });
      } else {
        // a push carries only the id: read the trip (paid at completion or not, the amount)
        getEndedTrip(tripId).then(
          (trip) => {
            if (trip) dispatch({ type: 'ended', trip });
          },
          (err: unknown) => console.error('could not read the ended trip', err),
        );
      }
      void queryClient.invalidateQueries({ queryKey: activeTripQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: UNPAID_TRIP_KEY });
    },
    [queryClient, tm],
  );

  // A driver is assigned (or the trip ended): the offers and their toast are over.
  const offersOver = active.data !== undefined && (trip === null || isAssigned(trip.trip_status));
  useEffect(() => {
    if (offersOver) toast.dismiss(OFFER_TOAST_ID);
  }, [offersOver]);

  // Page load (and window focus): an ended trip that still owes money.
  useEffect(() => {
    if (unpaid.data) dispatch({ type: 'found', trip: unpaid.data });
  }, [unpaid.data]);

  // Coming back to a request that expired (or whose driver cancelled) while away: say why, and
  // offer to send it again, instead of an empty booking form.
  useEffect(() => {
    const ended = endedRequest.data;
    if (!ended || handledEnd.current === ended.trip_id) return;
    handledEnd.current = ended.trip_id;
    markEndedRequestSeen(ended.trip_id);
    dispatch({ type: 'ended', trip: ended });
  }, [endedRequest.data]);

  // The trip left the active list: find out how it ended.
  useEffect(() => {
    if (active.data === undefined) return;
    if (trip) {
      lastTrip.current = trip;
      return;
    }
    const gone = lastTrip.current;
    lastTrip.current = null;
    if (!gone || handledEnd.current === gone.trip_id) return;
    getEndedTrip(gone.trip_id).then(
      (ended) => {
        if (ended) onEnded(ended.trip_id, ended.trip_status, ended);
      },
      (err: unknown) => console.error('could not read the ended trip', err),
    );
  }, [active.data, trip, onEnded]);

  const onPush = useCallback(
    (message: PushMessage) => {
      const status = message.trip_status;
      if (status === 'reminder') {
        // a ride booked for later is soon (the SMS says it too); its time in the city's time
        const at = Number(message.data.trip_date);
        const time =
          tzOffset === undefined
            ? ''
            : formatCityDateTime(at, tzOffset, i18n.resolvedLanguage ?? 'en', CLOCK_TIME);
        toast.info(ts('reminder', { from: String(message.data.trip_from_loc ?? ''), time }), {
          autoClose: false,
        });
        return;
      }
      if (status === 'offer') {
        // one toast for the offers, replaced by each new one, gone once a driver is assigned
        toast.info(tm('ride.newOffer'), { toastId: OFFER_TOAST_ID });
      } else if (status === 'declined') {
        const offers = queryClient.getQueryData(offersQuery(message.data.trip_id).queryKey);
        const declined = declinedPush(message.data, offers);
        if (declined.kind === 'request') toast.error(tm('ride.declinedByDriver'));
        else if (declined.name) toast.info(tr('offers.counterDeclined', { name: declined.name }));
        else toast.info(tr('offers.counterDeclinedByADriver'));
      } else if (status === 'reject_offer' && message.data.reason === 'expired') {
        // the card vanished at the end of its countdown: say which offer ended, and why
        const ended = queryClient
          .getQueryData(offersQuery(message.data.trip_id).queryKey)
          ?.offers.find((o) => o.tripRequestId === message.data.tripRequestId);
        toast.info(
          ended
            ? tr('offers.expired', { name: cutName(ended.Driver.d_name) })
            : tr('offers.expiredUnnamed'),
        );
      }
      if (status === 'offer' || status === 'reject_offer' || status === 'declined') {
        void queryClient.invalidateQueries({ queryKey: OFFERS_KEY });
      }
      if (status === 'paid') {
        // the driver confirmed the cash: the popup about paying it turns to thank-you, and the
        // lists (history, the unpaid trip) are read again
        void queryClient.invalidateQueries({ queryKey: tripKeys.all });
        void queryClient.invalidateQueries({ queryKey: UNPAID_TRIP_KEY });
        getEndedTrip(message.data.trip_id).then(
          (paid) => {
            if (paid) dispatch({ type: 'settled', trip: paid });
          },
          (err: unknown) => console.error('could not read the paid trip', err),
        );
        return;
      }
      if (DRIVER_CANCEL_STATUSES.includes(status) || status === 'completed') {
        onEnded(message.data.trip_id, status);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: activeTripQuery().queryKey });
    },
    [onEnded, queryClient, tm, tr, ts, tzOffset, i18n],
  );
  // Back on the socket after a drop: what was pushed meanwhile is read again.
  const onReconnect = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: activeTripQuery().queryKey });
    void queryClient.invalidateQueries({ queryKey: OFFERS_KEY });
  }, [queryClient]);
  const socketDroppedAt = useRideSocket(onPush, onReconnect);
  // The network dropped: the last known trip stays on screen (the query keeps its data) with a
  // 'Reconnecting…' notice, until the trip list answers again.
  const online = useOnline();
  const reconnecting = isReconnecting({
    online,
    socketDroppedAt,
    // read only after a drop: otherwise every poll, changed or not, would render the overlay again
    lastAnswerAt: socketDroppedAt === null ? 0 : active.dataUpdatedAt,
    lastPollFailure: active.failureReason,
  });

  const onCancelled = (cancelled: Trip) => {
    handledEnd.current = cancelled.trip_id;
    clearTripMode();
    setPanel(null);
    // a fee owed and not charged on a card: the unpaid-trip popup shows it
    dispatch({ type: 'ended', trip: cancelled });
    queryClient.setQueryData(activeTripQuery().queryKey, null);
    void queryClient.invalidateQueries({ queryKey: activeTripQuery().queryKey });
    void queryClient.invalidateQueries({ queryKey: UNPAID_TRIP_KEY });
  };

  if (afterRide.view !== null) return <AfterRide state={afterRide} dispatch={dispatch} />;
  if (!trip) return null;

  if (isAssigned(trip.trip_status)) {
    return (
      <Overlay onEscape={panel ? () => setPanel(null) : undefined}>
        {panel === 'cancel' ? (
          <CancelRideDialog trip={trip} onClose={() => setPanel(null)} onCancelled={onCancelled} />
        ) : panel === 'share' ? (
          <ShareRideDialog trip={trip} onClose={() => setPanel(null)} />
        ) : panel === 'safety' ? (
          <SafetyPanel trip={trip} onClose={() => setPanel(null)} />
        ) : (
          <TripStatusPopup
            trip={trip}
            timerMinutes={timerMinutes}
            reconnecting={reconnecting}
            updating={active.isPlaceholderData}
            onCancel={() => setPanel('cancel')}
            onShareWithContacts={() => setPanel('share')}
            onSafety={() => setPanel('safety')}
          />
        )}
      </Overlay>
    );
  }

  const openOffers =
    wantsOffers && offers.data?.trip_id === trip.trip_id
      ? offers.data.offers.filter(
          (o) => (o.status === 'offer' || o.status === 'counter') && o.expires_at > now,
        )
      : [];
  if (openOffers.length === 0) return null;
  return (
    <Overlay>
      <OfferList trip={trip} offers={openOffers} now={now} />
    </Overlay>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSIGNED_TRIP_STATUSES, type TripStatus } from '@fairfare/contracts/trips';
import { paymentsChanged, useUnpaidTrip } from '../../domain/payments/queries';
import {
  applyRiderPush,
  refreshRide,
  tripsChanged,
  useEndedTrip,
} from '../../domain/trips/tripCache';
import { clearTripMode } from '../../shared/settings/tripMode';
import { useSettings } from '../../shared/settings/useSettings';
import { formatCityDateTime } from '../../shared/settings/cityTime';
import { LONG_TOAST_MS, toast } from '../../shared/ui/toast';
import { useActiveTrip } from './api/get-active-trip';
import { markEndedRequestSeen, useEndedRequest } from './api/get-ended-request';
import { useOffers } from './api/get-offers';
import { AfterRide } from './components/AfterRide';
import { CancelRideDialog } from '../../domain/trips/CancelRideDialog';
import { OfferList } from './components/OfferList';
import { SafetyPanel } from './components/SafetyPanel';
import { ShareRideDialog } from './components/ShareRideDialog';
import { Overlay } from '../../shared/ui/dialog/Overlay';
import { MinimisedTripBar } from './components/MinimisedTripBar';
import { TripStatusPopup } from './components/TripStatusPopup';
import { afterRideReducer, initialAfterRide } from './model/afterRide';
import { pushToast, type PushToast } from './model/pushToast';
import { useNow } from '../../shared/hooks/useNow';
import { useOnline } from '../../shared/hooks/useOnline';
import { isReconnecting } from './model/connection';
import { useRideSocket } from './socket/useRideSocket';
import { useRideTexts } from './useRideTexts';
import { dropFirstRide } from './first/firstRide';
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

function isAssigned(status: TripStatus): boolean {
  return (ASSIGNED_TRIP_STATUSES as readonly string[]).includes(status);
}

/**
 * The ride overlay (docs/product/screens.md), on every page while the rider has a trip in progress. It shows the
 * trip cache (domain/trips/tripCache.ts: trip list every 2 s, offers every 5 s, pushes carrying
 * the trip in between, the newest copy winning), so it survives a reload, a closed tab and a
 * dropped network (the last known status stays, marked 'Reconnecting…', and catches up when the
 * network returns). A trip's end reaches it one way: the cache's ended trip. Shows the offer popups while the trip
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
  /** The trip whose status popup the rider made small (a new trip opens it again). */
  const [minimisedTrip, setMinimisedTrip] = useState<number | null>(null);
  const [afterRide, dispatch] = useReducer(afterRideReducer, initialAfterRide);
  // only without a ride in progress: the unpaid trip is an ended one
  const unpaid = useUnpaidTrip(active.data === null);
  // a request that ended without a ride while the rider was away: said once, on coming back
  const endedRequest = useEndedRequest(active.data === null);
  const handledEnd = useRef<number | null>(null);
  useRideTexts(trip !== null || afterRide.view !== null);
  // the ride the service put into the first paint gives way to the overlay's (decision 061)
  const knowsTrip = active.data !== undefined;
  useEffect(() => {
    if (knowsTrip) dropFirstRide();
  }, [knowsTrip]);

  // The trip's end, however the cache heard of it (a push, the poll, the rider's own cancel); a
  // newer copy of a trip already ended (the driver confirmed the cash) settles its popup.
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
    setPanel(null);
    // A driver's cancellation is said at once; the popup after it offers to send the request again.
    if (DRIVER_CANCEL_STATUSES.includes(ended.trip_status)) toast.error(tm('ride.cancelled'));
    dispatch({ type: 'ended', trip: ended });
  }, [ended, queryClient, tm]);

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
    const gone = endedRequest.data;
    if (!gone || handledEnd.current === gone.trip_id) return;
    handledEnd.current = gone.trip_id;
    markEndedRequestSeen(gone.trip_id);
    dispatch({ type: 'ended', trip: gone });
  }, [endedRequest.data]);

  const say = useCallback(
    (said: PushToast) => {
      if (!said) return;
      if (said.kind === 'reminder') {
        // its time in the city's time
        const time =
          tzOffset === undefined
            ? ''
            : formatCityDateTime(said.at, tzOffset, i18n.resolvedLanguage ?? 'en', CLOCK_TIME);
        toast.info(ts('reminder', { from: said.from, time }), { autoClose: LONG_TOAST_MS });
      } else if (said.kind === 'newOffer') {
        toast.info(tm('ride.newOffer'), { toastId: OFFER_TOAST_ID });
      } else if (said.kind === 'counterDeclined') {
        toast.info(
          said.name
            ? tr('offers.counterDeclined', { name: said.name })
            : tr('offers.counterDeclinedByADriver'),
        );
      } else {
        toast.info(
          said.name ? tr('offers.expired', { name: said.name }) : tr('offers.expiredUnnamed'),
        );
      }
    },
    [tm, tr, ts, tzOffset, i18n],
  );

  // A push: its trip and offer go into the trip cache (which asks again only when one was
  // missed); the overlay only says what the spec's toasts say.
  const onPush = useCallback(
    (message: unknown) => {
      const applied = applyRiderPush(queryClient, message);
      if (applied) say(pushToast(applied.push, applied.offerBefore, applied.tripNow));
    },
    [queryClient, say],
  );
  // Back on the socket after a drop: what was pushed meanwhile is read again.
  const onReconnect = useCallback(() => void refreshRide(queryClient), [queryClient]);
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

  if (afterRide.view !== null) return <AfterRide state={afterRide} dispatch={dispatch} />;
  if (!trip) return null;

  if (isAssigned(trip.trip_status)) {
    // the status popup made small: the page can be seen and used (issue 26 point 12)
    const minimise = () => setMinimisedTrip(trip.trip_id);
    if (minimisedTrip === trip.trip_id && panel === null)
      return <MinimisedTripBar trip={trip} onRestore={() => setMinimisedTrip(null)} />;
    return (
      <Overlay onEscape={panel ? () => setPanel(null) : minimise}>
        {panel === 'cancel' ? (
          // the cancelled trip reaches the trip cache, and from there the end above
          <CancelRideDialog
            trip={trip}
            onClose={() => setPanel(null)}
            onCancelled={() => setPanel(null)}
          />
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
            onMinimise={minimise}
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

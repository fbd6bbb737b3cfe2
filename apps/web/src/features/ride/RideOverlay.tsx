import { useEffect } from 'react';
import { ASSIGNED_TRIP_STATUSES, type TripStatus } from '@fairfare/contracts/trips';
import { useNow } from '../../shared/hooks/useNow';
import { useSettings } from '../../shared/settings/useSettings';
import { toast } from '../../shared/ui/toast';
import { Overlay } from '../../shared/ui/dialog/Overlay';
import { useActiveTrip } from './api/get-active-trip';
import { useOffers } from './api/get-offers';
import { AfterRide } from './components/AfterRide';
import { AssignedTripOverlay } from './components/AssignedTripOverlay';
import { OfferList } from './components/OfferList';
import { dropFirstRide } from './first/firstRide';
import { OFFER_TOAST_ID, useRidePushes } from './useRidePushes';
import { useRideTexts } from './useRideTexts';
import { useTripEnd } from './useTripEnd';
import './ride.css';

function isAssigned(status: TripStatus): boolean {
  return (ASSIGNED_TRIP_STATUSES as readonly string[]).includes(status);
}

/**
 * The ride overlay (docs/product/screens.md), on every page while the rider has a trip in
 * progress. It shows the trip cache (domain/trips/tripCache.ts: trip list every 2 s, offers every
 * 5 s, pushes carrying the trip in between, the newest copy winning), so it survives a reload, a
 * closed tab and a dropped network (the last known status stays, marked 'Reconnecting…', and
 * catches up when the network returns: useRidePushes). Shows the offer popups while the trip is a
 * request, the trip status popup (and the popups over it) once a driver is assigned, and what
 * follows the trip's end (useTripEnd, model/afterRide): a completion (or a cancellation with a
 * fee) goes on to pay, rate, thanks and summary; the rider's own free cancellation is confirmed;
 * a request no driver answered, or whose driver cancelled before the pickup, is offered to be sent
 * again; an unpaid ended trip found on page load shows the unpaid-trip popup. Cash waits for the
 * driver's confirmation: its `paid` push turns the popup to thank-you.
 */
export function RideOverlay() {
  const { timerMinutes } = useSettings();
  const active = useActiveTrip();
  const trip = active.data ?? null;
  const wantsOffers =
    trip !== null && (trip.trip_status === 'request' || trip.trip_status === 'offer');
  const offers = useOffers(trip?.trip_id ?? 0, wantsOffers);
  const now = useNow(1000, wantsOffers);
  const [afterRide, dispatch] = useTripEnd(active.data === null);
  useRideTexts(trip !== null || afterRide.view !== null);
  const reconnecting = useRidePushes(active);
  // the ride the service put into the first paint gives way to the overlay's (decision 061)
  const knowsTrip = active.data !== undefined;
  useEffect(() => {
    if (knowsTrip) dropFirstRide();
  }, [knowsTrip]);

  // A driver is assigned (or the trip ended): the offers and their toast are over.
  const offersOver = active.data !== undefined && (trip === null || isAssigned(trip.trip_status));
  useEffect(() => {
    if (offersOver) toast.dismiss(OFFER_TOAST_ID);
  }, [offersOver]);

  if (afterRide.view !== null) return <AfterRide state={afterRide} dispatch={dispatch} />;
  if (!trip) return null;
  if (isAssigned(trip.trip_status)) {
    return (
      <AssignedTripOverlay
        trip={trip}
        timerMinutes={timerMinutes}
        reconnecting={reconnecting}
        updating={active.isPlaceholderData}
      />
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

import { useState } from 'react';
import type { Trip } from '@fairfare/contracts/trips';
import { CancelRideDialog } from '../../../domain/trips/CancelRideDialog';
import { Overlay } from '../../../shared/ui/dialog/Overlay';
import { MinimisedTripBar } from './MinimisedTripBar';
import { SafetyPanel } from './SafetyPanel';
import { ShareRideDialog } from './ShareRideDialog';
import { TripStatusPopup } from './TripStatusPopup';

interface AssignedTripOverlayProps {
  trip: Trip;
  /** The countdown length (minutes); no countdown while unknown. */
  timerMinutes: number | undefined;
  reconnecting: boolean;
  updating: boolean;
}

/**
 * A trip with its driver: the status popup, or one of the popups over it (the cancel form,
 * sharing with contacts, the safety panel), or the bar it was made small to. A trip's end unmounts
 * this, closing whatever was open; a new trip opens its status popup again.
 */
export function AssignedTripOverlay({ trip, ...status }: AssignedTripOverlayProps) {
  const [panel, setPanel] = useState<'cancel' | 'share' | 'safety' | null>(null);
  /** The trip whose status popup the rider made small (the page can be seen and used). */
  const [minimisedTrip, setMinimisedTrip] = useState<number | null>(null);
  const minimise = () => setMinimisedTrip(trip.trip_id);
  const close = () => setPanel(null);
  if (minimisedTrip === trip.trip_id && panel === null)
    return <MinimisedTripBar trip={trip} onRestore={() => setMinimisedTrip(null)} />;
  return (
    <Overlay onEscape={panel ? close : minimise}>
      {panel === 'cancel' ? (
        // the cancelled trip reaches the trip cache, and from there the trip's end
        <CancelRideDialog trip={trip} onClose={close} onCancelled={close} />
      ) : panel === 'share' ? (
        <ShareRideDialog trip={trip} onClose={close} />
      ) : panel === 'safety' ? (
        <SafetyPanel trip={trip} onClose={close} />
      ) : (
        <TripStatusPopup
          trip={trip}
          {...status}
          onCancel={() => setPanel('cancel')}
          onShareWithContacts={() => setPanel('share')}
          onSafety={() => setPanel('safety')}
          onMinimise={minimise}
        />
      )}
    </Overlay>
  );
}

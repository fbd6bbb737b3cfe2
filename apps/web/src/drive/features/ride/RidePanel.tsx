import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverTrip } from '@fairfare/contracts/drivers';
import { RideActions } from './RideActions';
import { RideSummary } from './RideSummary';
import { RideWay } from './RideWay';
import { useRideMoves } from './useRideMoves';

interface RidePanelProps {
  trip: DriverTrip;
  position: { lat: number; lng: number } | null;
  /** Shown under the summary of a completed ride (the rider's rating, when there is one). */
  after?: ReactNode;
}

/**
 * The ride, from the accepted offer to the cash: where to go (RideWay: the map and the hand-off
 * to the driver's navigation app, the rider's name, note and a call), and one big action at the
 * bottom for the next step (RideActions): Arrived, Start ride (with the rider's code), Complete
 * ride, Cash received; then the ride's money (RideSummary). The service decides every step; the
 * panel shows its answer.
 */
export function RidePanel({ trip, position, after }: RidePanelProps) {
  const { t } = useTranslation('drive');
  const moves = useRideMoves(trip);
  const name = trip.rider_name ?? t('requests.theRider');
  const status = trip.trip_status;
  const begun = status === 'begin' || status === 'completed';
  const target = begun
    ? { lat: trip.trip_to_lat, lng: trip.trip_to_lng, name: trip.trip_to_loc }
    : { lat: trip.trip_from_lat, lng: trip.trip_from_lng, name: trip.trip_from_loc };

  return (
    <section className="drive-ride" aria-labelledby="drive-ride-title">
      <h2 id="drive-ride-title" className="drive-ride__title">
        {t(`ride.status.${statusKey(status)}`, { name })}
      </h2>
      {status === 'completed' ? (
        <RideSummary trip={trip} after={after} />
      ) : (
        <RideWay trip={trip} position={position} target={target} begun={begun} name={name} />
      )}
      <RideActions trip={trip} moves={moves} />
    </section>
  );
}

/** The status line's key: on the way, at the pickup, under way, done. */
function statusKey(status: DriverTrip['trip_status']) {
  if (status === 'arrive') return 'arrived';
  if (status === 'begin') return 'begun';
  if (status === 'completed') return 'completed';
  return 'toPickup';
}

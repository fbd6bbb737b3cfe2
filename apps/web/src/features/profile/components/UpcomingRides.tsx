import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  isCancellableScheduledRide,
  isChangeableScheduledRide,
  type Trip,
} from '@fairfare/contracts/trips';
import { useCityTzOffset } from '../../../domain/cities/useCityTzOffset';
import { CancelRideDialog } from '../../../domain/trips/CancelRideDialog';
import { Overlay } from '../../../shared/ui/dialog/Overlay';
import { LoadError } from '../../../shared/ui/LoadError';
import { Spinner } from '../../../shared/ui/Spinner';
import { useUpcomingRides } from '../api/get-trips';
import { changeScheduledRidePath } from '../paths';
import { TripRouteLine, TripWhenAndStatus } from './TripItemParts';

/**
 * My Account's rides booked for later that have not ended, soonest first, their pickup times in
 * their city's time: each can be changed
 * while no driver has taken it and cancelled until a driver is on the way (the cancel popup says
 * whether a fee applies). Shown only when there is one.
 */
export function UpcomingRides() {
  const { t } = useTranslation('profile');
  const upcoming = useUpcomingRides();
  const cityTz = useCityTzOffset();
  const [cancelling, setCancelling] = useState<Trip | null>(null);

  // The cancel popup stays while the list reloads under it (a refetch must not close it).
  const dialog = cancelling ? (
    <Overlay onEscape={() => setCancelling(null)}>
      <CancelRideDialog
        trip={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={() => setCancelling(null)}
      />
    </Overlay>
  ) : null;

  let body;
  if (upcoming.isPending || cityTz.pending) {
    body = <Spinner inline label={t('upcoming.loading')} />;
  } else if (upcoming.isError) {
    body = <LoadError message={t('upcoming.loadError')} onRetry={() => void upcoming.refetch()} />;
  } else if (upcoming.data.length > 0) {
    body = (
      <section className="panel profile-card profile-trips" aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">{t('upcoming.title')}</h2>
        <ol className="trip-list" aria-labelledby="upcoming-title">
          {upcoming.data.map((trip) => (
            <UpcomingRide
              key={trip.trip_id}
              trip={trip}
              tzOffset={cityTz.offsetOf(trip.city_id)}
              onCancel={() => setCancelling(trip)}
            />
          ))}
        </ol>
      </section>
    );
  }
  return (
    <>
      {body}
      {dialog}
    </>
  );
}

function UpcomingRide({
  trip,
  tzOffset,
  onCancel,
}: {
  trip: Trip;
  /** The trip's city's hours from UTC: the pickup time shows as the rider booked it. */
  tzOffset: number;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['profile', 'trips']);
  const routeId = `upcoming-${trip.trip_id}-route`;
  return (
    <li className="trip-item">
      <TripRouteLine trip={trip} id={routeId} />
      <dl className="trip-item__facts">
        <TripWhenAndStatus trip={trip} tzOffset={tzOffset} dateLabel={t('upcoming.pickupTime')} />
      </dl>
      <div className="trip-item__actions">
        {isChangeableScheduledRide(trip) ? (
          <Link
            className="trip-item__link"
            to={changeScheduledRidePath(trip.trip_id)}
            aria-describedby={routeId}
          >
            {t('trips.change')}
          </Link>
        ) : null}
        {isCancellableScheduledRide(trip) ? (
          <button
            type="button"
            className="button button--secondary trip-item__cancel"
            onClick={onCancel}
            aria-describedby={routeId}
          >
            {t('upcoming.cancel')}
          </button>
        ) : null}
      </div>
    </li>
  );
}

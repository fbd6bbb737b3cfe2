import { useTranslation } from 'react-i18next';
import type { Trip } from '@fairfare/contracts/trips';
import { formatTripDate } from '../tripDisplay';
import { Fact } from '../../../shared/ui/Fact';

/** "Western University → Masonville Place", read as "… to …"; the id lets actions name the trip. */
export function TripRouteLine({
  trip,
  id,
  focusable = false,
}: {
  trip: Pick<Trip, 'trip_from_loc' | 'trip_to_loc'>;
  id: string;
  /** The focus can be put on it (after the action that named it is gone). */
  focusable?: boolean;
}) {
  return (
    <p className="trip-item__route" id={id} {...(focusable ? { tabIndex: -1 } : {})}>
      <RouteText trip={trip} />
    </p>
  );
}

/** 'Pickup → Drop', read 'Pickup to Drop': a trip's route in a line, a popup or a receipt. */
export function RouteText({ trip }: { trip: Pick<Trip, 'trip_from_loc' | 'trip_to_loc'> }) {
  const { t } = useTranslation('profile');
  return (
    <>
      <span>{trip.trip_from_loc}</span>
      <span aria-hidden="true"> → </span>
      <span className="visually-hidden"> {t('trips.to')} </span>
      <span>{trip.trip_to_loc}</span>
    </>
  );
}

/** The date (in the city's time) and the status label facts of a trip, for a trip list's `dl`. */
export function TripWhenAndStatus({
  trip,
  tzOffset,
  dateLabel,
}: {
  trip: Pick<Trip, 'trip_date' | 'trip_status'>;
  tzOffset: number;
  dateLabel: string;
}) {
  const { t, i18n } = useTranslation(['profile', 'trips']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <>
      <Fact label={dateLabel}>
        <time dateTime={new Date(trip.trip_date).toISOString()}>
          {formatTripDate(trip.trip_date, tzOffset, language)}
        </time>
      </Fact>
      <Fact label={t('trips.status')}>
        <span className="trip-status" data-status={trip.trip_status}>
          {t(`status.${trip.trip_status}`, { ns: 'trips' })}
        </span>
      </Fact>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { Trip } from '@fairfare/contracts/trips';

/** Pickup and drop of a trip, as rows of the popup's fact list. */
export function TripRoute({ trip }: { trip: Trip }) {
  const { t } = useTranslation('ride');
  return (
    <>
      <div>
        <dt>{t('trip.pickup')}</dt>
        <dd>{trip.trip_from_loc}</dd>
      </div>
      <div>
        <dt>{t('trip.drop')}</dt>
        <dd>{trip.trip_to_loc}</dd>
      </div>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { ASSIGNED_TRIP_STATUSES, type TripStatus } from '@fairfare/contracts/trips';
import { FIRST_RIDE_ID, type FirstRide as Ride } from '@fairfare/contracts/site-render';
import { statusTitleKey } from '../model/statusTitle';

const isAssigned = (status: TripStatus) =>
  (ASSIGNED_TRIP_STATUSES as readonly string[]).includes(status);

/**
 * The rider's ride in the page's first paint (issue 38 point 11, decision 061), rendered by the
 * service into the body of any page it sends a rider with a ride in progress: what the ride
 * overlay will show (its status, the OTP, the driver) and that it is loading. Plain markup, never
 * hydrated, outside React's root; the overlay removes it when it shows the ride (firstRide.ts).
 */
export function FirstRide({ ride }: { ride: Ride }) {
  const { t } = useTranslation('ride');
  const assigned = isAssigned(ride.status);
  return (
    <aside
      id={FIRST_RIDE_ID}
      className="first-ride"
      aria-label={t('status.bar.label')}
      data-ride-placeholder=""
    >
      <p className="first-ride__loading" role="status">
        <span className="first-ride__wheel" aria-hidden="true" />
        {t('status.loadingRide')}
      </p>
      {assigned && <p className="first-ride__title">{t(statusTitleKey(ride.status))}</p>}
      <dl className="first-ride__facts">
        {ride.otp && (
          <div>
            <dt>{t('status.otp')}</dt>
            <dd className="first-ride__otp">{ride.otp}</dd>
          </div>
        )}
        {assigned && ride.driverName && (
          <div>
            <dt>{t('status.driver')}</dt>
            <dd>{ride.driverName}</dd>
          </div>
        )}
      </dl>
    </aside>
  );
}

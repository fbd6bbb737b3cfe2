import { useTranslation } from 'react-i18next';
import type { DriverTrip } from '@fairfare/contracts/drivers';
import { telHref } from '../../../shared/ui/telHref';
import { payKey, useKm, useMoney } from '../../shared/format';
import { LazyDriveMap } from './LazyDriveMap';
import { navLinks } from './navLinks';

interface RideWayProps {
  trip: DriverTrip;
  position: { lat: number; lng: number } | null;
  /** Where the driver goes now: the pickup, or the drop once the ride has begun. */
  target: { lat: number; lng: number; name: string };
  begun: boolean;
  name: string;
}

/**
 * Where to go: the map, the place and the trip, the rider's note, the hand-off to the driver's
 * navigation app, and a call to the rider.
 */
export function RideWay({ trip, position, target, begun, name }: RideWayProps) {
  const { t } = useTranslation('drive');
  const money = useMoney();
  const km = useKm();
  const amount = (value: number) => money(value, trip.trip_currency);
  return (
    <>
      <LazyDriveMap
        label={begun ? t('ride.mapOfDrop') : t('ride.mapOfPickup')}
        pickup={target}
        driver={position}
        driverLabel={t('ride.you')}
      />
      <dl className="drive-facts">
        <div>
          <dt>{begun ? t('requests.dropoff') : t('requests.pickup')}</dt>
          <dd>{target.name}</dd>
        </div>
        <div>
          <dt>{t('ride.trip')}</dt>
          <dd>
            {km(trip.distance_km)} · {amount(trip.agreed_amt)} ·{' '}
            {t(`pay.${payKey(trip.trip_pay_mode)}`)}
          </dd>
        </div>
        {trip.note.trim() !== '' ? (
          <div>
            <dt>{t('ride.note')}</dt>
            <dd>{trip.note}</dd>
          </div>
        ) : null}
      </dl>
      <nav className="drive-nav-apps" aria-label={t('ride.navigate', { place: target.name })}>
        <p className="drive-nav-apps__title">{t('ride.navigate', { place: target.name })}</p>
        <ul>
          {navLinks(target).map((link) => (
            <li key={link.id}>
              <a
                className="button button--secondary"
                href={link.href}
                target={link.id === 'geo' ? undefined : '_blank'}
                rel="noreferrer"
              >
                {t(`ride.nav.${link.id}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {trip.rider_contact ? (
        <a className="button button--secondary drive-big" href={telHref(trip.rider_contact)}>
          {t('ride.call', { name })}
        </a>
      ) : null}
    </>
  );
}

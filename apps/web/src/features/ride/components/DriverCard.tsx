import { useTranslation } from 'react-i18next';
import type { TripDriver } from '@fairfare/contracts/trips';
import { useFormatNumber } from '../../../shared/hooks/useFormatNumber';
import { etaMinutes } from '../model/display';
import { carWord } from '../../../shared/intl/carWords';
import { withColon } from '../../../shared/intl/withColon';
import { RatingBadge } from './RatingBadge';

interface DriverCardProps {
  driver: TripDriver;
  distanceKm: number | null;
  etaMin: number | null;
}

/** Who offers: photo, name (whole), trips, rating, car, distance and ETA. */
export function DriverCard({ driver, distanceKm, etaMin }: DriverCardProps) {
  const { t, i18n } = useTranslation('ride');
  const { t: tc } = useTranslation('common');
  const formatNumber = useFormatNumber();
  const eta = etaMinutes(etaMin);
  const type = driver.car_name ? carWord(tc, 'type', driver.car_name) : '';
  const car = [type, driver.car_model, driver.car_make].filter(Boolean).join(' · ');
  return (
    <div className="driver-card">
      <img
        className="driver-card__photo"
        src={driver.d_profile_image_path}
        alt={driver.d_name}
        width={64}
        height={64}
        loading="lazy"
      />
      <div className="driver-card__details">
        {/* whole, wrapping on a narrow screen: the rider checks who stops for them (the
            popup's title keeps the short form) */}
        <p className="driver-card__name">{driver.d_name}</p>
        <p className="driver-card__meta">
          <RatingBadge rating={driver.d_rating} count={driver.d_rating_count} />{' '}
          <span>{t('driver.trips', { count: driver.num_trip })}</span>
        </p>
        {car && (
          <p className="driver-card__car">
            <span className="visually-hidden">
              {withColon(t('driver.car'), i18n.resolvedLanguage)}{' '}
            </span>
            {car}
          </p>
        )}
        {(distanceKm !== null || eta !== null) && (
          <p className="driver-card__distance">
            {distanceKm !== null && (
              <span>{t('driver.distance', { km: formatNumber(distanceKm, 'km') })}</span>
            )}
            {distanceKm !== null && eta !== null && ' · '}
            {eta !== null && <span>{t('driver.eta', { minutes: formatNumber(eta) })}</span>}
          </p>
        )}
      </div>
    </div>
  );
}

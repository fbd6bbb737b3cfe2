import { useTranslation } from 'react-i18next';
import { carWord } from '../../../shared/intl/carWords';
import type { TripDriver } from '@fairfare/contracts/trips';

/**
 * "Check your car" (issue 14): before getting in, the rider compares the plate, the colour and
 * the make and model with the car that stops, next to the driver's photo.
 */
export function CarCheck({ driver }: { driver: TripDriver }) {
  const { t } = useTranslation('safety');
  const { t: tc } = useTranslation('common');
  const type = driver.car_name ? carWord(tc, 'type', driver.car_name) : '';
  const car = [driver.car_make, type, driver.car_model].filter(Boolean).join(' ');
  return (
    <section className="car-check" aria-labelledby="car-check-title">
      <h3 id="car-check-title" className="car-check__title">
        {t('car.title')}
      </h3>
      <div className="car-check__body">
        <img
          className="car-check__photo"
          src={driver.d_profile_image_path}
          alt={t('car.photo', { name: driver.d_name })}
          width={72}
          height={72}
        />
        <dl className="car-check__facts">
          {driver.car_number ? (
            <div>
              <dt>{t('car.plate')}</dt>
              <dd className="car-check__plate">{driver.car_number}</dd>
            </div>
          ) : null}
          {driver.car_color ? (
            <div>
              <dt>{t('car.colour')}</dt>
              <dd>{carWord(tc, 'colour', driver.car_color)}</dd>
            </div>
          ) : null}
          {car ? (
            <div>
              <dt>{t('car.car')}</dt>
              <dd>{car}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverTrip } from '@fairfare/contracts/drivers';
import { payKey, useMoney } from '../../shared/format';

/** A completed ride's money: the fare, FairFare's commission, the driver's share, how it was paid. */
export function RideSummary({ trip, after }: { trip: DriverTrip; after?: ReactNode }) {
  const { t } = useTranslation('drive');
  const money = useMoney();
  const amount = (value: number) => money(value, trip.trip_currency);
  return (
    <div className="drive-ride__summary">
      <p className="drive-ride__fare">
        {t('ride.fare')} <strong>{amount(trip.agreed_amt)}</strong>
      </p>
      <dl className="drive-facts">
        <div>
          <dt>{t('ride.commission')}</dt>
          <dd>{amount(trip.trip_comp_commision)}</dd>
        </div>
        <div>
          <dt>{t('ride.yourShare')}</dt>
          <dd>{amount(trip.trip_driver_commision)}</dd>
        </div>
        <div>
          <dt>{t('ride.payment')}</dt>
          <dd>
            {t(`pay.${payKey(trip.trip_pay_mode)}`)} ·{' '}
            {trip.trip_pay_status.toLowerCase() === 'paid' ? t('ride.paid') : t('ride.unpaid')}
          </dd>
        </div>
      </dl>
      {after}
    </div>
  );
}

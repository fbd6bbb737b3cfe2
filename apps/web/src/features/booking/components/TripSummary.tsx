import { useTranslation } from 'react-i18next';
import type { Trip } from '@fairfare/contracts/trips';
import { useCategories } from '../../../shared/api/categories';
import { payOptionLabel } from '../../../domain/cities/payOptions';
import { useFormatMoney } from '../../../shared/hooks/useFormatMoney';
import { formatCityTime } from '../model/scheduleTime';
import './TripSummary.css';

interface TripSummaryProps {
  trip: Trip;
  /** The city's offset from UTC in hours (a ride for later shows its pickup time in the city's time). */
  tzOffset: number | undefined;
}

/** A saved trip request at a glance: route, time, category, offer, promo, amount to pay, payment. */
export function TripSummary({ trip, tzOffset }: TripSummaryProps) {
  const { t, i18n } = useTranslation(['booking', 'places']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const formatMoney = useFormatMoney();
  const categories = useCategories(trip.city_id);
  const category = categories.data?.find((c) => c.category_id === trip.category_id);
  const money = (amount: number) => formatMoney(amount, trip.trip_currency);
  const payMode = /^\w+$/.test(trip.trip_pay_mode)
    ? t(`payMethods.${trip.trip_pay_mode}`, {
        ns: 'places',
        defaultValue: payOptionLabel(trip.trip_pay_mode),
      })
    : trip.trip_pay_mode;

  return (
    <dl className="trip-summary">
      <div>
        <dt>{t('trip.from')}</dt>
        <dd>{trip.trip_from_loc}</dd>
      </div>
      <div>
        <dt>{t('trip.to')}</dt>
        <dd>{trip.trip_to_loc}</dd>
      </div>
      {trip.is_ride_later === 1 ? (
        <div>
          <dt>{t('trip.pickupTime')}</dt>
          <dd>{formatCityTime(trip.trip_date, tzOffset ?? 0, language)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('summary.package')}</dt>
        <dd>{category?.category_name ?? '—'}</dd>
      </div>
      <div>
        <dt>{t('summary.sendOffer')}</dt>
        <dd>{money(trip.user_offer_amt)}</dd>
      </div>
      {trip.trip_promo_amt > 0 ? (
        <div>
          <dt>{t('summary.promoDiscount')}</dt>
          <dd>
            −{money(trip.trip_promo_amt)}
            {trip.promo_code ? ` (${trip.promo_code})` : ''}
          </dd>
        </div>
      ) : null}
      <div className="trip-summary__strong">
        <dt>{t('summary.payAmount')}</dt>
        <dd>{money(trip.trip_pay_amount)}</dd>
      </div>
      <div>
        <dt>{t('payment.legend')}</dt>
        <dd>{payMode}</dd>
      </div>
      {trip.is_for_other === 1 ? (
        <div>
          <dt>{t('trip.passenger')}</dt>
          <dd>
            {trip.passenger_name}
            {trip.passenger_contact ? `, ${trip.passenger_contact}` : ''}
          </dd>
        </div>
      ) : null}
      {trip.note ? (
        <div>
          <dt>{t('note.label')}</dt>
          <dd>{trip.note}</dd>
        </div>
      ) : null}
    </dl>
  );
}

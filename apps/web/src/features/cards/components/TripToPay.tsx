import { useTranslation } from 'react-i18next';
import type { Trip } from '@fairfare/contracts/trips';
import { useFormatMoney } from '../../../shared/hooks/useFormatMoney';

/** The trip the Pay buttons pay: route and amount; or the paid state; or nothing to pay. */
export function TripToPay({
  trip,
  paidTrip,
  loading,
}: {
  trip: Trip | null | undefined;
  paidTrip: Trip | null;
  loading: boolean;
}) {
  const { t } = useTranslation('cards');
  const formatMoney = useFormatMoney();
  const shown = trip ?? paidTrip;

  if (loading && !paidTrip)
    return <p className="cards-trip cards-trip--muted">{t('trip.loading')}</p>;
  if (!shown) return <p className="cards-trip cards-trip--muted">{t('trip.nothing')}</p>;
  const paid = !trip && paidTrip !== null;
  return (
    <section
      className={paid ? 'cards-trip cards-trip--paid' : 'cards-trip'}
      aria-labelledby="cards-trip-title"
    >
      <h2 id="cards-trip-title">{paid ? t('trip.paidTitle') : t('trip.title')}</h2>
      <p className="cards-trip__route">
        <span>{shown.trip_from_loc}</span>
        <span aria-hidden="true"> → </span>
        <span className="visually-hidden"> {t('trip.to')} </span>
        <span>{shown.trip_to_loc}</span>
      </p>
      <p className="cards-trip__amount">
        {paid ? t('trip.paidAmount') : t('trip.amount')}{' '}
        <strong>{formatMoney(shown.trip_pay_amount, shown.trip_currency)}</strong>
      </p>
    </section>
  );
}

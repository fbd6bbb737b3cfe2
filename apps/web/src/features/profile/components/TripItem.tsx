import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Trip } from '@fairfare/contracts/trips';
import { useFormatMoney } from '../../../shared/hooks/useFormatMoney';
import { awaitsRating } from '../../../domain/rating/awaitsRating';
import { Stars } from '../../../domain/rating/Stars';
import { awaitsTip } from '../../../domain/tips/awaitsTip';
import { receiptPath } from '../paths';
import { paymentLabelOf } from '../tripDisplay';
import type { AfterRideAction } from './AfterRideDialog';
import { TripRouteLine, TripWhenAndStatus } from './TripItemParts';

/** The id of a trip's route line: it describes the trip's buttons and takes the focus back. */
export function routeIdOf(tripId: number): string {
  return `trip-${tripId}-route`;
}

/**
 * One past trip: route, date and status, amount, pay status, rating; the receipt once paid, and
 * what the after-ride window still allows (a tip, a rating). `tzOffset`: the trip's city's hours
 * from UTC, in which its date shows.
 */
export function TripItem({
  trip,
  tzOffset,
  onAction,
}: {
  trip: Trip;
  tzOffset: number;
  onAction: (action: AfterRideAction) => void;
}) {
  const { t } = useTranslation(['profile', 'trips']);
  const formatMoney = useFormatMoney();
  const payStatus = paymentLabelOf(trip);
  const routeId = routeIdOf(trip.trip_id);
  // what the after-ride popup may have left undone, for its window (issue 26)
  const actions: Array<[AfterRideAction, string]> = [];
  if (awaitsTip(trip)) actions.push(['tip', t('trips.tip.add')]);
  if (awaitsRating(trip)) actions.push(['rate', t('trips.rating.rate')]);
  return (
    <li className="trip-item">
      <TripRouteLine trip={trip} id={routeId} focusable />
      <dl className="trip-item__facts">
        <TripWhenAndStatus trip={trip} tzOffset={tzOffset} dateLabel={t('trips.date')} />
        <div>
          <dt>{t('trips.amount')}</dt>
          <dd>{formatMoney(trip.trip_pay_amount, trip.trip_currency)}</dd>
        </div>
        <div>
          <dt>{t('trips.payStatus')}</dt>
          <dd>{payStatus ? t(`payStatus.${payStatus}`, { ns: 'trips' }) : trip.trip_pay_status}</dd>
        </div>
        {trip.trip_rating !== null ? (
          <div>
            <dt>{t('trips.rating.label')}</dt>
            <dd>
              <Stars rating={trip.trip_rating} />
            </dd>
          </div>
        ) : null}
      </dl>
      {payStatus === 'Paid' || actions.length > 0 ? (
        <div className="trip-item__actions trip-history__actions">
          {payStatus === 'Paid' ? (
            <Link className="trip-item__link" to={receiptPath(trip.trip_id)}>
              {t('trips.receipt')}
            </Link>
          ) : null}
          {actions.map(([action, label]) => (
            <button
              key={action}
              type="button"
              className="button button--secondary"
              onClick={() => onAction(action)}
              aria-describedby={routeId}
            >
              {label}
            </button>
          ))}
        </div>
      ) : null}
    </li>
  );
}

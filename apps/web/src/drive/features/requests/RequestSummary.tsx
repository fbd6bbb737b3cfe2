import { useTranslation } from 'react-i18next';
import type { OpenRequest } from '@fairfare/contracts/drivers';
import { useNow } from '../../../shared/hooks/useNow';
import { clock, payKey, useKm } from '../../shared/format';
import { closesAt } from './requestView';

interface RequestSummaryProps {
  request: OpenRequest;
  /** The id of the card's title, which names the card. */
  titleId: string;
  /** The rider's first name, or "the rider". */
  name: string;
  money: (amount: number) => string;
  /** The driver has an open offer on it: the countdown is the offer's. */
  offered: boolean;
}

/**
 * The request as the driver weighs it: the rider and their rating, the fare and how they pay,
 * where from and to and how far, and how long it stays open.
 */
export function RequestSummary({ request, titleId, name, money, offered }: RequestSummaryProps) {
  const { t } = useTranslation('drive');
  const km = useKm();
  return (
    <>
      <header className="drive-card__head">
        <h2 id={titleId} className="drive-card__title">
          {t('requests.rideFor', { name })}
        </h2>
        <p className="drive-card__rating">
          {request.rider_rating !== null
            ? t('requests.rating', { rating: request.rider_rating.toFixed(1) })
            : t('requests.newRider')}
        </p>
      </header>
      <p className="drive-card__fare">
        <span className="drive-card__fare-label">{t('requests.riderFare')}</span>{' '}
        <strong>{money(request.user_offer_amt)}</strong>
        <span className="drive-card__pay"> · {t(`pay.${payKey(request.trip_pay_mode)}`)}</span>
      </p>
      <dl className="drive-card__route">
        <RouteStop
          label={t('requests.pickup')}
          place={request.trip_from_loc}
          detail={t('requests.toPickup', {
            distance: km(request.pickup_distance_km),
            minutes: wholeMinutes(request.pickup_eta_min),
          })}
        />
        <RouteStop
          label={t('requests.dropoff')}
          place={request.trip_to_loc}
          detail={t('requests.tripLength', {
            distance: km(request.distance_km),
            minutes: wholeMinutes(request.duration_min),
          })}
        />
      </dl>
      <OpenCountdown request={request} offered={offered} />
    </>
  );
}

/** Minutes as the card says them: whole, and at least one. */
function wholeMinutes(minutes: number): number {
  return Math.max(1, Math.round(minutes));
}

/** One end of the ride: what it is, the place, and how far or how long. */
function RouteStop({ label, place, detail }: { label: string; place: string; detail: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {place}
        <span className="drive-card__sub">{detail}</span>
      </dd>
    </div>
  );
}

/** How long the request (or the driver's offer on it) stays open; it alone ticks every second. */
function OpenCountdown({ request, offered }: { request: OpenRequest; offered: boolean }) {
  const { t } = useTranslation('drive');
  const now = useNow(1000);
  const ends = closesAt(request);
  if (ends === null) return null;
  const left = ends - now;
  return (
    <p className="drive-card__timer">
      {offered
        ? t('requests.offerOpenFor', { time: clock(left) })
        : t('requests.openFor', { time: clock(left) })}
    </p>
  );
}

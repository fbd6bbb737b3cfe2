import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripRequest } from '@fairfare/contracts/offers';
import type { Trip } from '@fairfare/contracts/trips';
import { errorText, isUnauthorized } from '../../../shared/api/errorText';
import { useCancelRequest } from '../../../domain/trips/cancel-trip';
import { ConfirmCancelRequest } from '../../../domain/trips/ConfirmCancelRequest';
import { RaiseFareForm } from '../../../domain/trips/RaiseFareForm';
import { toast } from '../../../shared/ui/toast';
import { OFFER_ORDERS, orderOffers, type OfferOrder } from '../model/offerOrder';
import { OfferPopup } from './OfferPopup';

interface OfferListProps {
  trip: Trip;
  offers: readonly TripRequest[];
  now: number;
}

/**
 * The drivers' offers on the rider's request (docs/product/screens.md ride overlay 1) as one stable list: in the
 * order they came (a new one is added at the end and announced, never moving the card under the
 * pointer) or sorted by price, arrival or rating; each counts down to its expiry. The request's
 * Cancel Ride stays reachable in a bar at the top, and asks first (in place of the offers), beside
 * the rider's way to raise the fare; the cards scroll in a box of their own below that bar, so
 * that none of them passes under it.
 */
export function OfferList({ trip, offers, now }: OfferListProps) {
  const { t } = useTranslation('ride');
  const { t: tm } = useTranslation('messages');
  const { t: tb } = useTranslation('booking');
  const [raising, setRaising] = useState(false);
  const raiseId = useId();
  const [order, setOrder] = useState<OfferOrder>('received');
  const cancel = useCancelRequest();
  const sortId = useId();
  const listed = orderOffers(offers, order);
  const announced = useArrivals(offers);
  // Only the card shown first takes the focus, once: others never pull it when the list changes.
  const [firstShown] = useState(() => listed[0]?.tripRequestId);
  const [confirming, setConfirming] = useState(false);
  const keep = useCallback(() => setConfirming(false), []);

  const onCancel = () => {
    setConfirming(false);
    if (cancel.isPending) return;
    cancel.mutate(trip.trip_id, {
      onSuccess: () => toast.success(tm('booking.requestCancelled')),
      onError: (err) => {
        if (!isUnauthorized(err)) toast.error(errorText(err));
      },
    });
  };

  if (confirming) return <ConfirmCancelRequest onKeep={keep} onConfirm={onCancel} />;
  return (
    <section className="offer-stack" aria-label={t('offers.region')}>
      <div className="offer-stack__bar">
        <p className="offer-stack__count">{t('offers.count', { count: offers.length })}</p>
        <div className="offer-stack__sort">
          <label htmlFor={sortId}>{t('offers.sortLabel')}</label>
          <select
            id={sortId}
            value={order}
            onChange={(event) => setOrder(event.target.value as OfferOrder)}
          >
            {OFFER_ORDERS.map((key) => (
              <option key={key} value={key}>
                {t(`offers.sort.${key}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="offer-stack__actions">
          <button
            type="button"
            className="button button--secondary offer-stack__action"
            aria-expanded={raising}
            aria-controls={raiseId}
            onClick={() => setRaising((open) => !open)}
          >
            {tb('raise.submit')}
          </button>
          <button
            type="button"
            className="button button--secondary offer-stack__action"
            onClick={() => {
              if (!cancel.isPending) setConfirming(true);
            }}
            aria-disabled={cancel.isPending || undefined}
          >
            {t('status.cancelRide')}
          </button>
        </div>
      </div>
      {/* a higher fare while the offers show (issue 38 point 7: the waiting card's field was
          behind them); above the cards, which keep their place */}
      <div id={raiseId} className="offer-stack__raise" hidden={!raising}>
        {raising ? <RaiseFareForm trip={trip} onRaised={() => setRaising(false)} /> : null}
      </div>
      <p className="visually-hidden" role="status">
        {announced}
      </p>
      {/* the cards scroll below the bar, never under it (issue 38 point 2) */}
      <div className="offer-stack__list">
        {listed.map((offer) => (
          <OfferPopup
            key={offer.tripRequestId}
            trip={trip}
            offer={offer}
            now={now}
            autoFocus={offer.tripRequestId === firstShown}
          />
        ))}
      </div>
    </section>
  );
}

/** 'New offer from Maximilian' when an offer joins the list (for screen readers). */
function useArrivals(offers: readonly TripRequest[]): string {
  const { t } = useTranslation('ride');
  const seen = useRef<Set<number> | null>(null);
  const [text, setText] = useState('');
  useEffect(() => {
    const ids = new Set(offers.map((o) => o.tripRequestId));
    const before = seen.current;
    seen.current = ids;
    if (before === null) return;
    const fresh = offers.filter((o) => !before.has(o.tripRequestId));
    const last = fresh[fresh.length - 1];
    if (last) setText(t('offers.arrived', { name: last.Driver.d_name.split(' ')[0] }));
  }, [offers, t]);
  return text;
}

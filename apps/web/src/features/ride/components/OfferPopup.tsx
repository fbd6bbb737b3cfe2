import { errorText, isUnauthorized } from '../../../shared/api/errorText';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripRequest } from '@fairfare/contracts/offers';
import type { Trip } from '@fairfare/contracts/trips';
import { useFormatMoney } from '../../../shared/hooks/useFormatMoney';
import { toast } from '../../../shared/ui/toast';
import { useAcceptOffer } from '../api/accept-offer';
import { formatCountdown } from '../model/display';
import { useCounterOffer } from '../api/counter-offer';
import { useRejectOffer } from '../api/reject-offer';

import { amountInputText, boundParams, checkCounterOffer } from '../model/counterOffer';
import { cutName } from '../model/display';
import { Dialog } from '../../../shared/ui/dialog/Dialog';
import { DialogActions, DialogError } from '../../../shared/ui/dialog/DialogParts';
import { DriverCard } from './DriverCard';
import { OfferAmountField } from './OfferAmountField';

interface OfferPopupProps {
  trip: Trip;
  offer: TripRequest;
  /** The clock the list ticks with: the card counts down to its expiry. */
  now: number;
  autoFocus?: boolean;
}

/**
 * One driver's offer (docs/product/screens.md ride overlay 1): the driver card, both amounts, a counter-offer
 * within the trip's bounds, decline, and 'Accept With <amount>'.
 */
export function OfferPopup({ trip, offer, now, autoFocus = false }: OfferPopupProps) {
  const { t, i18n } = useTranslation('ride');
  const { t: tm } = useTranslation('messages');
  const money = useFormatMoney();
  const accept = useAcceptOffer();
  const reject = useRejectOffer(trip.trip_id);
  const counter = useCounterOffer(trip.trip_id);
  const [customizing, setCustomizing] = useState(false);
  const [amount, setAmount] = useState(() =>
    amountInputText(trip.min_amount, i18n.resolvedLanguage ?? i18n.language),
  );
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  // 'Customize Offer' gives way to the amount field: the focus goes there
  useEffect(() => {
    if (customizing) inputRef.current?.focus();
  }, [customizing]);
  const busy = accept.isPending || reject.isPending || counter.isPending;
  const currency = trip.trip_currency;

  const onError = (err: unknown) => {
    if (isUnauthorized(err)) return;
    const text = errorText(err);
    setError(text);
    toast.error(text);
  };

  const onAccept = () => {
    if (busy) return;
    setError(null);
    accept.mutate({ trip_id: trip.trip_id, driver_id: offer.driver_id }, { onError });
  };

  const onDecline = () => {
    if (busy) return;
    setError(null);
    reject.mutate(
      { trip_id: trip.trip_id, driver_id: offer.driver_id },
      { onSuccess: () => toast.info(tm('ride.offerDeclined')), onError },
    );
  };

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkCounterOffer(amount, trip.min_amount, trip.max_amount);
    if (!check.ok) {
      setError(
        tm(
          check.key,
          boundParams(check, (v) => money(v, trip.trip_currency)),
        ),
      );
      return;
    }
    setError(null);
    counter.mutate(
      { trip_id: trip.trip_id, driver_id: offer.driver_id, user_offer_amt: check.amount },
      {
        onSuccess: () => {
          toast.success(tm('ride.counterSent'));
          setCustomizing(false);
        },
        onError,
      },
    );
  };

  return (
    <Dialog
      title={t('offers.title', { name: cutName(offer.Driver.d_name) })}
      autoFocus={autoFocus}
      className="offer-popup"
    >
      <DriverCard driver={offer.Driver} distanceKm={offer.distance_km} etaMin={offer.eta_min} />
      <p className="offer-popup__expiry">
        {t('offers.expiresIn', { time: formatCountdown(offer.expires_at - now) })}
      </p>
      <dl className="offer-popup__amounts">
        <div>
          <dt>{t('offers.driverOffered')}</dt>
          <dd>{money(offer.offer_amt, currency)}</dd>
        </div>
        <div>
          <dt>{t('offers.youOffered')}</dt>
          <dd>{money(offer.user_offer_amt, currency)}</dd>
        </div>
      </dl>
      {customizing ? (
        <form className="offer-popup__counter" onSubmit={onSend} noValidate>
          <OfferAmountField
            ref={inputRef}
            trip={trip}
            value={amount}
            onChange={setAmount}
            errorId={error ? errorId : undefined}
          />
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('offers.send')}
          </button>
        </form>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setError(null);
            setCustomizing(true);
          }}
        >
          {t('offers.customize')}
        </button>
      )}
      <DialogError id={errorId} message={error} />
      <DialogActions>
        <button
          type="button"
          className="button button--secondary"
          onClick={onDecline}
          disabled={busy}
        >
          {t('offers.decline')}
        </button>
        <button type="button" className="button button--primary" onClick={onAccept} disabled={busy}>
          {t('offers.accept', { amount: money(offer.offer_amt, currency) })}
        </button>
      </DialogActions>
    </Dialog>
  );
}

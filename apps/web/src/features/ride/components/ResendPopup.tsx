import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trip } from '@fairfare/contracts/trips';
import { errorText, isUnauthorized } from '../../../shared/api/errorText';
import { Dialog } from '../../../shared/ui/dialog/Dialog';
import { DialogActions, DialogError } from '../../../shared/ui/dialog/DialogParts';
import { toast } from '../../../shared/ui/toast';
import { useResendTrip } from '../api/resend-trip';
import { keepRouteToRebook } from '../../../domain/trips/rebookRoute';
import { useFormatMoney } from '../../../shared/hooks/useFormatMoney';
import { amountInputText, boundParams, checkCounterOffer } from '../model/counterOffer';
import { OfferAmountField } from './OfferAmountField';
import { TripRoute } from './TripRoute';

interface ResendPopupProps {
  trip: Trip;
  /** The new request is out (the overlay follows it), or the rider closed the popup. */
  onClose: () => void;
}

/**
 * After a request ended without a ride: no driver answered it (expired), or its driver cancelled.
 * Says which (and the driver's reason), and sends the same request again in one tap, with the
 * offer raised if the rider likes, instead of leaving them at an empty booking form.
 */
export function ResendPopup({ trip, onClose }: ResendPopupProps) {
  const { t, i18n } = useTranslation('ride');
  const { t: tm } = useTranslation('messages');
  const money = useFormatMoney();
  const resend = useResendTrip();
  const [amount, setAmount] = useState(() =>
    amountInputText(trip.user_offer_amt, i18n.resolvedLanguage ?? i18n.language),
  );
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const expired = trip.trip_status === 'expired';
  // drivers did offer: the request was answered, only no offer was accepted before it expired
  const offersMade = expired ? (trip.offers_made ?? 0) : 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (resend.isPending) return;
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
    resend.mutate(
      { trip_id: trip.trip_id, user_offer_amt: check.amount },
      {
        onSuccess: () => {
          toast.success(tm('booking.resent'));
          onClose();
        },
        onError: (err) => {
          if (isUnauthorized(err)) return;
          setError(errorText(err));
        },
      },
    );
  };

  return (
    <Dialog
      title={
        offersMade > 0
          ? t('resend.titleOffersMissed')
          : expired
            ? t('resend.titleExpired')
            : t('resend.titleDriverCancelled')
      }
      className="resend-popup"
    >
      <p>
        {offersMade > 0
          ? t('resend.leadOffersMissed', { count: offersMade })
          : expired
            ? t('resend.leadExpired')
            : t('resend.leadDriverCancelled')}
      </p>
      {!expired && trip.trip_reason ? (
        <p className="resend-popup__reason">{t('resend.reason', { reason: trip.trip_reason })}</p>
      ) : null}
      <dl>
        <TripRoute trip={trip} />
      </dl>
      <form onSubmit={onSubmit} noValidate>
        <OfferAmountField
          trip={trip}
          value={amount}
          onChange={setAmount}
          errorId={error ? errorId : undefined}
        />
        <DialogError id={errorId} message={error} />
        <DialogActions>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              // closed, not sent again: the booking form starts with this route
              keepRouteToRebook(trip);
              onClose();
            }}
          >
            {t('resend.close')}
          </button>
          <button type="submit" className="button button--primary" disabled={resend.isPending}>
            {t('resend.send')}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

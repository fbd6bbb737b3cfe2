import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelReasonSchema, type Trip } from '@fairfare/contracts/trips';
import { errorText, isUnauthorized } from '../../shared/api/errorText';
import { useFormatMoney } from '../../shared/hooks/useFormatMoney';
import { useNow } from '../../shared/hooks/useNow';
import { formatCityDateTime } from '../../shared/settings/cityTime';
import { useCityTzOffset } from '../cities/useCityTzOffset';
import { Dialog } from '../../shared/ui/dialog/Dialog';
import { DialogActions, DialogError } from '../../shared/ui/dialog/DialogParts';
import { toast } from '../../shared/ui/toast';
import { useCancelTrip } from './cancel-trip';
import { cancelledToastKey, cancelTermsAt, COMMON_CANCEL_REASONS } from './cancelTerms';
import { useCancelQuote } from './get-cancel-quote';
import './cancel.css';

interface CancelRideDialogProps {
  trip: Trip;
  onClose: () => void;
  /** The trip is cancelled (the server's copy, with the fee it decided). */
  onCancelled: (trip: Trip) => void;
}

/**
 * The rider cancels with a reason (docs/product/screens.md ride overlay 3, §5: at least 10 characters), from the
 * ride overlay, My Account or a ride for later's edit screen. Before Submit it says whether a fee
 * applies, from the server's quote (the server decides again at the cancel); common reasons can be
 * picked instead of typed.
 */
export function CancelRideDialog({ trip, onClose, onCancelled }: CancelRideDialogProps) {
  const { t } = useTranslation('ride');
  const { t: tm } = useTranslation('messages');
  const money = useFormatMoney();
  const cancel = useCancelTrip();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = useId();
  const termsId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (cancel.isPending) return;
    const parsed = cancelReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setError(tm(parsed.error.issues[0]?.message ?? 'ride.reasonTooShort'));
      return;
    }
    setError(null);
    cancel.mutate(
      { trip_id: trip.trip_id, trip_reason: parsed.data },
      {
        onSuccess: (cancelled) => {
          toast.info(
            t(cancelledToastKey(cancelled), {
              amount: money(cancelled.cancel_fee, cancelled.trip_currency),
            }),
          );
          onCancelled(cancelled);
        },
        onError: (err) => {
          if (isUnauthorized(err)) return;
          setError(errorText(err));
        },
      },
    );
  };

  return (
    <Dialog title={t('cancel.title')} className="cancel-popup">
      <CancelTermsText tripId={trip.trip_id} cityId={trip.city_id} id={termsId} />
      <form onSubmit={onSubmit} noValidate aria-describedby={termsId}>
        <div className="cancel-reasons" role="group" aria-label={t('cancel.reasons.label')}>
          {COMMON_CANCEL_REASONS.map((key) => {
            const text = t(`cancel.reasons.${key}`);
            return (
              <button
                key={key}
                type="button"
                className="cancel-reasons__choice"
                aria-pressed={reason === text}
                onClick={() => {
                  setReason(text);
                  setError(null);
                }}
              >
                {text}
              </button>
            );
          })}
        </div>
        <label htmlFor={fieldId}>{t('cancel.reason')}</label>
        <textarea
          id={fieldId}
          value={reason}
          rows={3}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
        />
        <DialogError id={errorId} message={error} />
        <DialogActions>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('cancel.close')}
          </button>
          <button type="submit" className="button button--danger" disabled={cancel.isPending}>
            {t('cancel.submit')}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * "Cancelling is free" / "free until 10:42, when the timer ends; then CA$5.00" / "the timer has
 * ended: CA$5.00", and where a fee goes (the ride's card, else paid before the next booking):
 * what the server's quote says, switched at the end of its window on the server's clock.
 */
function CancelTermsText({ tripId, cityId, id }: { tripId: number; cityId: number; id: string }) {
  const { t, i18n } = useTranslation('ride');
  const { offsetOf } = useCityTzOffset();
  const money = useFormatMoney();
  const quote = useCancelQuote(tripId);
  const now = useNow(1000, quote.isSuccess && quote.data.free_until !== null);

  if (quote.isPending) {
    return (
      <p id={id} className="cancel-terms">
        {t('cancel.terms.checking')}
      </p>
    );
  }
  // Without a quote the popup still cancels; the server decides the fee either way.
  if (quote.isError) return null;
  const terms = cancelTermsAt(quote.data, quote.dataUpdatedAt, now);
  const fee = (amount: number) => money(amount, quote.data.currency);
  const where = quote.data.charged_to_card ? t('cancel.terms.onCard') : t('cancel.terms.payLater');
  let text: string;
  if (terms.kind === 'free') text = t('cancel.terms.free');
  else if (terms.kind === 'fee')
    text = `${t('cancel.terms.fee', { amount: fee(terms.amount) })} ${where}`;
  else {
    // the end of the window as the city's clock shows it (like every time of a trip)
    const time = formatCityDateTime(
      quote.data.free_until ?? terms.until,
      offsetOf(cityId),
      i18n.resolvedLanguage ?? 'en',
      { hour: 'numeric', minute: '2-digit' },
    );
    text = `${t('cancel.terms.freeUntil', { time, amount: fee(quote.data.fee_after) })} ${where}`;
  }
  return (
    <p id={id} className="cancel-terms" data-fee={terms.kind === 'fee' || undefined}>
      {text}
    </p>
  );
}

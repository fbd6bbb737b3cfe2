import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trip } from '@fairfare/contracts/trips';
import { errorText, isUnauthorized } from '../../shared/api/errorText';
import { useFormatMoney } from '../../shared/hooks/useFormatMoney';
import { TextField } from '../../shared/ui/form/TextField';
import { toast } from '../../shared/ui/toast';
import { useRaiseFare } from './raise-fare';
import { canRaise, checkRaise, suggestedRaise } from './raiseFare';
import './RaiseFareForm.css';

/**
 * While the request waits, the rider may raise its fare (as inDrive lets a waiting rider do): the
 * service checks it (higher, within the trip's maximum, still open) and tells the nearby drivers
 * again. At the maximum already, the card says so instead. Shown on the waiting request's card
 * and over the drivers' offers (issue 38 point 7: the card was behind them).
 */
export function RaiseFareForm({ trip, onRaised }: { trip: Trip; onRaised?: () => void }) {
  const { t } = useTranslation('booking');
  const { t: tm } = useTranslation('messages');
  const formatMoney = useFormatMoney();
  const raise = useRaiseFare();
  const id = useId();
  const [amount, setAmount] = useState(() =>
    String(suggestedRaise(trip.user_offer_amt, trip.max_amount)),
  );
  const [error, setError] = useState<string | null>(null);
  const max = formatMoney(trip.max_amount, trip.trip_currency);

  if (!canRaise(trip.user_offer_amt, trip.max_amount)) {
    return <p className="raise-fare__note">{t('raise.atMaximum', { max })}</p>;
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (raise.isPending) return;
    const check = checkRaise(amount, trip.user_offer_amt, trip.max_amount);
    if (!check.ok) {
      setError(tm(check.key, check.params));
      return;
    }
    setError(null);
    raise.mutate(
      { trip_id: trip.trip_id, user_offer_amt: check.amount },
      {
        onSuccess: (raised) => {
          toast.success(tm('ride.fareRaised'));
          setAmount(String(suggestedRaise(raised.user_offer_amt, raised.max_amount)));
          onRaised?.();
        },
        onError: (err) => {
          if (isUnauthorized(err)) return;
          setError(errorText(err));
        },
      },
    );
  };

  return (
    <form className="raise-fare" onSubmit={onSubmit} noValidate>
      <TextField
        id={`${id}-amount`}
        label={t('raise.label', { currency: trip.trip_currency })}
        hint={t('raise.hint', { max })}
        error={error}
        type="number"
        inputMode="decimal"
        min={trip.user_offer_amt}
        max={trip.max_amount}
        step="0.01"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        fieldClassName="raise-fare__field"
      />
      <button
        type="submit"
        className="button button--secondary raise-fare__submit"
        aria-disabled={raise.isPending || undefined}
      >
        {raise.isPending ? t('raise.sending') : t('raise.submit')}
      </button>
    </form>
  );
}

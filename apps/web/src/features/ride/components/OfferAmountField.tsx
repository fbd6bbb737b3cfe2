import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trip } from '@fairfare/contracts/trips';
import { useFormatMoney } from '../../../shared/hooks/useFormatMoney';

interface OfferAmountFieldProps {
  trip: Trip;
  value: string;
  onChange: (value: string) => void;
  /** The id of the error shown beside the field (by its caller) while there is one. */
  errorId: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * 'Your offer (CA$)': the rider's amount within the trip's bounds, for a counter-offer and for a
 * request sent again. The hint names the bounds the service enforces (the trip's min_amount and
 * max_amount), in the rider's locale.
 */
export function OfferAmountField({ trip, value, onChange, errorId, ref }: OfferAmountFieldProps) {
  const { t } = useTranslation('ride');
  const money = useFormatMoney();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const currency = trip.trip_currency;
  return (
    <>
      <label htmlFor={inputId}>{t('offers.yourOffer', { currency })}</label>
      <p className="form-field__hint" id={hintId}>
        {t('offers.bounds', {
          min: money(trip.min_amount, currency),
          max: money(trip.max_amount, currency),
        })}
      </p>
      <input
        ref={ref}
        id={inputId}
        // text, not number: a number input shows '.' whatever the language, and refuses '7,50'
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorId !== undefined}
        aria-describedby={errorId ? `${hintId} ${errorId}` : hintId}
      />
    </>
  );
}

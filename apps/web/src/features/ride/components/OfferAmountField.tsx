import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trip } from '@fairfare/contracts/trips';

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
 * request sent again.
 */
export function OfferAmountField({ trip, value, onChange, errorId, ref }: OfferAmountFieldProps) {
  const { t } = useTranslation('ride');
  const inputId = useId();
  return (
    <>
      <label htmlFor={inputId}>{t('offers.yourOffer', { currency: trip.trip_currency })}</label>
      <input
        ref={ref}
        id={inputId}
        type="number"
        inputMode="decimal"
        min={trip.min_amount}
        max={trip.max_amount}
        step="0.01"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorId !== undefined}
        aria-describedby={errorId}
      />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FareEstimate } from '@fairfare/contracts/booking';
import { useFormatMoney } from '../../../shared/hooks/useFormatMoney';
import { fieldProps } from '../../../shared/ui/form/fieldProps';
import { FieldErrorText } from '../../../shared/ui/form/FieldErrorText';
import './OfferField.css';

interface OfferFieldProps {
  field: UseFormRegisterReturn<'offer'>;
  /** The chosen category's fare (its bounds); undefined before there is one. */
  estimate: FareEstimate | undefined;
  error: string | null;
}

export const OFFER_ID = 'booking-offer';

/**
 * The rider's own offer ("send offer"): filled in with the total fare when a category is chosen;
 * the hint names the lowest and highest offer accepted (docs/product/validation.md).
 */
export function OfferField({ field, estimate, error }: OfferFieldProps) {
  const { t } = useTranslation('booking');
  const formatMoney = useFormatMoney();
  const hint = estimate
    ? t('offer.hint', {
        min: formatMoney(estimate.min_amount, estimate.currency),
        max: formatMoney(estimate.max_amount, estimate.currency),
      })
    : t('offer.hintNoFare');
  return (
    <div className="form-field">
      <label htmlFor={OFFER_ID}>{t('offer.label')}</label>
      <p className="form-field__hint" id={`${OFFER_ID}-hint`}>
        {hint}
      </p>
      <div className="money-input">
        {estimate ? (
          <span className="money-input__currency" aria-hidden="true">
            {estimate.currency}
          </span>
        ) : null}
        <input
          type="number"
          inputMode="decimal"
          step="0.01"
          min={estimate?.min_amount}
          max={estimate?.max_amount}
          {...fieldProps(OFFER_ID, error, true)}
          {...field}
        />
      </div>
      <FieldErrorText id={OFFER_ID} error={error} />
    </div>
  );
}

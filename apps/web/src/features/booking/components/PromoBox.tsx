import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PromoResult } from '@fairfare/contracts/booking';
import { useFormatMoney } from '../../../shared/hooks/useFormatMoney';
import { FieldErrorText } from '../../../shared/ui/form/FieldErrorText';
import './bookingButtons.css';
import './PromoBox.css';

interface PromoBoxProps {
  field: UseFormRegisterReturn<'promoCode'>;
  /** The promo the summary counts, if one is applied. */
  applied: PromoResult | null;
  /** The fare changed after a promo was applied, so it was taken off. */
  dropped: boolean;
  applying: boolean;
  onApply: () => void;
  onReset: () => void;
  error: string | null;
}

export const PROMO_ID = 'booking-promo';

/** The promo code box (docs/product/screens.md): Apply Promo checks the code with the server, Reset Promo clears it. */
export function PromoBox({
  field,
  applied,
  dropped,
  applying,
  onApply,
  onReset,
  error,
}: PromoBoxProps) {
  const { t } = useTranslation('booking');
  const formatMoney = useFormatMoney();
  const describedBy = ['promo-status', error ? `${PROMO_ID}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="form-field promo-box">
      <label htmlFor={PROMO_ID}>{t('promo.label')}</label>
      <div className="promo-box__row">
        <input
          id={PROMO_ID}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault(); // Enter applies the code rather than booking the ride
              onApply();
            }
          }}
          {...field}
        />
        <button
          type="button"
          className="button button--secondary promo-box__button"
          onClick={onApply}
          aria-disabled={applying || undefined}
        >
          {applying ? (
            <>
              <span className="booking-spinner" aria-hidden="true" />
              {t('promo.applying')}
            </>
          ) : (
            t('promo.apply')
          )}
        </button>
        <button
          type="button"
          className="button booking-button--ghost promo-box__button"
          onClick={onReset}
        >
          {t('promo.reset')}
        </button>
      </div>
      <p className="promo-box__status" id="promo-status" role="status">
        {applied
          ? t('promo.applied', {
              code: applied.promo_code,
              discount: formatMoney(applied.discount, applied.currency),
            })
          : dropped
            ? t('promo.dropped')
            : ''}
      </p>
      <FieldErrorText id={PROMO_ID} error={error} />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PayOption } from '../../../domain/cities/payOptions';
import '../../../shared/ui/form/form.css';
import './PaymentMethodPicker.css';

interface PaymentMethodPickerProps {
  /** The city's methods (city_pay_options: Cash, Card, Wallet…), labels translated. */
  options: PayOption[];
  loading: boolean;
  field: UseFormRegisterReturn<'payMode'>;
  error: string | null;
}

export const PAY_ERROR_ID = 'booking-pay-error';
export const payInputId = (value: string) => `booking-pay-${value}`;

/** The payment method selector (a radio group of the city's pay options). */
export function PaymentMethodPicker({ options, loading, field, error }: PaymentMethodPickerProps) {
  const { t } = useTranslation('booking');
  return (
    <fieldset className="panel booking-card" aria-describedby={error ? PAY_ERROR_ID : undefined}>
      <legend className="booking-card__title">{t('payment.legend')}</legend>
      {loading && options.length === 0 ? (
        <div role="status" aria-label={t('payment.loading')} className="pay-list">
          {[0, 1, 2].map((i) => (
            <span key={i} className="skeleton pay-option__skeleton" aria-hidden="true" />
          ))}
        </div>
      ) : (
        <div className="pay-list">
          {options.map((option) => (
            <div className="pay-option" key={option.value}>
              <input
                type="radio"
                id={payInputId(option.value)}
                value={option.value}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? PAY_ERROR_ID : undefined}
                {...field}
              />
              <label htmlFor={payInputId(option.value)}>{option.label}</label>
            </div>
          ))}
        </div>
      )}
      {error ? (
        <p className="form-field__error" id={PAY_ERROR_ID}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

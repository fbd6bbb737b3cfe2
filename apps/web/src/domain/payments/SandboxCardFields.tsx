import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { sandboxCardRequestSchema, type SavedCard } from '@fairfare/contracts/payments';
import { ApiError } from '../../shared/api/client';
import { sandboxCreatePaymentMethod } from './api';
import type { CardFieldsProps } from './cardFields';

const NAMES = { number: 'card_number', expiry: 'card_expiry', cvc: 'card_cvc' } as const;

const ENGLISH: Record<string, string> = {
  'payment.cardNumberInvalid': 'Your card number is invalid.',
  'payment.cardExpiryInvalid': "Your card's expiration date is invalid.",
  'payment.cardCvcInvalid': "Your card's security code is invalid.",
};

/** 'MM/YY' (or MM/YYYY, with or without the slash) → month and year; null when unreadable. */
export function parseExpiry(value: string): { month: string; year: string } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  return match ? { month: match[1]!, year: match[2]! } : null;
}

/**
 * Reads the sandbox form and tokenizes it through the server, as Stripe.js would: the card
 * number only travels to the tokenizing call and is never stored. The service's own rules are
 * checked first, so a plain typo is answered without a call.
 */
async function tokenize(form: HTMLFormElement): Promise<SavedCard> {
  const data = new FormData(form);
  const expiry = parseExpiry(String(data.get(NAMES.expiry) ?? ''));
  const request = {
    number: String(data.get(NAMES.number) ?? ''),
    exp_month: expiry?.month ?? '',
    exp_year: expiry?.year ?? '',
    cvc: String(data.get(NAMES.cvc) ?? '').trim(),
  };
  const checked = sandboxCardRequestSchema.safeParse(request);
  if (!checked.success) {
    const code = checked.error.issues[0]?.message ?? 'payment.cardNumberInvalid';
    throw new ApiError(400, ENGLISH[code] ?? code, code);
  }
  return sandboxCreatePaymentMethod(request);
}

/** The sandbox gateway's card fields (docs/architecture.md): card number, expiry (MM/YY) and CVC. */
export function SandboxCardFields({ idPrefix, register, disabled }: CardFieldsProps) {
  const { t } = useTranslation('payments');
  useEffect(() => {
    register(tokenize);
    return () => register(null);
  }, [register]);

  return (
    <div className="card-fields">
      <div className="form-field card-fields__number">
        <label htmlFor={`${idPrefix}-number`}>{t('form.number')}</label>
        <input
          id={`${idPrefix}-number`}
          name={NAMES.number}
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          maxLength={23}
          required
          disabled={disabled}
        />
      </div>
      <div className="form-field">
        <label htmlFor={`${idPrefix}-expiry`}>{t('form.expiry')}</label>
        <input
          id={`${idPrefix}-expiry`}
          name={NAMES.expiry}
          type="text"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('form.expiryPlaceholder')}
          maxLength={7}
          required
          disabled={disabled}
        />
      </div>
      <div className="form-field">
        <label htmlFor={`${idPrefix}-cvc`}>{t('form.cvc')}</label>
        <input
          id={`${idPrefix}-cvc`}
          name={NAMES.cvc}
          type="text"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
          disabled={disabled}
        />
      </div>
      <p className="card-fields__note">{t('form.sandboxNote')}</p>
    </div>
  );
}

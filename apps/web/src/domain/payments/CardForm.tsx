import { errorText } from '../../shared/api/errorText';
import { lazy, Suspense, useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedCard } from '@fairfare/contracts/payments';
import { LoadError } from '../../shared/ui/LoadError';
import { Spinner } from '../../shared/ui/Spinner';
import { WaitsForTexts } from '../../shared/ui/WaitsForTexts';
import type { Tokenizer } from './cardFields';

import { useGatewayKey } from './queries';
import { SandboxCardFields } from './SandboxCardFields';
// .form-field (the fields' layout) lives there; a page may show this form without loading it
import '../../shared/ui/form/form.css';
import './payments.css';

// Stripe Elements only load when the gateway is Stripe, never with a page's first script.
const StripeCardFields = lazy(() =>
  import('./StripeCardFields').then((module) => ({ default: module.StripeCardFields })),
);

export interface CardFormOptions {
  /** The rider ticked 'Save this card for next time' (always false without `saveOption`). */
  save: boolean;
}

export interface CardFormProps {
  /** The submit button's text when idle ('Save card', 'Pay now', …). */
  submitLabel: string;
  /** Gets the tokenized card; a rejection (ApiError) shows under the form. */
  onPaymentMethod: (card: SavedCard, options: CardFormOptions) => Promise<void>;
  /** Offers 'Save this card for next time'. */
  saveOption?: boolean;
  /** The form's accessible name. */
  label?: string;
  /** Blocks the submit button (e.g. nothing to pay). */
  disabled?: boolean;
}

/**
 * A new card (docs/product/screens.md payment popup, §5 card form): the sandbox gateway's fields or Stripe
 * Elements, tokenized on submit, then handed to `onPaymentMethod`. The button reads
 * 'Processing ... ' while either runs; the provider's or the server's message shows under the form.
 * After a success the fields are emptied. Until its texts are loaded a spinner holds its place.
 */
export function CardForm(props: CardFormProps) {
  return (
    <WaitsForTexts>
      <CardFormContent {...props} />
    </WaitsForTexts>
  );
}

function CardFormContent({
  submitLabel,
  onPaymentMethod,
  saveOption = false,
  label,
  disabled = false,
}: CardFormProps) {
  const { t } = useTranslation('payments');
  const idPrefix = useId();
  const gateway = useGatewayKey();
  const [tokenizer, setTokenizer] = useState<{ tokenize: Tokenizer } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [save, setSave] = useState(false);
  // a new key remounts the fields: how they are emptied after a success
  const [round, setRound] = useState(0);

  const register = useCallback((tokenize: Tokenizer | null) => {
    setTokenizer(tokenize ? { tokenize } : null);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !tokenizer) return;
    const form = event.currentTarget;
    setError(null);
    setBusy(true);
    try {
      const card = await tokenizer.tokenize(form);
      await onPaymentMethod(card, { save: saveOption && save });
      setSave(false);
      setRound((n) => n + 1);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  let fields;
  if (gateway.isPending) {
    fields = <Spinner inline label={t('form.loading')} />;
  } else if (gateway.isError) {
    fields = (
      <LoadError
        message={t('payment.unavailable', { ns: 'messages' })}
        onRetry={() => void gateway.refetch()}
      />
    );
  } else if (gateway.data.mode === 'stripe') {
    fields = (
      <Suspense fallback={<Spinner inline label={t('form.loading')} />}>
        <StripeCardFields
          key={round}
          idPrefix={idPrefix}
          register={register}
          disabled={busy}
          publishableKey={gateway.data.stripe_p_key}
        />
      </Suspense>
    );
  } else {
    fields = (
      <SandboxCardFields key={round} idPrefix={idPrefix} register={register} disabled={busy} />
    );
  }

  return (
    <form
      className="card-form"
      aria-label={label}
      aria-busy={busy}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      {fields}
      {saveOption ? (
        <label className="card-form__save">
          <input
            type="checkbox"
            checked={save}
            disabled={busy}
            onChange={(event) => setSave(event.target.checked)}
          />
          {t('form.save')}
        </label>
      ) : null}
      <button
        type="submit"
        className="button button--primary card-form__submit"
        disabled={busy || disabled || !tokenizer}
      >
        {busy ? t('processing') : submitLabel}
      </button>
      {error ? (
        <p className="payment-message" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

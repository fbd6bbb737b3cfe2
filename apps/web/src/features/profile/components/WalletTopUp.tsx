import { errorText } from '../../../shared/api/errorText';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '@fairfare/contracts/messages';
import {
  WALLET_TOP_UP_MAX,
  WALLET_TOP_UP_MIN,
  walletTopUpRequestSchema,
  type SavedCard,
} from '@fairfare/contracts/payments';
import { VALIDATION_PARAMS } from '@fairfare/contracts/validation-params';
import type { User } from '@fairfare/contracts/users';
import { ApiError } from '../../../shared/api/client';
import { CardForm } from '../../../domain/payments/CardForm';

import { brandLabel } from '../../../domain/payments/format';
import { topUpWalletByCard } from '../../../domain/payments/payByCard';
import { useSavedCards } from '../../../domain/payments/queries';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { setWallet } from '../api/get-user';

const NEW_CARD = 'new';

/** The amount typed, when the top-up contract takes it; else throws the server's own error. */
function checkedAmount(raw: string): number {
  const typed = raw.trim() === '' ? Number.NaN : raw.replace(',', '.');
  const parsed = walletTopUpRequestSchema.shape.amount.safeParse(typed);
  if (parsed.success) return parsed.data;
  const params = VALIDATION_PARAMS['payment.topUpRange'];
  throw new ApiError(400, messageText('payment.topUpRange', params), 'payment.topUpRange', params);
}

function cardLabel(card: SavedCard): string {
  return `${brandLabel(card.card.brand)} •••• ${card.card.last4}`;
}

/**
 * Adds money to the wallet by card (docs/product/validation.md wallet): an amount within the bounds, a saved card
 * or a new one (the card form); the balance shown updates from the server's answer. Closed until
 * the rider asks for it, so that My Account does not load cards it may not need.
 */
export function WalletTopUp({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button
        type="button"
        className="button button--primary"
        aria-expanded="false"
        onClick={() => setOpen(true)}
      >
        {t('topUp.open')}
      </button>
    );
  }
  return <TopUpForm user={user} />;
}

/** The top-up itself; its saved cards and card form load once the rider opens it. */
function TopUpForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const id = useId();
  const queryClient = useQueryClient();
  const cards = useSavedCards();
  const [amount, setAmount] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const savedCards = cards.data ?? [];
  // the first saved card until the rider picks something else
  const method = chosen ?? savedCards[0]?.id ?? NEW_CARD;

  const topUp = async (paymentMethodId: string) => {
    const wallet = await topUpWalletByCard(checkedAmount(amount), paymentMethodId);
    setWallet(queryClient, wallet);
    setAmount('');
    toast.success(t('payment.topUpDone', { ns: 'messages' }));
  };

  const payWithSaved = async () => {
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      await topUp(method);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="wallet-top-up" role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('topUp.title')}</h3>
      <div className="form-field">
        <label htmlFor={`${id}-amount`}>
          {t('topUp.amount', { currency: user.wallet_currency })}
        </label>
        <p className="form-field__hint" id={`${id}-hint`}>
          {t('topUp.hint', { min: WALLET_TOP_UP_MIN, max: WALLET_TOP_UP_MAX })}
        </p>
        <input
          id={`${id}-amount`}
          type="number"
          inputMode="decimal"
          min={WALLET_TOP_UP_MIN}
          max={WALLET_TOP_UP_MAX}
          step="0.01"
          aria-describedby={`${id}-hint`}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </div>

      {cards.isPending ? (
        <Spinner inline label={t('topUp.loadingCards')} />
      ) : (
        <>
          <fieldset className="wallet-top-up__methods">
            <legend>{t('topUp.payWith')}</legend>
            {savedCards.map((card) => (
              <label key={card.id} className="wallet-top-up__method">
                <input
                  type="radio"
                  name={`${id}-method`}
                  value={card.id}
                  checked={method === card.id}
                  onChange={() => setChosen(card.id)}
                />
                {cardLabel(card)}
              </label>
            ))}
            <label className="wallet-top-up__method">
              <input
                type="radio"
                name={`${id}-method`}
                value={NEW_CARD}
                checked={method === NEW_CARD}
                onChange={() => setChosen(NEW_CARD)}
              />
              {t('topUp.newCard')}
            </label>
          </fieldset>

          {method === NEW_CARD ? (
            <CardForm
              label={t('topUp.newCardForm')}
              submitLabel={t('topUp.submit')}
              onPaymentMethod={(card) => topUp(card.id)}
            />
          ) : (
            <>
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => void payWithSaved()}
              >
                {busy ? t('processing', { ns: 'payments' }) : t('topUp.submit')}
              </button>
              {error ? (
                <p className="payment-message" role="alert">
                  {error}
                </p>
              ) : null}
            </>
          )}
        </>
      )}
    </div>
  );
}

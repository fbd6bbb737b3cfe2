import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trip } from '@fairfare/contracts/trips';
import { useFormatMoney } from '../../../shared/hooks/useFormatMoney';
import { useWallet } from '../api/get-wallet';

interface WalletMethodProps {
  trip: Trip;
  label: string;
  disabled: boolean;
  /** Pays `amount`, the one the rider confirmed; the server refuses it if it is no longer due. */
  onPay: (amount: number) => void;
  /** The balance does not cover the amount: nothing is called. */
  onInsufficient: () => void;
}

/**
 * The Wallet choice of 'Select Payment Method', with the balance (docs/product/api.md user fetch, u_wallet).
 * docs/product/validation.md: the wallet pays only when its balance covers the amount (the server checks again).
 * It is debited at once, so the rider confirms the amount first.
 */
export function WalletMethod({ trip, label, disabled, onPay, onInsufficient }: WalletMethodProps) {
  const { t } = useTranslation('ride');
  const money = useFormatMoney();
  const wallet = useWallet();
  const noteId = useId();

  // the wallet is debited at once: the rider confirms the amount first (issue 26)
  const [confirming, setConfirming] = useState(false);
  const amount = money(trip.trip_pay_amount, trip.trip_currency);

  const onClick = () => {
    if (!wallet.data) return;
    if (wallet.data.balance < trip.trip_pay_amount) onInsufficient();
    else setConfirming(true);
  };

  if (confirming) {
    return (
      <div className="pay-methods__confirm" role="group" aria-labelledby={noteId}>
        <p id={noteId}>{t('select.walletConfirm', { amount })}</p>
        <button
          type="button"
          className="button button--primary"
          disabled={disabled}
          onClick={() => onPay(trip.trip_pay_amount)}
        >
          {t('select.walletConfirmPay', { amount })}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={disabled}
          onClick={() => setConfirming(false)}
        >
          {t('select.walletConfirmCancel')}
        </button>
      </div>
    );
  }

  let note;
  if (wallet.data) {
    note = t('select.walletBalance', { amount: money(wallet.data.balance, wallet.data.currency) });
  } else {
    note = wallet.isError ? t('select.walletUnavailable') : t('select.walletLoading');
  }
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        disabled={disabled || !wallet.data}
        aria-describedby={noteId}
        onClick={onClick}
      >
        {label}
      </button>
      <span id={noteId} className="pay-methods__note">
        {note}
      </span>
    </>
  );
}

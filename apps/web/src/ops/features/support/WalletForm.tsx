import { useState, type FormEvent } from 'react';
import { errorText } from '../../../shared/api/errorText';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { SelectField, TextField } from '../../../shared/ui/form/TextField';
import { useAdjustWallet } from './api';
import { ConfirmStep } from './ConfirmStep';
import { moneyText, newActionKey, parseAmount } from './money';

interface Asked {
  direction: 'credit' | 'debit';
  amount: number;
  reason: string;
}

/**
 * Credits or debits the rider's wallet with a reason, after a confirmation (never below zero);
 * the correction's key makes a retry after a lost answer the same correction (decision 040).
 */
export function WalletForm({
  userId,
  wallet,
  currency,
  onDone,
}: {
  userId: number;
  wallet: number;
  currency: string;
  onDone: (message: string) => void;
}) {
  const adjust = useAdjustWallet();
  const [alert, setAlert] = useState<string | null>(null);
  const [asked, setAsked] = useState<Asked | null>(null);
  // One key per correction, kept through a failed try: a retry is the same correction.
  const [key, setKey] = useState(newActionKey);
  const onReview = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const direction = form.get('direction') === 'debit' ? 'debit' : 'credit';
    const amount = parseAmount(String(form.get('amount') ?? ''));
    const reason = String(form.get('reason') ?? '').trim();
    if (amount === null) return setAlert('Enter an amount above 0 with at most two decimals.');
    if (direction === 'debit' && amount > wallet) {
      return setAlert(
        `A debit cannot take the wallet below zero (it holds ${moneyText(wallet, currency)}).`,
      );
    }
    if (reason.length < 3) return setAlert('Please give a reason (at least 3 characters).');
    setAlert(null);
    setAsked({ direction, amount, reason });
  };
  const onConfirm = () =>
    asked &&
    adjust.mutate(
      { user_id: userId, idempotency_key: key, ...asked },
      {
        onSuccess: (done) => {
          setAsked(null);
          setKey(newActionKey());
          onDone(
            `Wallet ${asked.direction === 'credit' ? 'credited' : 'debited'}: it now holds ${moneyText(done.wallet, currency)}.`,
          );
        },
        onError: (error) => {
          setAsked(null);
          setAlert(errorText(error));
        },
      },
    );
  return (
    <form
      className="ops-form"
      aria-label="Credit or debit the wallet"
      aria-busy={adjust.isPending}
      noValidate
      onSubmit={onReview}
    >
      <FormAlert>{alert}</FormAlert>
      {asked ? (
        <ConfirmStep
          question={`${asked.direction === 'credit' ? 'Credit' : 'Debit'} ${moneyText(asked.amount, currency)} ${asked.direction === 'credit' ? 'to' : 'from'} the wallet for “${asked.reason}”?`}
          confirmLabel={asked.direction === 'credit' ? 'Confirm credit' : 'Confirm debit'}
          busy={adjust.isPending}
          onConfirm={onConfirm}
          onBack={() => setAsked(null)}
        />
      ) : (
        <>
          <SelectField
            id="wallet-direction"
            name="direction"
            label="Credit or debit"
            defaultValue="credit"
          >
            <option value="credit">Credit (add money)</option>
            <option value="debit">Debit (take money)</option>
          </SelectField>
          <TextField
            id="wallet-amount"
            name="amount"
            label={`Amount (${currency})`}
            inputMode="decimal"
            required
          />
          <TextField id="wallet-reason" name="reason" label="Reason" required />
          <button type="submit" className="button button--primary">
            Review wallet change
          </button>
        </>
      )}
    </form>
  );
}

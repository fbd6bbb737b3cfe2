import { useState } from 'react';
import { SelectField, TextField } from '../../../shared/ui/form/TextField';
import { useAdjustWallet } from './api';
import { moneyText, newActionKey, parseAmount } from './money';
import { ReviewedForm, useReviewStep } from './ReviewedForm';

interface Asked {
  direction: 'credit' | 'debit';
  amount: number;
  reason: string;
}

/**
 * Credits or debits the rider's wallet with a reason, after a confirmation (never below zero);
 * the correction's key makes a retry after a lost answer the same correction (decision 040). A
 * credit above the city's limit waits for another staff member's approval (decision 047).
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
  const step = useReviewStep<Asked>();
  // One key per correction, kept through a failed try: a retry is the same correction.
  const [key, setKey] = useState(newActionKey);
  const onReview = (fields: FormData) => {
    const direction = fields.get('direction') === 'debit' ? 'debit' : 'credit';
    const amount = parseAmount(String(fields.get('amount') ?? ''));
    const reason = String(fields.get('reason') ?? '').trim();
    if (amount === null) return step.refuse('Enter an amount above 0 with at most two decimals.');
    if (direction === 'debit' && amount > wallet) {
      return step.refuse(
        `A debit cannot take the wallet below zero (it holds ${moneyText(wallet, currency)}).`,
      );
    }
    if (reason.length < 3) return step.refuse('Please give a reason (at least 3 characters).');
    step.ask({ direction, amount, reason });
  };
  const asked = step.asked;
  const onConfirm = () =>
    asked &&
    adjust.mutate(
      { user_id: userId, idempotency_key: key, ...asked },
      {
        onSuccess: (done) => {
          step.back();
          setKey(newActionKey());
          onDone(
            done.pending
              ? `The credit of ${moneyText(done.pending.amount, currency)} is above this city's limit: it waits for another staff member to approve it. The wallet still holds ${moneyText(done.wallet, currency)}.`
              : `Wallet ${asked.direction === 'credit' ? 'credited' : 'debited'}: it now holds ${moneyText(done.wallet, currency)}.`,
          );
        },
        onError: step.failed,
      },
    );
  return (
    <ReviewedForm
      label="Credit or debit the wallet"
      busy={adjust.isPending}
      alert={step.alert}
      confirm={
        asked
          ? {
              question: `${asked.direction === 'credit' ? 'Credit' : 'Debit'} ${moneyText(asked.amount, currency)} ${asked.direction === 'credit' ? 'to' : 'from'} the wallet for “${asked.reason}”?`,
              confirmLabel: asked.direction === 'credit' ? 'Confirm credit' : 'Confirm debit',
              onConfirm,
              onBack: step.back,
            }
          : null
      }
      review="Review wallet change"
      onReview={onReview}
    >
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
    </ReviewedForm>
  );
}

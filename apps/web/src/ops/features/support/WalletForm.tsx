import { useState } from 'react';
import { SelectField, TextField } from '../../../shared/ui/form/TextField';
import { useAdjustWallet } from './api';
import { moneyText, newActionKey, parseAmount } from './money';
import { ReviewedForm, useReviewStep } from './ReviewedForm';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('ops');
  const adjust = useAdjustWallet();
  const step = useReviewStep<Asked>();
  // One key per correction, kept through a failed try: a retry is the same correction.
  const [key, setKey] = useState(newActionKey);
  const onReview = (fields: FormData) => {
    const direction = fields.get('direction') === 'debit' ? 'debit' : 'credit';
    const amount = parseAmount(String(fields.get('amount') ?? ''));
    const reason = String(fields.get('reason') ?? '').trim();
    if (amount === null) return step.refuse(t('support.amountInvalid'));
    if (direction === 'debit' && amount > wallet) {
      return step.refuse(t('support.debitTooMuch', { amount: moneyText(wallet, currency) }));
    }
    if (reason.length < 3) return step.refuse(t('support.reasonTooShort'));
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
              ? t('support.creditPending', {
                  amount: moneyText(done.pending.amount, currency),
                  wallet: moneyText(done.wallet, currency),
                })
              : t(asked.direction === 'credit' ? 'support.credited' : 'support.debited', {
                  wallet: moneyText(done.wallet, currency),
                }),
          );
        },
        onError: step.failed,
      },
    );
  return (
    <ReviewedForm
      label={t('support.walletLabel')}
      busy={adjust.isPending}
      alert={step.alert}
      confirm={
        asked
          ? {
              question: t(
                asked.direction === 'credit' ? 'support.creditQuestion' : 'support.debitQuestion',
                { amount: moneyText(asked.amount, currency), reason: asked.reason },
              ),
              confirmLabel:
                asked.direction === 'credit'
                  ? t('support.creditConfirm')
                  : t('support.debitConfirm'),
              onConfirm,
              onBack: step.back,
            }
          : null
      }
      review={t('support.walletReview')}
      onReview={onReview}
    >
      <SelectField
        id="wallet-direction"
        name="direction"
        label={t('support.direction')}
        defaultValue="credit"
      >
        <option value="credit">{t('support.creditOption')}</option>
        <option value="debit">{t('support.debitOption')}</option>
      </SelectField>
      <TextField
        id="wallet-amount"
        name="amount"
        label={t('support.amount', { currency })}
        inputMode="decimal"
        required
      />
      <TextField id="wallet-reason" name="reason" label={t('common.reason')} required />
    </ReviewedForm>
  );
}

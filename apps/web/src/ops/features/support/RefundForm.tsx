import { useState } from 'react';
import type { OpsPayment } from '@fairfare/contracts/ops-support';
import { TextField } from '../../../shared/ui/form/TextField';
import { useRefund } from './api';
import { moneyText, newActionKey, parseAmount } from './money';
import { ReviewedForm, useReviewStep } from './ReviewedForm';
import { useTranslation } from 'react-i18next';

/**
 * Refunds part or all of one card payment: amount and reason, then a confirmation that says what
 * goes back to which card. The refund's key is made when the form opens and kept through retries,
 * so a double click or a retry after a lost answer refunds once (decision 040).
 */
export function RefundForm({
  payment,
  currency,
  onDone,
}: {
  payment: OpsPayment;
  currency: string;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('ops');
  const refund = useRefund();
  const [key] = useState(newActionKey);
  const step = useReviewStep<{ amount: number; reason: string }>();
  // What was typed, so that "Change" brings the form back as it was.
  const [draft, setDraft] = useState<{ amount: string; reason: string } | null>(null);
  const left = payment.left_to_refund;
  const id = `refund-${payment.payment_id}`;

  const onReview = (fields: FormData) => {
    const typed = String(fields.get('amount') ?? '');
    const amount = parseAmount(typed);
    const reason = String(fields.get('reason') ?? '').trim();
    setDraft({ amount: typed, reason });
    if (amount === null) return step.refuse(t('support.amountInvalid'));
    if (amount > left)
      return step.refuse(t('support.refundTooMuch', { amount: moneyText(left, currency) }));
    if (reason.length < 3) return step.refuse(t('support.reasonTooShort'));
    step.ask({ amount, reason });
  };
  const asked = step.asked;
  const onConfirm = () =>
    asked &&
    refund.mutate(
      { payment_id: payment.payment_id, idempotency_key: key, ...asked },
      {
        onSuccess: (done) =>
          onDone(t('support.refundDone', { amount: moneyText(done.refund.amount, currency) })),
        onError: step.failed,
      },
    );

  return (
    <ReviewedForm
      label={t('support.refundLabel', { paymentId: payment.payment_id })}
      busy={refund.isPending}
      alert={step.alert}
      confirm={
        asked
          ? {
              question: t('support.refundQuestion', {
                amount: moneyText(asked.amount, currency),
                card: payment.card ?? t('support.theCard'),
                reason: asked.reason,
              }),
              confirmLabel: t('support.refundConfirm'),
              onConfirm,
              onBack: step.back,
            }
          : null
      }
      review={t('support.refundReview')}
      onReview={onReview}
    >
      <TextField
        id={`${id}-amount`}
        name="amount"
        label={t('support.refundAmount', { currency })}
        hint={t('support.upTo', { amount: moneyText(left, currency) })}
        inputMode="decimal"
        defaultValue={draft?.amount ?? left.toFixed(2)}
        required
      />
      <TextField
        id={`${id}-reason`}
        name="reason"
        label={t('common.reason')}
        defaultValue={draft?.reason ?? ''}
        required
      />
    </ReviewedForm>
  );
}

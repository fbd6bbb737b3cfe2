import { useState, type FormEvent } from 'react';
import type { OpsPayment } from '@fairfare/contracts/ops-support';
import { errorText } from '../../../shared/api/errorText';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { TextField } from '../../../shared/ui/form/TextField';
import { useRefund } from './api';
import { ConfirmStep } from './ConfirmStep';
import { moneyText, newActionKey, parseAmount } from './money';

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
  const refund = useRefund();
  const [key] = useState(newActionKey);
  const [alert, setAlert] = useState<string | null>(null);
  const [asked, setAsked] = useState<{ amount: number; reason: string } | null>(null);
  // What was typed, so that "Change" brings the form back as it was.
  const [draft, setDraft] = useState<{ amount: string; reason: string } | null>(null);
  const left = Math.round((payment.amount - payment.refunded) * 100) / 100;
  const id = `refund-${payment.payment_id}`;

  const onReview = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typed = String(form.get('amount') ?? '');
    const amount = parseAmount(typed);
    const reason = String(form.get('reason') ?? '').trim();
    setDraft({ amount: typed, reason });
    if (amount === null) return setAlert('Enter an amount above 0 with at most two decimals.');
    if (amount > left) return setAlert(`At most ${moneyText(left, currency)} is left to refund.`);
    if (reason.length < 3) return setAlert('Please give a reason (at least 3 characters).');
    setAlert(null);
    setAsked({ amount, reason });
  };
  const onConfirm = () => {
    if (!asked) return;
    refund.mutate(
      { payment_id: payment.payment_id, idempotency_key: key, ...asked },
      {
        onSuccess: (done) =>
          onDone(`Refunded ${moneyText(done.refund.amount, currency)} to the rider's card.`),
        onError: (error) => {
          setAsked(null);
          setAlert(errorText(error));
        },
      },
    );
  };

  return (
    <form
      className="ops-form"
      aria-label={`Refund payment ${payment.payment_id}`}
      aria-busy={refund.isPending}
      noValidate
      onSubmit={onReview}
    >
      <FormAlert>{alert}</FormAlert>
      {asked ? (
        <ConfirmStep
          question={`Refund ${moneyText(asked.amount, currency)} to ${payment.card ?? 'the card'} for “${asked.reason}”?`}
          confirmLabel="Confirm refund"
          busy={refund.isPending}
          onConfirm={onConfirm}
          onBack={() => setAsked(null)}
        />
      ) : (
        <>
          <TextField
            id={`${id}-amount`}
            name="amount"
            label={`Amount to refund (${currency})`}
            hint={`Up to ${moneyText(left, currency)}.`}
            inputMode="decimal"
            defaultValue={draft?.amount ?? left.toFixed(2)}
            required
          />
          <TextField
            id={`${id}-reason`}
            name="reason"
            label="Reason"
            defaultValue={draft?.reason ?? ''}
            required
          />
          <button type="submit" className="button button--primary">
            Review refund
          </button>
        </>
      )}
    </form>
  );
}

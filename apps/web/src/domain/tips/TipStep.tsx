import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AFTER_RIDE_HOURS } from '@fairfare/contracts/after-ride';
import {
  isMessageKey,
  messageText,
  type MessageKey,
  type MessageParams,
} from '@fairfare/contracts/messages';
import { addTipRequestSchema, type TipOptions } from '@fairfare/contracts/tips';
import { ApiError } from '../../shared/api/client';
import { errorText, isUnauthorized } from '../../shared/api/errorText';
import { useFormatMoney } from '../../shared/hooks/useFormatMoney';
import { DialogError } from '../../shared/ui/dialog/DialogParts';
import { Spinner } from '../../shared/ui/Spinner';
import { tipChanged } from '../payments/queries';
import { useAddTip, useTipOptions } from './api';
import { CUSTOM, NONE, TipChoices } from './TipChoices';
import '../../shared/ui/form/form.css';
import './tipStep.css';

/** A refusal worded like the server's (its key translated, with its placeholders). */
const refusal = (key: MessageKey, params?: MessageParams) =>
  errorText(new ApiError(400, messageText(key, params), key, params));

/** The custom amount typed, when the contract and the server's limit take it; else its refusal. */
function checkedAmount(raw: string, options: TipOptions): number | string {
  const typed = raw.trim() === '' ? Number.NaN : raw.replace(',', '.');
  const parsed = addTipRequestSchema.shape.amount.safeParse(typed);
  if (!parsed.success || parsed.data === undefined) return refusal('tip.invalid');
  if (parsed.data > options.max_amount) {
    return refusal('tip.tooHigh', {
      max: options.max_amount.toFixed(2),
      currency: options.currency,
    });
  }
  return parsed.data;
}

/**
 * The tip step of the thank-you popup (issue 14), after a completed ride is paid: 'Add a tip' —
 * None, 10 %, 15 %, 20 % (each with what the server says it costs) or Custom with an amount,
 * paid the way the trip was (its card, or the wallet; a note says why when the card that paid
 * cannot be charged again). The server decides whether a tip may be added and computes it; a
 * refusal (paid in cash, too late, no card) is said as a note. Nothing shows before the trip is
 * paid, or when the options cannot be read: the popup stays as it was. Also in My Account's
 * 'Add a tip' popup (trip history and receipt).
 */
export function TipStep({ tripId }: { tripId: number }) {
  const { t } = useTranslation('ride');
  const { t: tm } = useTranslation('messages');
  const money = useFormatMoney();
  const queryClient = useQueryClient();
  const options = useTipOptions(tripId);
  const add = useAddTip(tripId);
  const id = useId();
  const [choice, setChoice] = useState(NONE);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [justTipped, setJustTipped] = useState(false);

  if (options.isPending) return <Spinner inline label={t('tip.loading')} />;
  if (options.isError) return null;
  const data = options.data;
  const cash = (value: number) => money(value, data.currency);

  if (data.tip) {
    return (
      <section className="tip-step" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className="tip-step__title">
          {t('tip.title')}
        </h3>
        {justTipped && (
          <p className="tip-step__thanks" role="status">
            {tm('tip.added')}
          </p>
        )}
        <p>{t('tip.given', { amount: cash(data.tip.amount) })}</p>
      </section>
    );
  }
  // Not tippable yet (unpaid) or at all (a cancellation): nothing to say here.
  if (data.refused === 'tip.notCompleted' || data.refused === 'tip.payFirst') return null;
  // Otherwise say why not (cash, too late, no card…), in the server's words (issue 26).
  if (data.refused !== null) {
    if (!isMessageKey(data.refused)) return null;
    return <p className="tip-step__note">{refusal(data.refused, { hours: AFTER_RIDE_HOURS })}</p>;
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending || choice === NONE) return;
    let body: { percent: number } | { amount: number };
    if (choice === CUSTOM) {
      const checked = checkedAmount(amount, data);
      if (typeof checked === 'string') {
        setError(checked);
        return;
      }
      body = { amount: checked };
    } else {
      body = { percent: Number(choice) };
    }
    setError(null);
    add.mutate(body, {
      onSuccess: () => setJustTipped(true),
      onError: (err) => {
        if (isUnauthorized(err)) return;
        setError(errorText(err));
        // tipped or changed meanwhile (another tab): read the step again
        if (err instanceof ApiError && err.status === 409) {
          void tipChanged(queryClient, tripId);
        }
      },
    });
  };

  const choose = (value: string) => {
    setChoice(value);
    setError(null);
  };

  return (
    <form className="tip-step" onSubmit={onSubmit} noValidate>
      <fieldset disabled={add.isPending}>
        <legend className="tip-step__title">{t('tip.title')}</legend>
        <TipChoices
          id={id}
          options={data}
          choice={choice}
          onChoose={choose}
          amount={amount}
          onAmount={setAmount}
          invalid={error !== null}
        />
        <p className="tip-step__note">
          {data.note && isMessageKey(data.note) ? `${refusal(data.note)} ` : null}
          {data.pay_mode === 'Card' && data.card
            ? t('tip.byCard', { card: data.card })
            : t('tip.byWallet')}
        </p>
      </fieldset>
      <DialogError message={error} />
      <button
        type="submit"
        className="button button--secondary"
        disabled={add.isPending || choice === NONE}
      >
        {add.isPending ? t('tip.adding') : t('tip.submit')}
      </button>
    </form>
  );
}

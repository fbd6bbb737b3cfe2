import type { FormEvent } from 'react';
import { PAY_OPTIONS, type CityRules } from '@fairfare/contracts/money-rules';
import { SubmitButton } from '../../../shared/ui/form/SubmitButton';
import { OpsFeedback, useOpsFeedback } from '../../shared/OpsFeedback';
import { useSavePayOptions } from './api';

const optionNames: Record<(typeof PAY_OPTIONS)[number], string> = {
  cash: 'Cash',
  stripe: 'Card',
  wallet: 'Wallet',
};

/** The ways riders of the city may pay; at least one (the service says so when none is left). */
export function PayOptionsForm({ rules }: { rules: CityRules }) {
  const save = useSavePayOptions();
  const feedback = useOpsFeedback();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).getAll('pay_options').map(String);
    feedback.start();
    save.mutate(
      { city_id: rules.city_id, pay_options: chosen },
      feedback.outcome('Payment options saved.'),
    );
  };
  return (
    <section aria-labelledby="pay-title">
      <h2 id="pay-title">Payment options</h2>
      <form
        key={rules.pay_options.join('|')}
        className="ops-form"
        aria-labelledby="pay-title"
        aria-busy={save.isPending}
        noValidate
        onSubmit={onSubmit}
      >
        <OpsFeedback alert={feedback.alert} notice={feedback.notice} />
        <fieldset className="ops-choices">
          <legend>Riders of {rules.city_name} may pay by</legend>
          {PAY_OPTIONS.map((option) => (
            <label key={option} className="ops-choice">
              <input
                type="checkbox"
                name="pay_options"
                value={option}
                defaultChecked={rules.pay_options.includes(option)}
              />{' '}
              {optionNames[option]}
            </label>
          ))}
        </fieldset>
        <div className="ops-actions">
          <SubmitButton className="button button--primary" sending={save.isPending}>
            Save payment options
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

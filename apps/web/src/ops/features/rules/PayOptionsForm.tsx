import { useState, type FormEvent } from 'react';
import { PAY_OPTIONS, type CityRules } from '@fairfare/contracts/money-rules';
import { errorText } from '../../../shared/api/errorText';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { SubmitButton } from '../../../shared/ui/form/SubmitButton';
import { useSavePayOptions } from './api';

const optionNames: Record<(typeof PAY_OPTIONS)[number], string> = {
  cash: 'Cash',
  stripe: 'Card',
  wallet: 'Wallet',
};

/** The ways riders of the city may pay; at least one (the service says so when none is left). */
export function PayOptionsForm({ rules }: { rules: CityRules }) {
  const save = useSavePayOptions();
  const [alert, setAlert] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).getAll('pay_options').map(String);
    setAlert(null);
    setNotice(null);
    save.mutate(
      { city_id: rules.city_id, pay_options: chosen },
      {
        onSuccess: () => setNotice('Payment options saved.'),
        onError: (error) => setAlert(errorText(error)),
      },
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
        <FormAlert>{alert}</FormAlert>
        {notice ? (
          <p className="notice" role="status">
            {notice}
          </p>
        ) : null}
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

import type { FormEvent } from 'react';
import { PAY_OPTIONS, type CityRules } from '@fairfare/contracts/money-rules';
import { SubmitButton } from '../../../shared/ui/form/SubmitButton';
import { OpsFeedback, useOpsFeedback } from '../../shared/OpsFeedback';
import { useSavePayOptions } from './api';
import { useTranslation } from 'react-i18next';

/** The ways riders of the city may pay; at least one (the service says so when none is left). */
export function PayOptionsForm({ rules }: { rules: CityRules }) {
  const { t } = useTranslation('ops');
  const save = useSavePayOptions();
  const feedback = useOpsFeedback();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).getAll('pay_options').map(String);
    feedback.start();
    save.mutate(
      { city_id: rules.city_id, pay_options: chosen },
      feedback.outcome(t('rules.payOptionsSaved')),
    );
  };
  return (
    <section aria-labelledby="pay-title">
      <h2 id="pay-title">{t('rules.payOptions')}</h2>
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
          <legend>{t('rules.payBy', { city: rules.city_name })}</legend>
          {PAY_OPTIONS.map((option) => (
            <label key={option} className="ops-choice">
              <input
                type="checkbox"
                name="pay_options"
                value={option}
                defaultChecked={rules.pay_options.includes(option)}
              />{' '}
              {t(`rules.payOption.${option}`)}
            </label>
          ))}
        </fieldset>
        <div className="ops-actions">
          <SubmitButton className="button button--primary" sending={save.isPending}>
            {t('rules.savePayOptions')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CityRules } from '@fairfare/contracts/money-rules';
import { SubmitButton } from '../../../shared/ui/form/SubmitButton';
import { TextField } from '../../../shared/ui/form/TextField';
import { formatMoney } from '../../shared/formatMoney';
import { OpsFeedback, useOpsFeedback } from '../../shared/OpsFeedback';
import { useSaveCreditLimit } from './api';
import { asNumber } from './numberField';

/**
 * The city's wallet credit limit: support's credits to a rider's wallet above it wait for a
 * second staff member's approval. An admin changes it (the service refuses anyone else); a city
 * manager reads it.
 */
export function CreditLimitForm({ rules, isAdmin }: { rules: CityRules; isAdmin: boolean }) {
  const { t } = useTranslation('ops');
  const save = useSaveCreditLimit();
  const feedback = useOpsFeedback();
  const limit = formatMoney(rules.wallet_credit_limit, rules.currency);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = asNumber(new FormData(event.currentTarget).get('wallet_credit_limit'));
    feedback.start();
    save.mutate(
      // an empty or unreadable field goes as is: the service's refusal says what it wants
      { city_id: rules.city_id, wallet_credit_limit: value ?? Number.NaN },
      feedback.outcome(t('rules.creditLimitSaved')),
    );
  };
  return (
    <section aria-labelledby="credit-limit-title">
      <h2 id="credit-limit-title">{t('rules.creditLimit')}</h2>
      <p>{t('rules.creditLimitHint', { limit })}</p>
      {isAdmin ? (
        <form
          key={rules.wallet_credit_limit}
          className="ops-form"
          aria-labelledby="credit-limit-title"
          aria-busy={save.isPending}
          noValidate
          onSubmit={onSubmit}
        >
          <OpsFeedback alert={feedback.alert} notice={feedback.notice} />
          <TextField
            id="credit-limit"
            name="wallet_credit_limit"
            label={t('rules.creditLimitIn', { currency: rules.currency })}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            defaultValue={rules.wallet_credit_limit}
          />
          <div className="ops-actions">
            <SubmitButton className="button button--primary" sending={save.isPending}>
              {t('rules.saveCreditLimit')}
            </SubmitButton>
          </div>
        </form>
      ) : (
        <p>{t('rules.creditLimitAdminOnly')}</p>
      )}
    </section>
  );
}

import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { registrationDetailsSchema } from '@fairfare/contracts/auth';
import { DEFAULT_LANGUAGE, isLanguage } from '@fairfare/contracts/languages';
import { errorText } from '../../../shared/api/errorText';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { PersonFields } from '../../../shared/ui/form/PersonFields';
import { TitledForm } from '../../../shared/ui/form/TitledForm';
import { useFormattedPhone } from '../../../shared/phone/useFormattedPhone';
import { useCompleteSignup } from '../api/registration';
import { showFieldError } from '../serverError';
import { PERSON_FIELD_ERRORS, termsBoxResolver, type WithTermsBox } from '../termsForm';
import { useFinishLogin } from '../useFinishLogin';
import type { ProvenPhone } from '../usePhoneCodeFlow';
import { TermsCheckbox } from './TermsCheckbox';

/** What the step asks: the registration's name, e-mail and terms (the phone is proven already). */
const newAccountSchema = registrationDetailsSchema.pick({
  first_name: true,
  last_name: true,
  email: true,
  accept_terms: true,
});
type NewAccountOutput = z.output<typeof newAccountSchema>;
type NewAccountForm = WithTermsBox<z.input<typeof newAccountSchema>>;
const resolver = termsBoxResolver(newAccountSchema);

interface NewAccountStepProps {
  proven: ProvenPhone;
  /** Back to the phone number (after the proof expired, or to use another number). */
  onStartAgain: () => void;
}

/**
 * After a right login code for a number with no account (issue 26 point 6): the name and the
 * terms, then the account is created with the code already given (no second code) and the rider
 * is logged in.
 */
export function NewAccountStep({ proven, onStartAgain }: NewAccountStepProps) {
  const { t, i18n } = useTranslation('auth');
  const completeSignup = useCompleteSignup();
  const finishLogin = useFinishLogin();
  const [alert, setAlert] = useState<string | null>(null);
  const phone = useFormattedPhone(`${proven.phone_code}${proven.phone}`);
  const form = useForm<NewAccountForm, unknown, NewAccountOutput>({
    resolver,
    defaultValues: { first_name: '', last_name: '', email: '', accept_terms: false },
  });
  const { handleSubmit, setError, setFocus } = form;

  useEffect(() => setFocus('first_name'), [setFocus]);

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
    try {
      const user = await completeSignup.mutateAsync({
        ...values,
        email: values.email ?? '',
        accept_terms: true,
        phone_code: proven.phone_code,
        phone: proven.phone,
        signup_token: proven.signup_token,
        language,
      });
      await finishLogin(user);
    } catch (error) {
      if (!showFieldError(error, PERSON_FIELD_ERRORS, setError))
        setAlert(errorText(error, t('error.internal', { ns: 'messages' })));
    }
  });

  return (
    <FormProvider {...form}>
      <TitledForm
        className="panel auth-card"
        title={t('signup.title')}
        busy={completeSignup.isPending}
        onSubmit={submit}
      >
        <p className="auth-code__sent">{t('signup.proven', { phone })}</p>
        <FormAlert>{alert}</FormAlert>
        <PersonFields idPrefix="signup" label={(field) => t(`fields.${field}`)} />
        <TermsCheckbox />
        <button
          type="submit"
          className="button button--primary auth-submit"
          disabled={completeSignup.isPending}
        >
          {completeSignup.isPending ? t('signup.creating') : t('signup.submit')}
        </button>
        <div className="auth-code__actions">
          <button type="button" className="auth-link-button" onClick={onStartAgain}>
            {t('code.changeNumber')}
          </button>
        </div>
      </TitledForm>
    </FormProvider>
  );
}

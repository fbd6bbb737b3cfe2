import { useCallback } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { registrationDetailsSchema } from '@fairfare/contracts/auth';
import { DEFAULT_LANGUAGE, isLanguage } from '@fairfare/contracts/languages';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useNextParam } from '../../shared/session/hooks';
import { loginPath } from '../../shared/session/paths';
import { PersonFields } from '../../shared/ui/form/PersonFields';
import { useCountries } from './api/get-countries';
import {
  useRequestRegistrationCode,
  useVerifyRegistrationCode,
  type RegistrationDetails,
} from './api/registration';
import { PhoneCodePage } from './components/PhoneCodePage';
import { PhoneFields } from './components/PhoneFields';
import { phoneCodeOf } from './countries';
import { TermsCheckbox } from './components/TermsCheckbox';
import { showFieldError } from './serverError';
import { PERSON_FIELD_ERRORS, termsBoxResolver, type WithTermsBox } from './termsForm';
import { usePhoneCodeFlow } from './usePhoneCodeFlow';

/**
 * The contracts' registration rules, with the picked country in place of its calling code (several
 * share +1; the code is the country's, read when the form is sent).
 */
const registerFormSchema = registrationDetailsSchema
  .omit({ language: true, phone_code: true })
  .extend({ country: z.string() });
type RegisterOutput = z.output<typeof registerFormSchema>;
type RegisterForm = WithTermsBox<z.input<typeof registerFormSchema>>;
const resolver = termsBoxResolver(registerFormSchema);

const FIELD_ERRORS = {
  ...PERSON_FIELD_ERRORS,
  'validation.phoneTooShort': 'phone',
  'validation.phoneInvalid': 'phone',
  'validation.phoneCodeInvalid': 'country',
} as const;

/** /register: who you are and your phone → one-time code → account created and logged in. */
export function RegisterPage() {
  const { t, i18n } = useTranslation('auth');
  useDocumentTitle(t('register.title'));
  const countries = useCountries();
  const next = useNextParam();
  const requestCode = useRequestRegistrationCode();
  const verifyCode = useVerifyRegistrationCode();
  const form = useForm<RegisterForm, unknown, RegisterOutput>({
    resolver,
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      country: 'CA',
      phone: '',
      accept_terms: false,
    },
  });
  const { handleSubmit, setError, setFocus } = form;

  const focusPhone = useCallback(() => setFocus('phone'), [setFocus]);
  const { alert, sendCode, codeStep } = usePhoneCodeFlow({
    requestCode,
    verifyCode,
    showFieldError: (error) => showFieldError(error, FIELD_ERRORS, setError),
    focusPhone,
  });

  const onSubmit = handleSubmit((values) => {
    const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
    const details: RegistrationDetails = {
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email ?? '',
      phone_code: phoneCodeOf(countries, values.country),
      phone: values.phone,
      accept_terms: true,
      language,
    };
    sendCode(details);
  });

  return (
    <FormProvider {...form}>
      <PhoneCodePage
        title={t('register.title')}
        intro={t('register.intro')}
        codeStep={codeStep}
        alert={alert}
        sending={requestCode.isPending}
        onSubmit={(event) => void onSubmit(event)}
        submitLabel={t('register.submit')}
        switchTo={
          <>
            {t('register.haveAccount')} <Link to={loginPath(next)}>{t('register.loginLink')}</Link>
          </>
        }
      >
        <PersonFields idPrefix="register" label={(field) => t(`fields.${field}`)} />
        <PhoneFields idPrefix="register" countries={countries} />
        <TermsCheckbox />
      </PhoneCodePage>
    </FormProvider>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { registrationDetailsSchema } from '@fairfare/contracts/auth';
import { DEFAULT_LANGUAGE, isLanguage } from '@fairfare/contracts/languages';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useNextParam } from '../../shared/session/hooks';
import { loginPath } from '../../shared/session/paths';
import { fieldProps } from '../../shared/ui/form/fieldProps';
import { FieldErrorText } from '../../shared/ui/form/FieldErrorText';
import { TextField } from '../../shared/ui/form/TextField';
import { useCountries } from './api/get-countries';
import {
  useRequestRegistrationCode,
  useVerifyRegistrationCode,
  type RegistrationDetails,
} from './api/registration';
import { CodeStep } from './components/CodeStep';
import { PhoneFields } from './components/PhoneFields';
import { phoneCodeOf } from './countries';
import { showFieldError } from './serverError';
import { usePhoneCodeFlow } from './usePhoneCodeFlow';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import './auth.css';

/** The contracts' registration rules, plus the picked country (several share +1). */
const registerFormSchema = registrationDetailsSchema
  .omit({ language: true })
  .extend({ country: z.string() });
type RegisterOutput = z.output<typeof registerFormSchema>;
/** The terms box starts unticked; the schema accepts only a ticked one. */
type RegisterForm = Omit<z.input<typeof registerFormSchema>, 'accept_terms'> & {
  accept_terms: boolean;
};
const resolver = zodResolver(registerFormSchema) as unknown as Resolver<
  RegisterForm,
  unknown,
  RegisterOutput
>;

const FIELD_ERRORS = {
  'validation.firstNameRequired': 'first_name',
  'validation.lastNameRequired': 'last_name',
  'validation.nameTooLong': 'first_name',
  'validation.emailInvalid': 'email',
  'validation.phoneTooShort': 'phone',
  'validation.phoneInvalid': 'phone',
  'validation.phoneCodeInvalid': 'phone_code',
  'validation.termsRequired': 'accept_terms',
} as const;

/** /register: who you are and your phone → one-time code → account created and logged in. */
export function RegisterPage() {
  const { t, i18n } = useTranslation('auth');
  useDocumentTitle(t('register.title'));
  const countries = useCountries();
  const next = useNextParam();
  const requestCode = useRequestRegistrationCode();
  const verifyCode = useVerifyRegistrationCode();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<RegisterForm, unknown, RegisterOutput>({
    resolver,
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      country: 'CA',
      phone_code: '+1',
      phone: '',
      accept_terms: false,
    },
  });

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
      phone_code: values.phone_code,
      phone: values.phone,
      accept_terms: true,
      language,
    };
    sendCode(details);
  });

  const termsId = 'register-terms';
  return (
    <section className="container page auth-page" aria-labelledby="auth-title">
      <div className="auth-page__header">
        <h1 id="auth-title">{t('register.title')}</h1>
        <p className="auth-page__lead">{t('register.intro')}</p>
      </div>

      {codeStep ? (
        <CodeStep {...codeStep} />
      ) : (
        <form
          className="auth-card"
          aria-labelledby="auth-title"
          aria-busy={requestCode.isPending}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
        >
          <FormAlert>{alert}</FormAlert>
          <div className="auth-names">
            <TextField
              id="register-first-name"
              label={t('fields.firstName')}
              type="text"
              autoComplete="given-name"
              aria-required="true"
              error={errors.first_name}
              {...register('first_name')}
            />
            <TextField
              id="register-last-name"
              label={t('fields.lastName')}
              type="text"
              autoComplete="family-name"
              aria-required="true"
              error={errors.last_name}
              {...register('last_name')}
            />
          </div>
          <TextField
            id="register-email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            error={errors.email}
            {...register('email')}
          />
          <PhoneFields
            idPrefix="register"
            countries={countries}
            country={register('country', {
              onChange: (event: { target: { value: string } }) =>
                setValue('phone_code', phoneCodeOf(countries, event.target.value)),
            })}
            phone={register('phone')}
            countryError={errors.phone_code}
            phoneError={errors.phone}
          />
          <div className="auth-terms">
            <input
              type="checkbox"
              aria-required="true"
              {...fieldProps(termsId, errors.accept_terms)}
              {...register('accept_terms')}
            />
            <label htmlFor={termsId}>
              <Trans
                t={t}
                i18nKey="fields.terms"
                components={{
                  terms: <Link to="/term-condition" />,
                  privacy: <Link to="/privacy-policy" />,
                }}
              />
            </label>
          </div>
          <FieldErrorText id={termsId} error={errors.accept_terms} />
          <button
            type="submit"
            className="button button--primary auth-submit"
            disabled={requestCode.isPending}
          >
            {requestCode.isPending ? t('sending') : t('register.submit')}
          </button>
        </form>
      )}

      <p className="auth-page__switch">
        {t('register.haveAccount')} <Link to={loginPath(next)}>{t('register.loginLink')}</Link>
      </p>
    </section>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { phoneSchema } from '@fairfare/contracts/auth';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useNextParam } from '../../shared/session/hooks';
import { registerPath } from '../../shared/session/paths';
import { useCountries } from './api/get-countries';
import { useRequestLoginCode, useVerifyLoginCode } from './api/login';
import { CodeStep } from './components/CodeStep';
import { PhoneFields } from './components/PhoneFields';
import { phoneCodeOf } from './countries';
import { showFieldError } from './serverError';
import { usePhoneCodeFlow } from './usePhoneCodeFlow';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import './auth.css';

/** The contracts' phone rules (spec §5), plus the picked country (several share +1). */
const loginFormSchema = phoneSchema.extend({ country: z.string() });
type LoginForm = z.input<typeof loginFormSchema>;

const PHONE_ERRORS = {
  'validation.phoneTooShort': 'phone',
  'validation.phoneInvalid': 'phone',
  'validation.phoneCodeInvalid': 'phone_code',
} as const;

/** /login (build configuration `phoneLogin`): phone number → one-time code → logged in. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  const countries = useCountries();
  const next = useNextParam();
  const requestCode = useRequestLoginCode();
  const verifyCode = useVerifyLoginCode();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<LoginForm, unknown, z.output<typeof loginFormSchema>>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { country: 'CA', phone_code: '+1', phone: '' },
  });

  const focusPhone = useCallback(() => setFocus('phone'), [setFocus]);
  const { alert, sendCode, codeStep } = usePhoneCodeFlow({
    requestCode,
    verifyCode,
    showFieldError: (error) => showFieldError(error, PHONE_ERRORS, setError),
    focusPhone,
  });

  const onSubmit = handleSubmit(({ phone_code, phone }) => sendCode({ phone_code, phone }));

  return (
    <section className="container page auth-page" aria-labelledby="auth-title">
      <div className="auth-page__header">
        <h1 id="auth-title">{t('login.title')}</h1>
        <p className="auth-page__lead">{t('login.intro')}</p>
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
          <PhoneFields
            idPrefix="login"
            countries={countries}
            country={register('country', {
              onChange: (event: { target: { value: string } }) =>
                setValue('phone_code', phoneCodeOf(countries, event.target.value)),
            })}
            phone={register('phone')}
            countryError={errors.phone_code}
            phoneError={errors.phone}
          />
          <button
            type="submit"
            className="button button--primary auth-submit"
            disabled={requestCode.isPending}
          >
            {requestCode.isPending ? t('sending') : t('login.submit')}
          </button>
        </form>
      )}

      <p className="auth-page__switch">
        {t('login.noAccount')} <Link to={registerPath(next)}>{t('login.registerLink')}</Link>
      </p>
    </section>
  );
}

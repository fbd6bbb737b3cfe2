import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { phoneSchema } from '@fairfare/contracts/auth';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useNextParam } from '../../shared/session/hooks';
import { registerPath } from '../../shared/session/paths';
import { useCountries } from './api/get-countries';
import { useRequestLoginCode, useVerifyLoginCode } from './api/login';
import { NewAccountStep } from './components/NewAccountStep';
import { PhoneCodePage } from './components/PhoneCodePage';
import { PhoneFields } from './components/PhoneFields';
import { phoneCodeOf } from './countries';
import { showFieldError } from './serverError';
import { usePhoneCodeFlow, type ProvenPhone } from './usePhoneCodeFlow';

/**
 * The contracts' phone rules (docs/product/validation.md), with the picked country in place of its
 * calling code (several share +1; the code is the country's, read when the form is sent).
 */
const loginFormSchema = phoneSchema.omit({ phone_code: true }).extend({ country: z.string() });
type LoginForm = z.input<typeof loginFormSchema>;

const PHONE_ERRORS = {
  'validation.phoneTooShort': 'phone',
  'validation.phoneInvalid': 'phone',
  'validation.phoneCodeInvalid': 'country',
} as const;

/**
 * /login (build configuration `phoneLogin`): phone number → one-time code → logged in; a number
 * with no account goes on to its name and the terms, and the account is made with the same code.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  const countries = useCountries();
  const next = useNextParam();
  const requestCode = useRequestLoginCode();
  const verifyCode = useVerifyLoginCode();
  const form = useForm<LoginForm, unknown, z.output<typeof loginFormSchema>>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { country: 'CA', phone: '' },
  });
  const { handleSubmit, setError, setFocus } = form;
  const [proven, setProven] = useState<ProvenPhone | null>(null);

  const focusPhone = useCallback(() => setFocus('phone'), [setFocus]);
  const { alert, sendCode, codeStep, backToPhone } = usePhoneCodeFlow({
    requestCode,
    verifyCode,
    showFieldError: (error) => showFieldError(error, PHONE_ERRORS, setError),
    focusPhone,
    onAccountNeeded: setProven,
  });

  const onSubmit = handleSubmit(({ country, phone }) =>
    sendCode({ phone_code: phoneCodeOf(countries, country), phone }),
  );

  return (
    <FormProvider {...form}>
      <PhoneCodePage
        title={proven ? t('signup.heading') : t('login.title')}
        intro={proven ? t('signup.intro') : t('login.intro')}
        codeStep={codeStep}
        laterStep={
          proven && (
            <NewAccountStep
              proven={proven}
              onStartAgain={() => {
                setProven(null);
                backToPhone();
              }}
            />
          )
        }
        alert={alert}
        sending={requestCode.isPending}
        onSubmit={(event) => void onSubmit(event)}
        submitLabel={t('login.submit')}
        switchTo={
          <>
            {t('login.noAccount')} <Link to={registerPath(next)}>{t('login.registerLink')}</Link>
          </>
        }
      >
        <PhoneFields idPrefix="login" countries={countries} />
      </PhoneCodePage>
    </FormProvider>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/errorText';
import { driverApi } from '../../shared/driverApi';
import { PhoneCodeFields } from '../../shared/PhoneCodeFields';
import { driverSessionQuery, rememberDriver } from '../../shared/session';

/**
 * Sign-in with the phone number and a texted code (driverapi/login): the service sends the same
 * answer for any number, and only a driver's number gets in with the code. The session is an
 * HttpOnly cookie; the app keeps only the driver's name for its header.
 */
export function SignInPage() {
  const { t } = useTranslation('drive');
  const queryClient = useQueryClient();
  const [phoneCode, setPhoneCode] = useState('+1');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);

  const request = useMutation({
    mutationFn: () => driverApi.requestCode(phoneCode.trim(), phone),
    onSuccess: () => setSent(true),
  });
  const verify = useMutation({
    mutationFn: () => driverApi.verifyCode(phoneCode.trim(), phone, code.trim()),
    onSuccess: (driver) => {
      rememberDriver(driver);
      void queryClient.invalidateQueries({ queryKey: driverSessionQuery.queryKey });
    },
  });
  const failure = sent ? verify.error : request.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sent) verify.mutate();
    else request.mutate();
  };

  return (
    <main className="drive-signin">
      <h1 className="drive-signin__title">{t('signIn.title')}</h1>
      <p className="drive-signin__lead">{t('signIn.lead')}</p>
      <form className="drive-form" onSubmit={submit} noValidate>
        <PhoneCodeFields
          phoneCode={phoneCode}
          phone={phone}
          code={code}
          sent={sent}
          onPhoneCode={setPhoneCode}
          onPhone={setPhone}
          onCode={setCode}
          texts={{
            countryCode: t('signIn.countryCode'),
            number: t('signIn.phone'),
            code: t('signIn.code'),
            codeSent: (phone) => t('signIn.codeSent', { phone }),
          }}
        />
        {failure ? (
          <p className="drive-error" role="alert">
            {errorText(failure)}
          </p>
        ) : null}
        <button
          type="submit"
          className="button button--primary drive-big"
          disabled={request.isPending || verify.isPending}
        >
          {sent ? t('signIn.verify') : t('signIn.sendCode')}
        </button>
        {sent ? (
          <button
            type="button"
            className="drive-link-button"
            onClick={() => {
              setSent(false);
              setCode('');
              verify.reset();
            }}
          >
            {t('signIn.otherNumber')}
          </button>
        ) : null}
      </form>
      <p className="drive-signin__apply">
        {t('signIn.notYet')} <Link to="/apply">{t('signIn.apply')}</Link>
      </p>
    </main>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@fairfare/contracts/languages';
import { ApiError } from '../../../shared/api/client';
import { errorText } from '../../../shared/api/errorText';
import { applyApi } from './applyApi';
import { myApplicationKey } from './applicationKey';
import { APPLY_KEY } from './texts';

/** The first step: the phone the applicant will drive with, proved by a texted code. */
export function PhoneStep() {
  const { t, i18n } = useTranslation('drive', { keyPrefix: `${APPLY_KEY}.phone` });
  const { t: tApply } = useTranslation('drive', { keyPrefix: APPLY_KEY });
  const queryClient = useQueryClient();
  const [phoneCode, setPhoneCode] = useState('+1');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const ids = { code: useId(), phone: useId(), sms: useId() };
  const request = useMutation({
    mutationFn: () => applyApi.requestCode(phoneCode.trim(), phone),
    onSuccess: () => setSent(true),
  });
  const verify = useMutation({
    mutationFn: () =>
      applyApi.verifyCode(phoneCode.trim(), phone, code.trim(), i18n.language as Language),
    onSuccess: (application) => queryClient.setQueryData(myApplicationKey, application),
  });
  const failure = sent ? verify.error : request.error;
  const alreadyDriver = failure instanceof ApiError && failure.code === 'apply.alreadyDriver';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sent) verify.mutate();
    else request.mutate();
  };
  return (
    <section className="drive-form" aria-labelledby="apply-phone-title">
      <h2 id="apply-phone-title" className="drive-section-title">
        {t('title')}
      </h2>
      <p className="drive-hint">{t('lead')}</p>
      <form className="drive-form" onSubmit={submit} noValidate>
        <div className="drive-phone">
          <div className="drive-field drive-field--code">
            <label htmlFor={ids.code}>{t('countryCode')}</label>
            <input
              id={ids.code}
              inputMode="tel"
              autoComplete="tel-country-code"
              value={phoneCode}
              disabled={sent}
              onChange={(event) => setPhoneCode(event.target.value)}
            />
          </div>
          <div className="drive-field">
            <label htmlFor={ids.phone}>{t('number')}</label>
            <input
              id={ids.phone}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={phone}
              disabled={sent}
              onChange={(event) => setPhone(event.target.value)}
            />
          </div>
        </div>
        {sent ? (
          <div className="drive-field">
            <label htmlFor={ids.sms}>{t('code')}</label>
            <input
              id={ids.sms}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            />
            <p className="drive-hint" role="status">
              {t('codeSent', { phone: `${phoneCode} ${phone}` })}
            </p>
          </div>
        ) : null}
        {failure ? (
          <p className="drive-error" role="alert">
            {errorText(failure)}
          </p>
        ) : null}
        {alreadyDriver ? <Link to="/">{tApply('already.signIn')}</Link> : null}
        <button
          type="submit"
          className="button button--primary drive-big"
          disabled={request.isPending || verify.isPending}
        >
          {sent ? t('verify') : t('sendCode')}
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
            {t('otherNumber')}
          </button>
        ) : null}
      </form>
    </section>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@fairfare/contracts/languages';
import { ApiError } from '../../../shared/api/client';
import { errorText } from '../../../shared/api/errorText';
import { PhoneCodeFields } from '../../shared/PhoneCodeFields';
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
        <PhoneCodeFields
          phoneCode={phoneCode}
          phone={phone}
          code={code}
          sent={sent}
          onPhoneCode={setPhoneCode}
          onPhone={setPhone}
          onCode={setCode}
          texts={{
            countryCode: t('countryCode'),
            number: t('number'),
            code: t('code'),
            codeSent: (phone) => t('codeSent', { phone }),
          }}
        />
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

import { errorText } from '../../shared/api/errorText';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountNeeded, CodeSent, LoggedIn } from '@fairfare/contracts/auth';
import type { PhoneNumber } from './api/login';
import type { CodeStepProps } from './components/CodeStep';

import { useFormattedPhone } from '../../shared/phone/useFormattedPhone';
import { useFinishLogin } from './useFinishLogin';

/** The phone a login code proved, with the token that creates its account. */
export type ProvenPhone = PhoneNumber & AccountNeeded;

interface PhoneCodeFlowOptions<
  TRequest extends PhoneNumber,
  TAnswer extends LoggedIn | AccountNeeded,
> {
  /** Texts a code for the request (login: the phone; registration: the details and the phone). */
  requestCode: UseMutationResult<CodeSent, Error, TRequest>;
  /** Checks the code sent to the phone; logs in on success. */
  verifyCode: UseMutationResult<TAnswer, Error, PhoneNumber & { code: string }>;
  /** A right login code for a number with no account: the next step creates it. */
  onAccountNeeded?: (proven: ProvenPhone) => void;
  /** Shows a server error under its field and answers true; false sends it to the alert. */
  showFieldError: (error: unknown) => boolean;
  /** Focuses the phone field when the rider comes back from the code step. */
  focusPhone: () => void;
}

/**
 * The request → code step → verify flow shared by login and registration: asks for a code, then
 * gives the props of the code step (verify and log in, resend, back to the form with the phone
 * field focused); errors of the request go under their field or into `alert`.
 */
export function usePhoneCodeFlow<
  TRequest extends PhoneNumber,
  TAnswer extends LoggedIn | AccountNeeded,
>(options: PhoneCodeFlowOptions<TRequest, TAnswer>) {
  const { requestCode, verifyCode, showFieldError, focusPhone, onAccountNeeded } = options;
  const { t } = useTranslation('auth');
  const finishLogin = useFinishLogin();
  const [sent, setSent] = useState<{ request: TRequest; resendAfter: number } | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  // the formatter loads once a code is sent: the login form itself shows no number
  const destination = useFormattedPhone(
    sent ? `${sent.request.phone_code}${sent.request.phone}` : '',
  );

  // Back from the code step: the phone field has focus again.
  const backToForm = useRef(false);
  useEffect(() => {
    if (!sent && backToForm.current) {
      backToForm.current = false;
      focusPhone();
    }
  }, [sent, focusPhone]);

  const sendCode = (request: TRequest) => {
    setAlert(null);
    requestCode.mutate(request, {
      onSuccess: (answer) => setSent({ request, resendAfter: answer.resend_after_seconds }),
      onError: (error) => {
        if (!showFieldError(error))
          setAlert(errorText(error, t('error.internal', { ns: 'messages' })));
      },
    });
  };

  /** Back to the phone number, its field focused. */
  const backToPhone = () => {
    backToForm.current = true;
    setSent(null);
  };

  const codeStep: CodeStepProps | null = sent
    ? {
        destination,
        resendAfterSeconds: sent.resendAfter,
        verifying: verifyCode.isPending,
        onVerify: async (code) => {
          const { phone_code, phone } = sent.request;
          const answer = await verifyCode.mutateAsync({ phone_code, phone, code });
          if ('account_needed' in answer) onAccountNeeded?.({ phone_code, phone, ...answer });
          else await finishLogin(answer);
        },
        resending: requestCode.isPending,
        onResend: () => requestCode.mutateAsync(sent.request),
        onChangeNumber: backToPhone,
      }
    : null;

  return { alert, sendCode, codeStep, backToPhone };
}

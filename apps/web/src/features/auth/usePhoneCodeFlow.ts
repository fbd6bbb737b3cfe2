import { errorText } from '../../shared/api/errorText';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeSent, LoggedIn } from '@fairfare/contracts/auth';
import type { PhoneNumber } from './api/login';
import type { CodeStepProps } from './components/CodeStep';

import { useFinishLogin } from './useFinishLogin';

interface PhoneCodeFlowOptions<TRequest extends PhoneNumber> {
  /** Texts a code for the request (login: the phone; registration: the details and the phone). */
  requestCode: UseMutationResult<CodeSent, Error, TRequest>;
  /** Checks the code sent to the phone; logs in on success. */
  verifyCode: UseMutationResult<LoggedIn, Error, PhoneNumber & { code: string }>;
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
export function usePhoneCodeFlow<TRequest extends PhoneNumber>(
  options: PhoneCodeFlowOptions<TRequest>,
) {
  const { requestCode, verifyCode, showFieldError, focusPhone } = options;
  const { t } = useTranslation('auth');
  const finishLogin = useFinishLogin();
  const [sent, setSent] = useState<{ request: TRequest; resendAfter: number } | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

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

  const codeStep: CodeStepProps | null = sent
    ? {
        destination: `${sent.request.phone_code} ${sent.request.phone}`,
        resendAfterSeconds: sent.resendAfter,
        verifying: verifyCode.isPending,
        onVerify: async (code) => {
          const { phone_code, phone } = sent.request;
          const user = await verifyCode.mutateAsync({ phone_code, phone, code });
          await finishLogin(user);
        },
        resending: requestCode.isPending,
        onResend: () => requestCode.mutateAsync(sent.request),
        onChangeNumber: () => {
          backToForm.current = true;
          setSent(null);
        },
      }
    : null;

  return { alert, sendCode, codeStep };
}

import { errorText } from '../../../shared/api/errorText';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { codeSchema, type CodeSent } from '@fairfare/contracts/auth';
import { showFieldError } from '../serverError';
import { useCountdown } from '../useCountdown';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { TitledForm } from '../../../shared/ui/form/TitledForm';
import { TextField } from '../../../shared/ui/form/TextField';

const codeFormSchema = z.object({ code: codeSchema });
type CodeForm = z.input<typeof codeFormSchema>;

export interface CodeStepProps {
  /** The phone the code went to, as the rider typed it with its country code. */
  destination: string;
  /** Seconds before another code may be asked for (from the server's answer). */
  resendAfterSeconds: number;
  /** Checks the code; rejects with the server's error. */
  onVerify: (code: string) => Promise<void>;
  verifying: boolean;
  /** Asks for another code; rejects with the server's error. */
  onResend: () => Promise<CodeSent>;
  resending: boolean;
  /** Back to the phone number. */
  onChangeNumber: () => void;
}

interface Alert {
  text: string;
  /** Changes with every error, so that the same text is announced again. */
  id: number;
}

/**
 * The one-time code step of login and registration: a 6-digit code field (focused when the step
 * opens), Verify, "Resend code" after a visible countdown, and "Change number". Server errors
 * (wrong, expired code, too many tries…) show translated in an alert.
 */
export function CodeStep(props: CodeStepProps) {
  const { destination, resendAfterSeconds, onVerify, verifying, onResend, resending } = props;
  const { t } = useTranslation('auth');
  const { secondsLeft, restart } = useCountdown(resendAfterSeconds);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [resent, setResent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors },
  } = useForm<CodeForm, unknown, z.output<typeof codeFormSchema>>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });

  useEffect(() => {
    setFocus('code');
  }, [setFocus]);

  // The visible countdown is not a live region: the status below changes only when a new code
  // was sent and when the wait is over, so a screen reader hears two short sentences, not a clock.
  const canResend = secondsLeft === 0;
  const announcement = canResend ? t('code.resendReady') : resent ? t('code.resent') : '';

  const fail = (error: unknown) => {
    if (showFieldError(error, { 'validation.codeFormat': 'code' }, setError)) return;
    setAlert((previous) => ({
      text: errorText(error, t('error.internal', { ns: 'messages' })),
      id: (previous?.id ?? 0) + 1,
    }));
  };

  const submit = handleSubmit(async ({ code }) => {
    setAlert(null);
    try {
      await onVerify(code);
    } catch (error) {
      fail(error);
      setFocus('code');
    }
  });

  const resend = async () => {
    setAlert(null);
    try {
      const sent = await onResend();
      restart(sent.resend_after_seconds);
      reset({ code: '' });
      setResent(true);
      setFocus('code');
    } catch (error) {
      fail(error);
    }
  };

  return (
    <TitledForm
      className="panel auth-card auth-code"
      title={t('code.title')}
      busy={verifying}
      onSubmit={submit}
    >
      <p id="auth-code-sent" className="auth-code__sent">
        {t('code.sentTo', { phone: destination })}
      </p>
      <FormAlert key={alert?.id}>{alert?.text}</FormAlert>

      <TextField
        id="auth-code"
        label={t('code.label')}
        describedBy="auth-code-sent"
        error={errors.code}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className="auth-code__input"
        aria-required="true"
        {...register('code')}
      />

      <button type="submit" className="button button--primary auth-submit" disabled={verifying}>
        {verifying ? t('code.verifying') : t('code.verify')}
      </button>

      <div className="auth-code__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={!canResend || resending}
          onClick={() => void resend()}
        >
          {canResend ? t('code.resend') : t('code.resendIn', { seconds: secondsLeft })}
        </button>
        <button type="button" className="auth-link-button" onClick={props.onChangeNumber}>
          {t('code.changeNumber')}
        </button>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </TitledForm>
  );
}

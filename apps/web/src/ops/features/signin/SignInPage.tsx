import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { staffSignInRequestSchema, type StaffSignInRequest } from '@fairfare/contracts/staff';
import { ApiError } from '../../../shared/api/client';
import { errorText } from '../../../shared/api/errorText';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { SubmitButton } from '../../../shared/ui/form/SubmitButton';
import { TextField } from '../../../shared/ui/form/TextField';
import { TitledForm } from '../../../shared/ui/form/TitledForm';
import { usePasskeySignIn, useSignIn } from './api';

type SignInValues = z.output<typeof staffSignInRequestSchema>;

const empty: StaffSignInRequest = { email: '', password: '', code: '' };

/**
 * The back office's sign-in: a passkey, or e-mail, password and the authenticator's code. An
 * account still on the one-time password the staff command printed chooses its own here.
 */
export function SignInPage() {
  const { t } = useTranslation('ops');
  const signIn = useSignIn();
  const passkey = usePasskeySignIn();
  const [alert, setAlert] = useState<string | null>(null);
  const [needsNewPassword, setNeedsNewPassword] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<StaffSignInRequest, unknown, SignInValues>({
    resolver: zodResolver(staffSignInRequestSchema),
    defaultValues: empty,
  });

  const onSubmit = handleSubmit((values) => {
    setAlert(null);
    signIn.mutate(values, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'ops.newPasswordRequired') {
          setNeedsNewPassword(true);
        }
        setAlert(errorText(error));
      },
    });
  });

  const withPasskey = () => {
    setAlert(null);
    const email = getValues('email').trim();
    passkey.mutate(email || undefined, {
      onError: (error) =>
        setAlert(error instanceof ApiError ? errorText(error) : t('signin.passkeyCancelled')),
    });
  };

  const sending = signIn.isPending || passkey.isPending;
  return (
    <main className="ops-signin">
      <p className="ops-brand">{t('shell.brand')}</p>
      <TitledForm className="ops-form" title={t('signin.title')} busy={sending} onSubmit={onSubmit}>
        <FormAlert>{alert}</FormAlert>
        <TextField
          id="ops-email"
          label={t('signin.email')}
          type="email"
          autoComplete="username webauthn"
          error={errors.email}
          {...register('email')}
        />
        <TextField
          id="ops-password"
          label={t('signin.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password}
          {...register('password')}
        />
        <TextField
          id="ops-code"
          label={t('signin.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={errors.code}
          {...register('code')}
        />
        {needsNewPassword ? (
          <TextField
            id="ops-new-password"
            label={t('signin.newPassword')}
            hint={t('signin.newPasswordHint')}
            type="password"
            autoComplete="new-password"
            error={errors.new_password}
            {...register('new_password', { setValueAs: (v: string) => v || undefined })}
          />
        ) : null}
        <SubmitButton className="button button--primary" sending={sending}>
          {t('signin.submit')}
        </SubmitButton>
      </TitledForm>
      <div className="ops-signin__alt">
        <button
          type="button"
          className="button button--secondary"
          disabled={sending}
          onClick={withPasskey}
        >
          {t('signin.withPasskey')}
        </button>
      </div>
    </main>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
        setAlert(
          error instanceof ApiError ? errorText(error) : 'The passkey sign-in was cancelled.',
        ),
    });
  };

  const sending = signIn.isPending || passkey.isPending;
  return (
    <main className="ops-signin">
      <p className="ops-brand">FairFare back office</p>
      <TitledForm className="ops-form" title="Staff sign-in" busy={sending} onSubmit={onSubmit}>
        <FormAlert>{alert}</FormAlert>
        <TextField
          id="ops-email"
          label="E-mail"
          type="email"
          autoComplete="username webauthn"
          error={errors.email}
          {...register('email')}
        />
        <TextField
          id="ops-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
          {...register('password')}
        />
        <TextField
          id="ops-code"
          label="Code from your authenticator app"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={errors.code}
          {...register('code')}
        />
        {needsNewPassword ? (
          <TextField
            id="ops-new-password"
            label="New password"
            hint="At least 12 characters. It replaces your one-time password."
            type="password"
            autoComplete="new-password"
            error={errors.new_password}
            {...register('new_password', { setValueAs: (v: string) => v || undefined })}
          />
        ) : null}
        <SubmitButton className="button button--primary" sending={sending}>
          Sign in
        </SubmitButton>
      </TitledForm>
      <div className="ops-signin__alt">
        <button
          type="button"
          className="button button--secondary"
          disabled={sending}
          onClick={withPasskey}
        >
          Sign in with a passkey
        </button>
      </div>
    </main>
  );
}

import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import {
  codeSentSchema,
  loggedInSchema,
  type CodeSent,
  type LoggedIn,
  type RegistrationRequest,
} from '@fairfare/contracts/auth';
import { apiPost } from '../../../shared/api/client';

export type RegistrationDetails = Omit<Extract<RegistrationRequest, { step: 'request' }>, 'step'>;

/** `userapi/registration`, step `request`: keeps the details and texts a one-time code. */
export async function requestRegistrationCode(body: RegistrationDetails): Promise<CodeSent> {
  const response = await apiPost<unknown>(endpoints.users.registration, {
    step: 'request',
    ...body,
  });
  return codeSentSchema.parse(response);
}

/** `userapi/registration`, step `verify`: creates the account and logs in (session cookie). */
export async function verifyRegistrationCode(body: {
  phone_code: string;
  phone: string;
  code: string;
}): Promise<LoggedIn> {
  const response = await apiPost<unknown>(endpoints.users.registration, {
    step: 'verify',
    ...body,
  });
  return loggedInSchema.parse(response);
}

/**
 * `userapi/registration`, step `complete`: creates the account of a number a login code proved,
 * with its signup token (no second code), and logs in (session cookie).
 */
export async function completeSignup(
  body: RegistrationDetails & { signup_token: string },
): Promise<LoggedIn> {
  const response = await apiPost<unknown>(endpoints.users.registration, {
    step: 'complete',
    ...body,
  });
  return loggedInSchema.parse(response);
}

export function useCompleteSignup() {
  return useMutation({ mutationFn: completeSignup });
}

export function useRequestRegistrationCode() {
  return useMutation({ mutationFn: requestRegistrationCode });
}

export function useVerifyRegistrationCode() {
  return useMutation({ mutationFn: verifyRegistrationCode });
}

import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import { z } from 'zod';
import {
  accountNeededSchema,
  codeSentSchema,
  loggedInSchema,
  type AccountNeeded,
  type CodeSent,
  type LoggedIn,
} from '@fairfare/contracts/auth';
import { apiPost } from '../../../shared/api/client';

export interface PhoneNumber {
  phone_code: string;
  phone: string;
}

/** `userapi/login`, step `request`: texts a one-time code to the phone. */
export async function requestLoginCode(body: PhoneNumber): Promise<CodeSent> {
  const response = await apiPost<unknown>(endpoints.users.login, { step: 'request', ...body });
  return codeSentSchema.parse(response);
}

const verifiedSchema = z.union([accountNeededSchema, loggedInSchema]);

/**
 * `userapi/login`, step `verify`: checks the code; the session cookie comes with the answer, or,
 * for a number with no account yet, the signup token that creates it (registration `complete`).
 */
export async function verifyLoginCode(
  body: PhoneNumber & { code: string },
): Promise<LoggedIn | AccountNeeded> {
  const response = await apiPost<unknown>(endpoints.users.login, { step: 'verify', ...body });
  return verifiedSchema.parse(response);
}

export function useRequestLoginCode() {
  return useMutation({ mutationFn: requestLoginCode });
}

export function useVerifyLoginCode() {
  return useMutation({ mutationFn: verifyLoginCode });
}

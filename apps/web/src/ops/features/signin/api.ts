import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startAuthentication } from '@simplewebauthn/browser';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { opsPaths, type StaffSession, type StaffSignInRequest } from '@fairfare/contracts/staff';
import { apiPost } from '../../../shared/api/client';
import { staffSessionQuery } from '../../shared/session';

/** Password + authenticator code; the answer is the new session. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffSignInRequest) => apiPost<StaffSession>(opsPaths.signIn, body),
    onSuccess: (session) => queryClient.setQueryData(staffSessionQuery.queryKey, session),
  });
}

/** A passkey sign-in: the service's options, the browser's ceremony, the service's check. */
export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string | undefined) => {
      const { options } = await apiPost<{ options: PublicKeyCredentialRequestOptionsJSON }>(
        opsPaths.passkeySignInOptions,
        email ? { email } : {},
      );
      const credential = await startAuthentication({ optionsJSON: options });
      return apiPost<StaffSession>(opsPaths.passkeySignIn, { credential });
    },
    onSuccess: (session) => queryClient.setQueryData(staffSessionQuery.queryKey, session),
  });
}

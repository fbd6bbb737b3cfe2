import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { Language } from '@fairfare/contracts/languages';
import { opsPaths, type StaffSession } from '@fairfare/contracts/staff';
import { apiPost } from '../../shared/api/client';
import { staffSessionQuery } from '../shared/session';

/**
 * Ends the staff session (the cookie goes too) and shows the sign-in page, nothing else, at the
 * back office's own address (issue 39). Only the session is set to "nobody" here: the screens
 * then unmount, and the gate drops what they read and moves to /ops (SessionGate). Moving here
 * first let the shell, still mounted, send "/" on to the role's first screen. Clearing the
 * whole cache here first left the gate watching a removed query while the open screen
 * refetched, failed (401) and stayed on screen ("The post did not load").
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<{ signed_out: true }>(opsPaths.signOut),
    onSuccess: () => {
      queryClient.setQueryData(staffSessionQuery.queryKey, { staff: null, has_passkey: false });
    },
  });
}

/** Drops what a signed-in staff member read; who is signed in and the cities' zones stay. */
export function forgetStaffData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (q) => !['session', 'cityZones'].includes(String(q.queryKey[1])),
  });
}

/** Adds a passkey to the signed-in staff member's account. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { options } = await apiPost<{ options: PublicKeyCredentialCreationOptionsJSON }>(
        opsPaths.passkeyRegisterOptions,
      );
      const credential = await startRegistration({ optionsJSON: options });
      return apiPost<StaffSession>(opsPaths.passkeyRegister, { credential });
    },
    onSuccess: (session) => queryClient.setQueryData(staffSessionQuery.queryKey, session),
  });
}

/**
 * Saves the signed-in staff member's language on their account (decision 065); the answer is
 * the session, whose language the gate then speaks (useStaffLanguage).
 */
export function useSetStaffLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => apiPost<StaffSession>(opsPaths.setLanguage, { language }),
    onSuccess: (session) => queryClient.setQueryData(staffSessionQuery.queryKey, session),
  });
}

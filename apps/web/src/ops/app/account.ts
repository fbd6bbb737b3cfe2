import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { opsPaths, type StaffSession } from '@fairfare/contracts/staff';
import { apiPost } from '../../shared/api/client';
import { staffSessionQuery } from '../shared/session';

/** Ends the staff session (the cookie goes too) and shows the sign-in again. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<{ signed_out: true }>(opsPaths.signOut),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(staffSessionQuery.queryKey, { staff: null, has_passkey: false });
    },
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

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import {
  safetyPanelSchema,
  shareTripResponseSchema,
  trustedContactListSchema,
  trustedContactSchema,
  type SafetyPanel,
  type SaveTrustedContactRequest,
  type TrustedContact,
} from '@fairfare/contracts/safety';
import { apiPost } from '../../shared/api/client';

/** The rider's trusted contacts (My Account edits them; the ride overlay shares with them). */
export const TRUSTED_CONTACTS_KEY = ['safety', 'contacts'] as const;

export async function getTrustedContacts(signal?: AbortSignal): Promise<TrustedContact[]> {
  const response = await apiPost<unknown>(endpoints.safety.contacts, {}, signal);
  return trustedContactListSchema.parse(response).contacts;
}

export function useTrustedContacts(enabled = true) {
  return useQuery({
    queryKey: TRUSTED_CONTACTS_KEY,
    queryFn: ({ signal }) => getTrustedContacts(signal),
    enabled,
  });
}

function useRefreshingContacts<T, R>(mutationFn: (body: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: TRUSTED_CONTACTS_KEY });
    },
  });
}

export function useSaveTrustedContact() {
  return useRefreshingContacts(async (body: SaveTrustedContactRequest) =>
    trustedContactSchema.parse(await apiPost<unknown>(endpoints.safety.saveContact, body)),
  );
}

export function useDeleteTrustedContact() {
  return useRefreshingContacts(async (contactId: number) => {
    await apiPost<unknown>(endpoints.safety.deleteContact, { contact_id: contactId });
  });
}

/** Texts the trip's tracking link to these contacts (all of them when left out). */
export function useShareWithContacts() {
  return useMutation({
    mutationFn: async (body: { trip_id: number; contact_ids?: number[] }) =>
      shareTripResponseSchema.parse(await apiPost<unknown>(endpoints.safety.shareTrip, body)),
  });
}

/** Records what the rider did in the safety panel; answers the city's emergency number. */
export async function recordSafetyEvent(body: {
  trip_id: number;
  kind: 'opened' | 'called_emergency';
}): Promise<SafetyPanel> {
  return safetyPanelSchema.parse(await apiPost<unknown>(endpoints.safety.event, body));
}

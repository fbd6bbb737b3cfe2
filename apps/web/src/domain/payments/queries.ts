/** React-query hooks of the payment calls, shared by the ride overlay, /Checkout and My Account. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedCard } from '@fairfare/contracts/payments';
import { detachPaymentMethod, getPaymentMethods, getUnpaidTrip } from './api';
import { gatewayKey } from './gateway';

export const GATEWAY_KEY = ['payments', 'gateway'] as const;
export const SAVED_CARDS_KEY = ['payments', 'cards'] as const;
export const UNPAID_TRIP_KEY = ['payments', 'unpaidTrip'] as const;

/** Which card form to show (sandbox or Stripe) and Stripe's key: fixed for the page's life. */
export function useGatewayKey() {
  return useQuery({
    queryKey: GATEWAY_KEY,
    queryFn: () => gatewayKey(),
    staleTime: Infinity,
  });
}

/** The rider's saved cards. */
export function useSavedCards(enabled = true) {
  return useQuery({
    queryKey: SAVED_CARDS_KEY,
    queryFn: ({ signal }) => getPaymentMethods(signal),
    enabled,
  });
}

/** The rider's pending unpaid trip (or null); fresh again whenever the window gets the focus. */
export function useUnpaidTrip(enabled = true) {
  return useQuery({
    queryKey: UNPAID_TRIP_KEY,
    queryFn: ({ signal }) => getUnpaidTrip(signal),
    enabled,
    refetchOnWindowFocus: 'always',
  });
}

/** Removes a saved card; the list drops it at once and is then read again. */
export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => detachPaymentMethod(id),
    onSuccess: (_, id) => {
      queryClient.setQueryData<SavedCard[]>(SAVED_CARDS_KEY, (cards) =>
        cards?.filter((card) => card.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: SAVED_CARDS_KEY });
    },
  });
}

/**
 * React-query hooks of the payment calls, shared by the ride overlay, /Checkout and My Account,
 * and the one place their cache is changed (with the wallet's and the tip's, which a payment
 * changes): callers say what happened, this file knows which answers it makes stale.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SavedCard } from '@fairfare/contracts/payments';
import type { TipOptions } from '@fairfare/contracts/tips';
import { paymentKeys, tripKeys, userKeys } from '../../shared/api/queryKeys';
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

/** A trip ended or got paid elsewhere: whether an unpaid trip is pending is read again. */
export function paymentsChanged(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: UNPAID_TRIP_KEY });
}

/** The rider paid a trip (or tried to): the unpaid trip, the active one, the wallet and, when a card was saved, the cards. */
export function tripPaymentSettled(client: QueryClient, options: { cardSaved: boolean }): void {
  void client.invalidateQueries({ queryKey: UNPAID_TRIP_KEY });
  void client.invalidateQueries({ queryKey: tripKeys.active() });
  void client.invalidateQueries({ queryKey: userKeys.me });
  if (options.cardSaved) void client.invalidateQueries({ queryKey: SAVED_CARDS_KEY });
}

/** The unpaid trip was paid (/Checkout): it is gone at once, then every trip list is read again. */
export function unpaidTripPaid(client: QueryClient): void {
  client.setQueryData(UNPAID_TRIP_KEY, null);
  void client.invalidateQueries({ queryKey: UNPAID_TRIP_KEY });
  void client.invalidateQueries({ queryKey: tripKeys.all });
}

/** A card was saved. */
export function cardsChanged(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: SAVED_CARDS_KEY });
}

/**
 * A tip was added: its step shows the answer; the wallet, the trip's receipt and the trip history
 * (which offers 'Add a tip' only until the trip has one) changed.
 */
export function tipAdded(client: QueryClient, tripId: number, options: TipOptions): void {
  client.setQueryData(paymentKeys.tip(tripId), options);
  void client.invalidateQueries({ queryKey: userKeys.me });
  void client.invalidateQueries({ queryKey: paymentKeys.receipt(tripId) });
  void client.invalidateQueries({ queryKey: tripKeys.all });
}

/** The trip's receipt changed (rated). */
export function receiptChanged(client: QueryClient, tripId: number): Promise<void> {
  return client.invalidateQueries({ queryKey: paymentKeys.receipt(tripId) });
}

/** The tip step is read again (tipped or changed meanwhile in another tab). */
export function tipChanged(client: QueryClient, tripId: number): Promise<void> {
  return client.invalidateQueries({ queryKey: paymentKeys.tip(tripId) });
}

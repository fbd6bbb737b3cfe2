import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Trip } from '@fairfare/contracts/trips';
import { addTripTransaction } from '../../../domain/payments/api';
import { payTripByCard } from '../../../domain/payments/payByCard';
import { tripPaymentSettled } from '../../../domain/payments/queries';

/** The key of the payment mutations: while one runs, the popups stay (no Escape). */
export const PAY_TRIP_KEY = ['ride', 'payTrip'] as const;

/** How the rider pays an unpaid trip from the overlay. */
export type TripPayment =
  /** `amount`: what the rider confirmed paying from the wallet, as the page showed it. */
  | { method: 'wallet'; amount: number }
  | { method: 'cash' }
  | { method: 'card'; paymentMethodId: string; saveCard?: boolean };

/**
 * Pays the trip (docs/product/states.md payment): wallet and cash through `tronsactionapi/addtriptrans`, a card
 * through the shared card flow. Resolves with the Paid trip; the server computes every amount.
 */
export function payTrip(tripId: number, payment: TripPayment): Promise<Trip> {
  switch (payment.method) {
    case 'wallet':
      return addTripTransaction({
        trip_id: tripId,
        pay_mode: 'wallet',
        confirmed_amount: payment.amount,
      });
    case 'cash':
      return addTripTransaction({ trip_id: tripId, pay_mode: 'Cash' });
    case 'card':
      return payTripByCard({
        tripId,
        paymentMethodId: payment.paymentMethodId,
        saveCard: payment.saveCard,
      });
  }
}

/** `payTrip` as a mutation: afterwards the unpaid trip, the trip lists and the wallet are read again. */
export function usePayTrip(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: PAY_TRIP_KEY,
    mutationFn: (payment: TripPayment) => payTrip(tripId, payment),
    // not awaited: the thank-you popup need not wait for the lists
    onSettled: (_trip, _error, payment) =>
      tripPaymentSettled(queryClient, {
        cardSaved: payment.method === 'card' && payment.saveCard === true,
      }),
  });
}

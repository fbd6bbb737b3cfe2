/**
 * Card payments from the page (contracts/payments.ts header): the server creates and confirms the
 * intent and, when it succeeded, has already marked the trip Paid (or credited the wallet). Only
 * a Stripe intent that `requires_action` (3-D Secure) needs the page: Stripe.js handles the next
 * action, then the payment record tells the server to read the intent and finalize.
 */
import type { PaymentIntent } from '@fairfare/contracts/payments';
import type { Trip } from '@fairfare/contracts/trips';
import { ApiError } from '../../shared/api/client';
import {
  addTripTransaction,
  addWalletTransaction,
  createTripPaymentIntent,
  walletTopUp,
} from './api';
import { gatewayKey, loadStripeClient, providerError } from './gateway';

export interface PayTripByCardInput {
  tripId: number;
  paymentMethodId: string;
  /** Keep a new card for next time. */
  saveCard?: boolean;
}

function notConfirmed(): ApiError {
  return new ApiError(
    402,
    'The payment has not been confirmed by the card provider.',
    'payment.notConfirmed',
  );
}

/** Lets Stripe.js finish an intent that requires an action; throws unless it then succeeded. */
async function completeInPage(intent: PaymentIntent): Promise<void> {
  const gateway = await gatewayKey();
  if (intent.status !== 'requires_action' || gateway.mode !== 'stripe') throw notConfirmed();
  const stripe = await loadStripeClient(gateway.stripe_p_key);
  const result = await stripe.handleNextAction({ clientSecret: intent.client_secret });
  if (result.error) throw providerError(result.error.message);
  const status = result.paymentIntent?.status;
  if (status !== 'succeeded' && status !== 'processing' && status !== 'requires_capture') {
    throw notConfirmed();
  }
}

/** Pays the rider's unpaid trip with a payment method; resolves with the Paid trip. */
export async function payTripByCard({
  tripId,
  paymentMethodId,
  saveCard,
}: PayTripByCardInput): Promise<Trip> {
  const { paymentIntent, trip } = await createTripPaymentIntent({
    trip_id: tripId,
    payment_method: paymentMethodId,
    ...(saveCard === undefined ? {} : { save_card: saveCard }),
  });
  if (paymentIntent.status === 'succeeded') return trip;
  await completeInPage(paymentIntent);
  return addTripTransaction({
    trip_id: tripId,
    pay_mode: 'Card',
    payment_intent_id: paymentIntent.id,
  });
}

/** Adds `amount` to the rider's wallet by card; resolves with the new balance. */
export async function topUpWalletByCard(amount: number, paymentMethodId: string): Promise<number> {
  const { paymentIntent, u_wallet } = await walletTopUp({
    amount,
    payment_method: paymentMethodId,
  });
  if (paymentIntent.status === 'succeeded') return u_wallet;
  await completeInPage(paymentIntent);
  return (await addWalletTransaction(paymentIntent.id)).u_wallet;
}

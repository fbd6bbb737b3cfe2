/**
 * The payment calls of docs/product/api.md (contracts: packages/contracts/src/payments.ts, whose header
 * explains the flow). Every answer is parsed with its contract schema; amounts the browser
 * sends besides the trip or top-up amount are ignored by the server, so none are sent.
 */
import {
  addTripTransactionResponseSchema,
  addWalletTransactionResponseSchema,
  attachPaymentMethodResponseSchema,
  createPaymentIntentResponseSchema,
  detachPaymentMethodResponseSchema,
  paymentEndpoints,
  paymentMethodsResponseSchema,
  receiptSchema,
  sandboxCardResponseSchema,
  stripeKeyResponseSchema,
  unpaidTripResponseSchema,
  walletTopUpResponseSchema,
  type CreatePaymentIntentRequest,
  type PaymentIntent,
  type PaymentMode,
  type Receipt,
  type SandboxCardRequest,
  type SavedCard,
  type StripeKeyResponse,
  type WalletTopUpRequest,
} from '@fairfare/contracts/payments';
import type { Trip } from '@fairfare/contracts/trips';
import { apiPost } from '../../shared/api/client';

/** `constantapi/getstripekey`: Stripe's publishable key, or the sandbox mode. */
export async function getStripeKey(signal?: AbortSignal): Promise<StripeKeyResponse> {
  return stripeKeyResponseSchema.parse(
    await apiPost<unknown>(paymentEndpoints.stripeKey, {}, signal),
  );
}

/** `constantapi/sandboxcreatepaymentmethod`: tokenizes a card of the sandbox form. */
export async function sandboxCreatePaymentMethod(card: SandboxCardRequest): Promise<SavedCard> {
  return sandboxCardResponseSchema.parse(
    await apiPost<unknown>(paymentEndpoints.sandboxPaymentMethod, card),
  );
}

/** `constantapi/getpaymentmethods`: the rider's saved cards (`response.data`). */
export async function getPaymentMethods(signal?: AbortSignal): Promise<SavedCard[]> {
  const response = await apiPost<unknown>(paymentEndpoints.paymentMethods, {}, signal);
  return paymentMethodsResponseSchema.parse(response).data;
}

export interface AttachResult {
  success: boolean;
  /** The provider's message when `success` is false. */
  error: string | null;
  /** The refusal's message key, shown translated rather than the provider's words. */
  error_code?: string | null;
  card: SavedCard | null;
}

/** `constantapi/attachpaymentmethod`: keeps a tokenized card for next time. */
export async function attachPaymentMethod(id: string): Promise<AttachResult> {
  return attachPaymentMethodResponseSchema.parse(
    await apiPost<unknown>(paymentEndpoints.attach, { payment_method_id: id }),
  );
}

/** `constantapi/detachpaymentmethod`: removes one of the rider's saved cards. */
export async function detachPaymentMethod(id: string): Promise<void> {
  detachPaymentMethodResponseSchema.parse(
    await apiPost<unknown>(paymentEndpoints.detach, { payment_method_id: id }),
  );
}

/** `constantapi/createpaymentintent`: pays the rider's unpaid trip with a payment method. */
export async function createTripPaymentIntent(
  body: CreatePaymentIntentRequest,
): Promise<{ paymentIntent: PaymentIntent; trip: Trip }> {
  return createPaymentIntentResponseSchema.parse(
    await apiPost<unknown>(paymentEndpoints.createIntent, body),
  );
}

/** `constantapi/walletcreatepaymentintent`: adds money to the wallet by card. */
export async function walletTopUp(
  body: WalletTopUpRequest,
): Promise<{ client_secret: string; paymentIntent: PaymentIntent; u_wallet: number }> {
  return walletTopUpResponseSchema.parse(
    await apiPost<unknown>(paymentEndpoints.walletIntent, body),
  );
}

export interface AddTripTransactionBody {
  trip_id: number;
  pay_mode: PaymentMode;
  /** Card only: the intent Stripe.js confirmed in the page. */
  payment_intent_id?: string;
  /** Wallet only: the amount the rider confirmed (the server pays only when it is what is due). */
  confirmed_amount?: number;
}

/** `tronsactionapi/addtriptrans`: pays by wallet or cash, or records a confirmed card payment. */
export async function addTripTransaction(body: AddTripTransactionBody): Promise<Trip> {
  return addTripTransactionResponseSchema.parse(
    await apiPost<unknown>(paymentEndpoints.addTripTransaction, body),
  );
}

/** `tronsactionapi/addtranswithouttrip`: records a wallet top-up Stripe.js confirmed. */
export async function addWalletTransaction(paymentIntentId: string): Promise<{ u_wallet: number }> {
  return addWalletTransactionResponseSchema.parse(
    await apiPost<unknown>(paymentEndpoints.addWalletTransaction, {
      payment_intent_id: paymentIntentId,
    }),
  );
}

/** `tripapi/getunpaidtrip`: the rider's latest ended trip that still owes money, or null. */
export async function getUnpaidTrip(signal?: AbortSignal): Promise<Trip | null> {
  const response = await apiPost<unknown>(paymentEndpoints.unpaidTrip, {}, signal);
  return unpaidTripResponseSchema.parse(response).trip;
}

/** `tronsactionapi/getreceipt`: a paid trip's receipt. */
export async function getReceipt(tripId: number, signal?: AbortSignal): Promise<Receipt> {
  return receiptSchema.parse(
    await apiPost<unknown>(paymentEndpoints.receipt, { trip_id: tripId }, signal),
  );
}

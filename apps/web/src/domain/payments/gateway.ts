/**
 * The card gateway of this site (sandbox or Stripe), read once per page, and Stripe.js loaded
 * only when the gateway is Stripe: `@stripe/stripe-js` is imported dynamically, so neither it nor
 * the script it fetches from js.stripe.com is part of any page's first script.
 */
import type { Stripe } from '@stripe/stripe-js';
import type { StripeKeyResponse } from '@fairfare/contracts/payments';
import { ApiError } from '../../shared/api/client';
import { getStripeKey } from './api';

let gatewayPromise: Promise<StripeKeyResponse> | undefined;

/** `constantapi/getstripekey`, asked once per page (again after a failure). */
export function gatewayKey(): Promise<StripeKeyResponse> {
  gatewayPromise ??= getStripeKey().catch((err: unknown) => {
    gatewayPromise = undefined;
    throw err;
  });
  return gatewayPromise;
}

const stripeClients = new Map<string, Promise<Stripe>>();

/** The Stripe.js client for a publishable key (loaded on first use, then kept). */
export function loadStripeClient(publishableKey: string): Promise<Stripe> {
  let client = stripeClients.get(publishableKey);
  if (!client) {
    client = import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (!stripe) throw unavailable();
        return stripe;
      })
      .catch((err: unknown) => {
        stripeClients.delete(publishableKey);
        throw err instanceof ApiError ? err : unavailable();
      });
    stripeClients.set(publishableKey, client);
  }
  return client;
}

/** Forgets the gateway answer and the Stripe clients (tests). */
export function resetGateway(): void {
  gatewayPromise = undefined;
  stripeClients.clear();
}

function unavailable(): ApiError {
  return new ApiError(
    503,
    'Card payments are not available right now. Please try again later.',
    'payment.unavailable',
  );
}

/** A provider's own message (Stripe.js errors), shown as it is under the card form. */
export function providerError(message: string | undefined): ApiError {
  const text = message ?? 'Your card was declined.';
  return new ApiError(402, text, 'payment.providerError', { error: text });
}

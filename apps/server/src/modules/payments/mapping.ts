import type { PaymentIntent, SavedCard } from '@fairfare/contracts/payments';
import type { GatewayIntent, GatewayPaymentMethod } from '../../adapters/payments/gateway.ts';

/** A saved_cards row as the site sees it: the payment method id, brand, last 4 and expiry. */
export function toSavedCard(row: {
  payment_method_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}): SavedCard {
  return {
    id: row.payment_method_id,
    card: { brand: row.brand, last4: row.last4, exp_month: row.exp_month, exp_year: row.exp_year },
  };
}

export function methodAsSavedCard(method: GatewayPaymentMethod): SavedCard {
  return {
    id: method.id,
    card: {
      brand: method.card.brand,
      last4: method.card.last4,
      exp_month: method.card.expMonth,
      exp_year: method.card.expYear,
    },
  };
}

/** A gateway intent as the site sees it (amount in decimal units). */
export function toPaymentIntent(intent: GatewayIntent): PaymentIntent {
  return {
    id: intent.id,
    status: intent.status,
    client_secret: intent.clientSecret,
    amount: intent.amount / 100,
    currency: intent.currency,
  };
}

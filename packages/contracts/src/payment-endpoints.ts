/**
 * The payment endpoints' paths, without their schemas (payments.ts re-exports them): a module a
 * page may import without zod and the trip schemas, which the site's first script leaves out
 * (decision 061: the booking screen's longest task evaluated them only for the test-mode banner).
 */

/** The Stripe webhook (raw body, `Stripe-Signature` header checked). */
export const STRIPE_WEBHOOK_PATH = '/constantapi/stripewebhook';

export const paymentEndpoints = {
  stripeKey: '/constantapi/getstripekey',
  sandboxPaymentMethod: '/constantapi/sandboxcreatepaymentmethod',
  paymentMethods: '/constantapi/getpaymentmethods',
  attach: '/constantapi/attachpaymentmethod',
  detach: '/constantapi/detachpaymentmethod',
  createIntent: '/constantapi/createpaymentintent',
  walletIntent: '/constantapi/walletcreatepaymentintent',
  webhook: STRIPE_WEBHOOK_PATH,
  addTripTransaction: '/tronsactionapi/addtriptrans',
  addWalletTransaction: '/tronsactionapi/addtranswithouttrip',
  receipt: '/tronsactionapi/getreceipt',
  unpaidTrip: '/tripapi/getunpaidtrip',
} as const;

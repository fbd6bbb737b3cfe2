import { z } from 'zod';
import { tripIdSchema, tripSchema } from './trips.ts';
import { numberOrDecimalText } from './numbers.ts';

/**
 * Payments (docs/product/screens.md ride overlay 4–7 and saved cards, §4 payment, §5 wallet and card rules,
 * §7 payment calls; docs/product/rules.md Completion and payment, §6 sandbox gateway and Stripe).
 *
 * The browser never decides an amount: every call names the trip (or, for a wallet top-up, the
 * amount to add) and the server computes what is charged from the trip, in minor units, with an
 * idempotency key. How a card payment goes, the same shape for the sandbox and for Stripe:
 *
 * 1. The site gets a payment method id: a saved card's `id`, or a new card tokenized by
 *    `constantapi/sandboxcreatepaymentmethod` (sandbox form) or by Stripe.js (Stripe Elements).
 * 2. It posts `constantapi/createpaymentintent` { trip_id, payment_method } (a trip) or
 *    `constantapi/walletcreatepaymentintent` { amount, payment_method } (a wallet top-up). The
 *    server claims the trip (one payment at a time: 20 concurrent calls make one charge), creates
 *    and confirms the intent at the gateway, and when it succeeded records the payment and marks the
 *    trip Paid (or credits the wallet) in one transaction before it answers.
 * 3. Only with Stripe, when the answer's paymentIntent.status is `requires_action` (3-D Secure):
 *    the site lets Stripe.js handle it with the client_secret, then posts the payment record
 *    (`tronsactionapi/addtriptrans` { trip_id, pay_mode: 'Card', payment_intent_id }, or
 *    `tronsactionapi/addtranswithouttrip` { payment_intent_id }); the server reads the intent from
 *    the gateway and finalizes. The Stripe webhook finalizes the same way if the page went away.
 *
 * A declined card answers 402 with the message key of its decline (`payment.cardDeclined`,
 * `payment.insufficientFunds`, `payment.cardExpired`…), never the provider's own English words;
 * the trip stays Unpaid and nothing is charged.
 * The wallet pays through `tronsactionapi/addtriptrans` with pay_mode 'wallet'. Cash is Paid only
 * when the trip's driver confirms it (`driverapi/confirmcash`, drivers.ts; the rider hears a
 * `paid` push); the rider's pay_mode 'Cash' only says cash was chosen.
 */

/** Stored pay modes of a trip (booking's city_pay_options values). */
export const TRIP_PAY_MODES = ['cash', 'stripe', 'wallet'] as const;
/** Pay modes of a payment record (docs/product/states.md: Card, Cash or wallet). */
export const PAYMENT_MODES = ['Card', 'Cash', 'wallet'] as const;
export const paymentModeSchema = z.enum(PAYMENT_MODES, 'booking.payModeInvalid');
export type PaymentMode = z.infer<typeof paymentModeSchema>;

/** A gateway payment method id (Stripe `pm_…`; the sandbox's look alike). */
export const paymentMethodIdSchema = z
  .string('error.badRequest')
  .trim()
  .min(3, 'error.badRequest')
  .max(255, 'error.badRequest')
  .regex(/^[A-Za-z0-9_.-]+$/, 'error.badRequest');

/** A payment intent id (`pi_…`). */
export const paymentIntentIdSchema = paymentMethodIdSchema;

/** Saved card (docs/product/data.md): only brand, last 4 and expiry are ever stored or shown. */
export const savedCardSchema = z.object({
  /** The payment method id: what Pay and delete name. */
  id: z.string(),
  card: z.object({
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number(),
    exp_year: z.number(),
  }),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** POST constantapi/getstripekey, no body → response.stripe_p_key; `mode` tells which card form. */
export const stripeKeyResponseSchema = z.object({
  /** Stripe's publishable key, or 'sandbox' in sandbox mode. */
  stripe_p_key: z.string(),
  mode: z.enum(['sandbox', 'stripe']),
});
export type StripeKeyResponse = z.infer<typeof stripeKeyResponseSchema>;

/**
 * POST constantapi/sandboxcreatepaymentmethod (sandbox mode only, 404 otherwise): what Stripe.js's
 * createPaymentMethod does, for the sandbox card form. The number is checked (Luhn) and dropped;
 * answers a payment method id and the card's brand, last 4 and expiry.
 */
export const sandboxCardRequestSchema = z.object({
  number: z
    .string('payment.cardNumberInvalid')
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'payment.cardNumberInvalid')),
  exp_month: numberOrDecimalText('payment.cardExpiryInvalid').pipe(
    z
      .number()
      .int('payment.cardExpiryInvalid')
      .min(1, 'payment.cardExpiryInvalid')
      .max(12, 'payment.cardExpiryInvalid'),
  ),
  /** Two or four digits. */
  exp_year: numberOrDecimalText('payment.cardExpiryInvalid').pipe(
    z
      .number()
      .int('payment.cardExpiryInvalid')
      .min(0, 'payment.cardExpiryInvalid')
      .max(2200, 'payment.cardExpiryInvalid'),
  ),
  cvc: z.string('payment.cardCvcInvalid').regex(/^\d{3,4}$/, 'payment.cardCvcInvalid'),
});
export type SandboxCardRequest = z.input<typeof sandboxCardRequestSchema>;
export const sandboxCardResponseSchema = savedCardSchema;

/** POST constantapi/getpaymentmethods: the rider's own saved cards (customer_id, if sent, must be theirs). */
export const getPaymentMethodsRequestSchema = z
  .object({ customer_id: z.string().max(255).optional() })
  .nullish()
  .transform((b) => b ?? {});
export const paymentMethodsResponseSchema = z.object({ data: z.array(savedCardSchema) });

/** POST constantapi/attachpaymentmethod → { success, error } at the top of the response. */
export const attachPaymentMethodRequestSchema = z.object({
  customer_id: z.string().max(255).optional(),
  payment_method_id: paymentMethodIdSchema,
});
export const attachPaymentMethodResponseSchema = z.object({
  success: z.boolean(),
  /** The provider's message when success is false (English; for logs and old clients). */
  error: z.string().nullable(),
  /** The message key of the refusal (`payment.cardDeclined`…), which the site shows translated. */
  error_code: z.string().nullable().optional(),
  card: savedCardSchema.nullable(),
});

/** POST constantapi/detachpaymentmethod: only one's own saved card (else 404). */
export const detachPaymentMethodRequestSchema = z.object({
  payment_method_id: paymentMethodIdSchema,
});
export const detachPaymentMethodResponseSchema = z.object({ id: z.string() });

/** A payment intent as the site sees it (Stripe-like states). Amount in decimal units. */
export const PAYMENT_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
] as const;
export const paymentIntentSchema = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_INTENT_STATUSES),
  client_secret: z.string(),
  amount: z.number(),
  currency: z.string(),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

/**
 * POST constantapi/createpaymentintent: pays the rider's own unpaid trip (completed, or cancelled
 * with a fee) by card. `amount`, `currency`, `customer`, `description` may be sent as in the spec;
 * they are ignored. 409 `payment.alreadyPaid` for a paid trip, 409 `payment.inProgress` while
 * another payment of it runs, 402 `payment.cardDeclined` (or its decline's key) when the card fails.
 */
export const createPaymentIntentRequestSchema = z.object({
  trip_id: tripIdSchema,
  payment_method: paymentMethodIdSchema,
  /** Keep the card for next time (a new card from the form). */
  save_card: z.boolean().optional(),
});
export type CreatePaymentIntentRequest = z.input<typeof createPaymentIntentRequestSchema>;
export const createPaymentIntentResponseSchema = z.object({
  paymentIntent: paymentIntentSchema,
  trip: tripSchema,
});

/** Wallet top-ups: bounds in decimal units of the rider's wallet currency. */
export const WALLET_TOP_UP_MIN = 5;
export const WALLET_TOP_UP_MAX = 500;

/**
 * POST constantapi/walletcreatepaymentintent: adds `amount` to the rider's wallet by card.
 * Answers the client secret as `response` (spec) plus the intent and the new balance.
 */
export const walletTopUpRequestSchema = z.object({
  amount: numberOrDecimalText('payment.topUpRange').pipe(
    z
      .number()
      .min(WALLET_TOP_UP_MIN, 'payment.topUpRange')
      .max(WALLET_TOP_UP_MAX, 'payment.topUpRange')
      .multipleOf(0.01, 'payment.topUpRange'),
  ),
  payment_method: paymentMethodIdSchema,
  currency: z.string().max(8).optional(),
  description: z.string().max(200).optional(),
});
export type WalletTopUpRequest = z.input<typeof walletTopUpRequestSchema>;
export const walletTopUpResponseSchema = z.object({
  client_secret: z.string(),
  paymentIntent: paymentIntentSchema,
  /** The wallet balance after the top-up (unchanged until it succeeded). */
  u_wallet: z.number(),
});

/**
 * POST tronsactionapi/addtriptrans (the spec's payment-record POST): pays the rider's own unpaid
 * trip by wallet, or records a card payment Stripe.js confirmed in the page. The spec's amount
 * fields (total_amt, pay_amount, rider_amt, promo_amt, commission_amt, …) may be sent; they are
 * ignored: the server computes every amount from the trip. Wallet: 400
 * `payment.insufficientWallet` ('Insufficient wallet amount') when the balance is short; the
 * amount the rider confirmed is required (`confirmed_amount`, 400 `payment.confirmAmount` when
 * missing) and must equal what is due (409 `payment.amountChanged`, with the amount due, when it
 * differs: nothing is paid).
 * Cash never pays: on a completed trip booked with cash it answers the trip, still Unpaid, with
 * the message `payment.cashAwaitingDriver` (its driver confirms the cash), or the Paid trip with
 * `payment.cashConfirmed` once the driver did; a cancellation fee is 400 `payment.cashNotForFee`
 * (card or wallet only), a trip booked otherwise 400 `booking.payModeInvalid`.
 */
export const addTripTransactionRequestSchema = z
  .object({
    trip_id: tripIdSchema,
    pay_mode: paymentModeSchema,
    /** Card only: the intent Stripe.js confirmed. */
    payment_intent_id: paymentIntentIdSchema.optional(),
    /**
     * Wallet only, required there: the amount (decimal) the rider confirmed in the page. The
     * wallet is debited at once, so the server pays only when it equals what is due (issue 26).
     */
    confirmed_amount: numberOrDecimalText('payment.confirmAmount')
      .pipe(z.number().nonnegative('payment.confirmAmount'))
      .optional(),
  })
  .loose();
export type AddTripTransactionRequest = z.input<typeof addTripTransactionRequestSchema>;
export const addTripTransactionResponseSchema = tripSchema;

/** POST tronsactionapi/addtranswithouttrip: records a wallet top-up Stripe.js confirmed. */
export const addWalletTransactionRequestSchema = z.object({
  payment_intent_id: paymentIntentIdSchema,
});
export const addWalletTransactionResponseSchema = z.object({ u_wallet: z.number() });

/** A paid trip's receipt (My Account): amounts decimal in the trip's currency. */
export const receiptSchema = z.object({
  trip_id: z.number(),
  trip_status: z.string(),
  trip_date: z.number(),
  paid_at: z.number(),
  trip_from_loc: z.string(),
  trip_to_loc: z.string(),
  distance_km: z.number(),
  duration_min: z.number(),
  driver_name: z.string().nullable(),
  /** The car in one English line ("Volkswagen Sedan Jetta"); the site builds its own from the parts. */
  car: z.string().nullable(),
  /** The car's parts, so that the site translates its type and colour (issue 38 point 4). */
  car_make: z.string().nullable(),
  car_type: z.string().nullable(),
  car_model: z.string().nullable(),
  car_color: z.string().nullable(),
  car_number: z.string().nullable(),
  currency: z.string(),
  /** What the ride cost before the promo (the agreed fare, or the cancellation fee). */
  fare: z.number(),
  service_tax: z.number(),
  promo_amt: z.number(),
  promo_code: z.string().nullable(),
  /** What the rider paid. */
  total: z.number(),
  pay_mode: paymentModeSchema,
  /** 'Visa •••• 4242' for a card payment. */
  card: z.string().nullable(),
  is_cancel_fee: z.boolean(),
  /** The rider's tip for the driver (tips.ts), paid apart after the trip; 0 when none. */
  tip: z.number(),
  /** 10 | 15 | 20 when the tip was a percent of the fare; null otherwise. */
  tip_percent: z.number().nullable(),
  /** The rider's rating of the driver (0.5–5), or null while none (a cancellation fee: null). */
  trip_rating: z.number().nullable(),
  /** The card the tip was charged on, when it is not the card of the trip's payment. */
  tip_card: z.string().nullable(),
  /** What the rider paid in all: the total and the tip. */
  total_with_tip: z.number(),
  /** What support refunded to the card since, of the trip's payment and its tip (0: nothing). */
  refunded: z.number(),
  /** What the rider paid in the end: the total with the tip, less the refunds. */
  total_paid: z.number(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** POST tronsactionapi/getreceipt { trip_id }: the rider's own paid trip, else 404. */
export const getReceiptRequestSchema = z.object({ trip_id: tripIdSchema });

/**
 * POST tripapi/getunpaidtrip: the rider's latest ended trip that still owes money (completed or
 * cancelled with a fee, Unpaid, amount > 0), or null. The overlay's unpaid-trip popup.
 */
export const unpaidTripResponseSchema = z.object({ trip: tripSchema.nullable() });

// The paths live apart from the schemas (payment-endpoints.ts): the site's layout asks one of
// them on every page, and this module's schemas (and zod) would come with the first script.
export { paymentEndpoints, STRIPE_WEBHOOK_PATH } from './payment-endpoints.ts';

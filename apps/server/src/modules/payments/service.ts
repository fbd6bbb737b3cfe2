import type { z } from 'zod';
import type { MessageKey } from '@fairfare/contracts/messages';
import type {
  addTripTransactionRequestSchema,
  createPaymentIntentRequestSchema,
  PaymentIntent,
} from '@fairfare/contracts/payments';
import type { Trip } from '@fairfare/contracts/trips';
import { CardError, type GatewayIntent } from '../../adapters/payments/gateway.ts';
import type { DbOrTrx } from '../../db/database.ts';
import type { AppError } from '../../http/errors.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { ownedBy } from '../auth/ownership.ts';
import { toTrip } from '../trips/mapping.ts';
import { tripsRepo, type TripRow } from '../trips/repo.ts';
import {
  asPaymentFailure,
  attachAndSave,
  cardLabelOf,
  ensureCustomer,
  retrieveSucceededIntent,
  type CardLabel,
  type PaymentDeps,
} from './gateway-calls.ts';
import { toPaymentIntent } from './mapping.ts';
import { paymentsRepo } from './repo.ts';
import { storedPayMode, tripChargeKey, tripIntentKey, whatTripOwes, type Owed } from './rules.ts';
import { owedOrRefuse, releaseFailedCharge, settleTrip } from './settle.ts';

export type { PaymentDeps } from './gateway-calls.ts';

/** Intent states in which the payment is still under way (the claim is kept). */
const PENDING = new Set(['requires_action', 'processing', 'requires_capture']);

async function ownTrip(deps: PaymentDeps, riderId: number, tripId: number): Promise<TripRow> {
  return ownedBy(await tripsRepo.findWithDriver(deps.db, tripId), riderId);
}

/** Why a claim was lost: the trip got paid, or another payment of it runs. */
async function claimRefusal(deps: PaymentDeps, tripId: number): Promise<AppError> {
  const trip = await tripsRepo.findWithDriver(deps.db, tripId);
  return conflict(trip?.trip_pay_status === 'Paid' ? 'payment.alreadyPaid' : 'payment.inProgress');
}

const intentMetadata = (trip: TripRow, owed: Owed) => ({
  trip_id: String(trip.trip_id),
  user_id: String(trip.user_id),
  kind: owed.kind,
});

const description = (trip: TripRow, owed: Owed) =>
  owed.kind === 'cancel_fee'
    ? `FairFare cancellation fee, trip #${trip.trip_id}`
    : `FairFare trip #${trip.trip_id}`;

async function chargeCurrency(db: DbOrTrx, trip: TripRow): Promise<string> {
  return ((await paymentsRepo.cityCurrency(db, trip.city_id)) ?? trip.trip_currency).toLowerCase();
}

/** The payment method the rider pays with, its card, and whether it is on their customer. */
async function payingMethod(
  deps: PaymentDeps,
  riderId: number,
  customer: string,
  request: z.output<typeof createPaymentIntentRequestSchema>,
  now: number,
): Promise<{ card: CardLabel; onCustomer: boolean }> {
  const saved = await paymentsRepo.findCard(deps.db, request.payment_method);
  if (saved) return { card: { brand: saved.brand, last4: saved.last4 }, onCustomer: true };
  const method = await deps.payments.retrievePaymentMethod(request.payment_method);
  // Another rider's card answers like a missing one.
  if (!method || (method.customer !== null && method.customer !== customer)) throw notFound();
  const card = { brand: method.card.brand, last4: method.card.last4 };
  if (method.customer === customer) return { card, onCustomer: true };
  if (!request.save_card) return { card, onCustomer: false };
  await attachAndSave(deps, riderId, customer, method.id, now);
  return { card, onCustomer: true };
}

/**
 * constantapi/createpaymentintent: pays the rider's own unpaid trip by card. One payment of a trip
 * at a time (the claim: concurrent calls get 409 and charge nothing); the amount is the trip's;
 * a succeeded charge marks the trip Paid before the answer; 3-D Secure keeps the claim until the
 * page (addtriptrans) or the webhook finalizes; a declined card releases it and answers 402.
 */
export async function payTripByCard(
  deps: PaymentDeps,
  riderId: number,
  request: z.output<typeof createPaymentIntentRequestSchema>,
  now: number,
): Promise<{ paymentIntent: PaymentIntent; trip: Trip }> {
  const trip = await ownTrip(deps, riderId, request.trip_id);
  const owed = owedOrRefuse(trip);
  const saved = await paymentsRepo.findCard(deps.db, request.payment_method);
  if (saved) ownedBy(saved, riderId);
  if (!(await paymentsRepo.claimTrip(deps.db, trip.trip_id, now))) {
    throw await claimRefusal(deps, trip.trip_id);
  }
  const key = tripChargeKey(trip.trip_id, now);
  let charged: GatewayIntent | undefined;
  try {
    const customer = await ensureCustomer(deps, riderId);
    const { card, onCustomer } = await payingMethod(deps, riderId, customer, request, now);
    const intent = await deps.payments.createPaymentIntent({
      amount: owed.amount,
      currency: await chargeCurrency(deps.db, trip),
      ...(onCustomer ? { customer } : {}),
      paymentMethod: request.payment_method,
      confirm: true,
      description: description(trip, owed),
      metadata: intentMetadata(trip, owed),
      idempotencyKey: key,
    });
    if (intent.status === 'succeeded') {
      charged = intent;
      const paid = await settleTrip(deps, {
        tripId: trip.trip_id,
        riderId,
        mode: 'Card',
        now,
        intent,
        idempotencyKey: key,
        card,
      });
      return { paymentIntent: toPaymentIntent(intent), trip: paid };
    }
    if (PENDING.has(intent.status)) {
      return { paymentIntent: toPaymentIntent(intent), trip: toTrip(trip) };
    }
    throw new CardError(intent.lastError ?? 'Your card was declined.', 'card_declined', intent.id);
  } catch (err) {
    // Money taken but not recorded: keep the claim so nobody charges again; the webhook or the
    // page's addtriptrans records it.
    if (!charged) await releaseFailedCharge(deps, { trip, owed, err, now });
    throw asPaymentFailure(deps, err);
  }
}

/** A card intent confirmed in the page (3-D Secure): the rider's own, for this trip, succeeded. */
async function confirmedTripIntent(
  deps: PaymentDeps,
  riderId: number,
  tripId: number,
  intentId: string,
): Promise<GatewayIntent> {
  return retrieveSucceededIntent(
    deps,
    intentId,
    (metadata) => metadata.trip_id === String(tripId) && metadata.user_id === String(riderId),
  );
}

/**
 * tronsactionapi/addtriptrans: pays the rider's own unpaid trip by wallet or cash, or records the
 * card payment Stripe.js confirmed. Every amount in the body is ignored.
 */
export async function addTripTransaction(
  deps: PaymentDeps,
  riderId: number,
  request: z.output<typeof addTripTransactionRequestSchema>,
  now: number,
): Promise<{ trip: Trip; message: MessageKey }> {
  if (request.pay_mode !== 'Card') {
    const trip = await settleTrip(deps, {
      tripId: request.trip_id,
      riderId,
      mode: request.pay_mode,
      now,
    });
    return {
      trip,
      message: request.pay_mode === 'Cash' ? 'payment.cashConfirmed' : 'payment.paid',
    };
  }
  if (!request.payment_intent_id) throw badRequest();
  await ownTrip(deps, riderId, request.trip_id);
  const intent = await confirmedTripIntent(
    deps,
    riderId,
    request.trip_id,
    request.payment_intent_id,
  );
  const trip = await settleTrip(deps, {
    tripId: request.trip_id,
    riderId,
    mode: 'Card',
    now,
    intent,
    card: await cardLabelOf(deps, intent.paymentMethod),
  });
  return { trip, message: 'payment.paid' };
}

// ---------------------------------------------------------------- Card trips (DESIGN §5)

/**
 * At accept, for a Card trip: the card it will be charged on — the one the rider named (their
 * own saved card, else 404) or their most recently saved card, or null (paid from the popup).
 */
export async function chooseTripCard(
  db: DbOrTrx,
  riderId: number,
  requested: string | undefined,
): Promise<string | null> {
  if (requested !== undefined) {
    return ownedBy(await paymentsRepo.findCard(db, requested), riderId).payment_method_id;
  }
  const [latest] = await paymentsRepo.cardsOf(db, riderId);
  return latest?.payment_method_id ?? null;
}

/**
 * After the accept committed: the Card trip's payment intent for the agreed amount, waiting to be
 * confirmed at completion (payment_intent_id). A failure is logged; the trip is then charged with
 * a new intent at completion or paid from the popup.
 */
export async function prepareTripIntent(deps: PaymentDeps, tripId: number): Promise<void> {
  try {
    const trip = await tripsRepo.findWithDriver(deps.db, tripId);
    if (!trip?.payment_card_id || trip.payment_intent_id) return;
    if (trip.trip_pay_mode !== storedPayMode('Card') || trip.trip_pay_amount <= 0) return;
    const customer = await ensureCustomer(deps, trip.user_id);
    const owed: Owed = { kind: 'trip', amount: trip.trip_pay_amount };
    const intent = await deps.payments.createPaymentIntent({
      amount: owed.amount,
      currency: await chargeCurrency(deps.db, trip),
      customer,
      paymentMethod: trip.payment_card_id,
      confirm: false,
      description: description(trip, owed),
      metadata: intentMetadata(trip, owed),
      idempotencyKey: tripIntentKey(trip.trip_id),
    });
    await paymentsRepo.setTripIntent(deps.db, trip.trip_id, intent.id);
  } catch (err) {
    deps.log.warn({ err, tripId }, 'payment intent of a card trip not created');
  }
}

async function cancelIntentQuietly(deps: PaymentDeps, intentId: string): Promise<void> {
  try {
    const intent = await deps.payments.retrievePaymentIntent(intentId);
    if (intent && intent.status !== 'succeeded' && intent.status !== 'canceled') {
      await deps.payments.cancelPaymentIntent(intentId);
    }
  } catch (err) {
    deps.log.warn({ err, intentId }, 'payment intent not cancelled');
  }
}

/** Confirms the trip's own intent when it is for what is owed; else a new off-session charge. */
async function chargeOffSession(
  deps: PaymentDeps,
  trip: TripRow & { payment_card_id: string },
  owed: Owed,
  key: string,
): Promise<GatewayIntent> {
  const waiting = trip.payment_intent_id
    ? await deps.payments.retrievePaymentIntent(trip.payment_intent_id)
    : undefined;
  const confirmable =
    waiting?.status === 'requires_confirmation' || waiting?.status === 'requires_payment_method';
  if (waiting && confirmable && waiting.amount === owed.amount) {
    return deps.payments.confirmPaymentIntent(waiting.id, {
      paymentMethod: trip.payment_card_id,
      offSession: true,
      idempotencyKey: key,
    });
  }
  if (waiting && confirmable) await cancelIntentQuietly(deps, waiting.id);
  return deps.payments.createPaymentIntent({
    amount: owed.amount,
    currency: await chargeCurrency(deps.db, trip),
    customer: await ensureCustomer(deps, trip.user_id),
    paymentMethod: trip.payment_card_id,
    confirm: true,
    offSession: true,
    description: description(trip, owed),
    metadata: intentMetadata(trip, owed),
    idempotencyKey: key,
  });
}

/** A Card trip that keeps a saved card to be charged on at completion (or for its fee). */
export function chargesSavedCard(
  trip: Pick<TripRow, 'trip_pay_mode' | 'payment_card_id'>,
): boolean {
  return trip.trip_pay_mode === storedPayMode('Card') && trip.payment_card_id !== null;
}

/** Gives a claim up and tells the rider's polls (the trip no longer shows a payment under way). */
async function releaseClaimOf(deps: PaymentDeps, trip: TripRow, claimedAt: number): Promise<void> {
  await paymentsRepo.releaseClaim(deps.db, trip.trip_id, claimedAt);
  await tripsRepo.bumpRiderVersion(deps.db, trip.user_id);
}

/**
 * After a Card trip was completed, or cancelled by its rider with a fee (committed): charges its
 * saved card and marks it Paid. A free cancellation releases its intent. A declined card leaves
 * the trip Unpaid for the unpaid-trip popup. Never throws: the driver's or rider's call goes on.
 * Returns whether the trip was paid.
 */
export async function chargeSavedCard(
  deps: PaymentDeps,
  tripId: number,
  now = Date.now(),
  options: { claimedAt?: number } = {},
): Promise<boolean> {
  const trip = await tripsRepo.findWithDriver(deps.db, tripId).catch(() => undefined);
  if (!trip) return false;
  // The claim the caller's transaction took, if it is still ours.
  let claimed = options.claimedAt !== undefined && trip.pay_claimed_at === options.claimedAt;
  const cardId = trip.payment_card_id;
  const outcome = whatTripOwes(trip);
  if (!cardId || !chargesSavedCard(trip) || 'refused' in outcome) {
    if (
      'refused' in outcome &&
      outcome.refused === 'payment.nothingToPay' &&
      trip.payment_intent_id
    ) {
      await cancelIntentQuietly(deps, trip.payment_intent_id);
    }
    if (claimed) await releaseClaimOf(deps, trip, now);
    return false;
  }
  const owed = outcome.owed;
  let charged = false;
  try {
    const saved = await paymentsRepo.findCard(deps.db, cardId);
    if (!saved || saved.user_id !== trip.user_id) {
      if (claimed) await releaseClaimOf(deps, trip, now);
      return false;
    }
    claimed ||= await paymentsRepo.claimTrip(deps.db, trip.trip_id, now);
    if (!claimed) return false;
    const key = tripChargeKey(trip.trip_id, now);
    const intent = await chargeOffSession(deps, { ...trip, payment_card_id: cardId }, owed, key);
    if (intent.status !== 'succeeded') {
      throw new CardError(
        intent.lastError ?? 'Your card was declined.',
        'card_declined',
        intent.id,
      );
    }
    charged = true;
    await settleTrip(deps, {
      tripId: trip.trip_id,
      riderId: trip.user_id,
      mode: 'Card',
      now,
      intent,
      idempotencyKey: key,
      card: { brand: saved.brand, last4: saved.last4 },
    });
    return true;
  } catch (err) {
    deps.log.warn({ err, tripId }, 'card trip not charged');
    if (claimed && !charged) {
      await releaseFailedCharge(deps, { trip, owed, err, now }).catch(() => undefined);
    }
    return false;
  }
}

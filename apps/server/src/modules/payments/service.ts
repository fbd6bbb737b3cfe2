import type { z } from 'zod';
import { toCents } from '@fairfare/contracts/fare';
import type { MessageKey } from '@fairfare/contracts/messages';
import type {
  addTripTransactionRequestSchema,
  createPaymentIntentRequestSchema,
  PaymentIntent,
} from '@fairfare/contracts/payments';
import type { Trip } from '@fairfare/contracts/trips';
import type { GatewayIntent } from '../../adapters/payments/gateway.ts';
import type { AppError } from '../../http/errors.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { ownedBy } from '../auth/ownership.ts';
import { toTrip } from '../ride/views.ts';
import {
  asPaymentFailure,
  attachAndSave,
  cardLabelOf,
  ensureCustomer,
  retrieveSucceededIntent,
  type CardLabel,
  type PaymentDeps,
} from './gateway-calls.ts';
import type { AttemptCall } from './attempt-gateway.ts';
import { resumeOpenAttempt } from './attempt-recovery.ts';
import { openAttempt, runAttempt, type NewAttempt } from './attempt-start.ts';
import { chooseCash } from './cash.ts';
import { keepCardForTip } from './kept-card.ts';
import { toPaymentIntent } from './mapping.ts';
import { paymentsRepo } from './repo.ts';
import { tripChargeKey } from './rules.ts';
import { owedOrRefuse, settleTrip } from './settle.ts';
import { chargeCurrency, description, intentMetadata } from './intents.ts';
import { type TripRow, tripReads } from '../ride/store.ts';

async function ownTrip(deps: PaymentDeps, riderId: number, tripId: number): Promise<TripRow> {
  return ownedBy(await tripReads.findWithDriver(deps.db, tripId), riderId);
}

/** Why a claim was lost: the trip got paid, or another payment of it runs. */
async function claimRefusal(deps: PaymentDeps, tripId: number): Promise<AppError> {
  const trip = await tripReads.findWithDriver(deps.db, tripId);
  return conflict(trip?.trip_pay_status === 'Paid' ? 'payment.alreadyPaid' : 'payment.inProgress');
}

/**
 * The payment method the rider pays with, its card, and whether it is on their customer. A new
 * card the rider does not save, paying a ride (`keepFor`, the trip), is still attached to their
 * customer at the provider, and not listed among their saved cards: a card used once without a
 * customer cannot be charged again, and the tip that may follow goes on the card just used (issue
 * 26, decision 032); it is let go after the tip, or when the tip window closes (kept-card.ts). If
 * the provider will not attach it, the ride is paid without it and the tip step says so.
 */
async function payingMethod(
  deps: PaymentDeps,
  riderId: number,
  customer: string,
  request: z.output<typeof createPaymentIntentRequestSchema>,
  now: number,
  keepFor: TripRow | null,
): Promise<{ card: CardLabel; onCustomer: boolean }> {
  const saved = await paymentsRepo.findCard(deps.db, request.payment_method);
  if (saved) return { card: { brand: saved.brand, last4: saved.last4 }, onCustomer: true };
  const method = await deps.payments.retrievePaymentMethod(request.payment_method);
  // Another rider's card answers like a missing one.
  if (!method || (method.customer !== null && method.customer !== customer)) throw notFound();
  const card = { brand: method.card.brand, last4: method.card.last4 };
  if (method.customer === customer) return { card, onCustomer: true };
  if (request.save_card) {
    await attachAndSave(deps, riderId, customer, method.id, now);
    return { card, onCustomer: true };
  }
  if (!keepFor) return { card, onCustomer: false };
  const kept = await keepCardForTip(deps, { paymentMethodId: method.id, customer }, keepFor, now);
  return { card, onCustomer: kept };
}

/**
 * constantapi/createpaymentintent: pays the rider's own unpaid trip by card. One payment of a trip
 * at a time (the claim: concurrent calls get 409 and charge nothing); the amount is the trip's.
 * The charge is an attempt written with its idempotency key before the gateway call (decision
 * 026), and a charge of the trip left open by a crash or a lost answer is asked about and settled
 * from first, so no retry charges twice. A succeeded charge marks the trip Paid before the
 * answer; 3-D Secure keeps the claim until the page (addtriptrans) or the webhook finalizes; a
 * declined card releases it and answers 402.
 */
export async function payTripByCard(
  deps: PaymentDeps,
  riderId: number,
  request: z.output<typeof createPaymentIntentRequestSchema>,
  now: number,
): Promise<{ paymentIntent: PaymentIntent; trip: Trip }> {
  const trip = await ownTrip(deps, riderId, request.trip_id);
  const earlier = await resumeOpenAttempt(deps, trip.trip_id, 'trip', now).catch((err: unknown) => {
    throw asPaymentFailure(deps, err);
  });
  if (earlier) {
    const paid = await ownTrip(deps, riderId, trip.trip_id);
    return { paymentIntent: toPaymentIntent(earlier.intent), trip: toTrip(paid) };
  }
  const owed = owedOrRefuse(trip);
  const saved = await paymentsRepo.findCard(deps.db, request.payment_method);
  if (saved) ownedBy(saved, riderId);
  const key = tripChargeKey(trip.trip_id, now);
  let attempt: NewAttempt;
  try {
    const customer = await ensureCustomer(deps, riderId);
    const keepFor = owed.kind === 'trip' ? trip : null;
    const { card, onCustomer } = await payingMethod(deps, riderId, customer, request, now, keepFor);
    const call: AttemptCall = {
      op: 'create',
      input: {
        amount: owed.amount,
        currency: await chargeCurrency(deps.db, trip),
        ...(onCustomer ? { customer } : {}),
        paymentMethod: request.payment_method,
        confirm: true,
        description: description(trip, owed),
        metadata: { ...intentMetadata(trip, owed), attempt: key },
      },
    };
    attempt = {
      key,
      purpose: 'trip',
      kind: owed.kind,
      tripId: trip.trip_id,
      riderId,
      amount: owed.amount,
      card,
      call,
      claimedAt: now,
    };
  } catch (err) {
    throw asPaymentFailure(deps, err);
  }
  const claim = { move: 'claim', tripId: trip.trip_id, at: now } as const;
  if (!(await openAttempt(deps, attempt, now, claim))) {
    throw await claimRefusal(deps, trip.trip_id);
  }
  const outcome = await runAttempt(deps, attempt, now).catch((err: unknown) => {
    throw asPaymentFailure(deps, err);
  });
  if (outcome.state === 'failed') throw asPaymentFailure(deps, outcome.error);
  const after = await ownTrip(deps, riderId, trip.trip_id);
  return { paymentIntent: toPaymentIntent(outcome.intent), trip: toTrip(after) };
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
 * tronsactionapi/addtriptrans: pays the rider's own unpaid trip by wallet (only the amount the
 * rider confirmed, `confirmed_amount`, and only when it is what is due), records the card
 * payment Stripe.js confirmed, or records the rider's choice of cash — which pays nothing: the
 * trip's driver confirms the cash (cash.ts). Every amount in the body is ignored.
 */
export async function addTripTransaction(
  deps: PaymentDeps,
  riderId: number,
  request: z.output<typeof addTripTransactionRequestSchema>,
  now: number,
): Promise<{ trip: Trip; message: MessageKey }> {
  if (request.pay_mode === 'Cash') return chooseCash(deps, riderId, request.trip_id);
  if (request.pay_mode === 'wallet') {
    // The rider confirms the amount before the wallet is debited (issue 26): no amount, no payment.
    if (request.confirmed_amount === undefined) throw badRequest('payment.confirmAmount');
    const trip = await settleTrip(deps, {
      tripId: request.trip_id,
      riderId,
      mode: 'wallet',
      now,
      confirmedAmount: toCents(request.confirmed_amount),
    });
    return { trip, message: 'payment.paid' };
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

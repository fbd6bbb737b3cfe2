import { conflict } from '../../http/errors.ts';
import type { RideNotifier } from '../../realtime/notifier.ts';
import { asPaymentFailure, ensureCustomer, type PaymentDeps } from '../payments/gateway-calls.ts';
import { chargeCurrency } from '../payments/intents.ts';
import { paymentReads } from '../payments/store.ts';
import { openAttempt, runAttempt, type NewAttempt } from '../payments/attempt-start.ts';
import { resumeOpenAttempt } from '../payments/attempt-recovery.ts';
import { type TripRow, tripReads } from '../ride/store.ts';
import { tipChargeKey } from './rules.ts';

// A card tip: which card it goes on, its charge under the trip's tip claim, and the card kept
// only for it. The tip step's rules and the wallet's way are in service.ts.

/** What the tip services need: the payment services' deps, who to tell, the server's limit. */
export interface TipDeps extends PaymentDeps {
  notifier: RideNotifier;
  /** TIP_MAX_PERCENT: the most a tip may be, in percent of the agreed fare. */
  maxPercent: number;
}

/** The card a card tip is charged on (a saved card, or the card just used kept for the tip). */
export interface TipCard {
  payment_method_id: string;
  brand: string;
  last4: string;
  /** A card not saved, kept on the rider's customer only for this tip (payments/service.ts). */
  keptForTip?: true;
}

/**
 * The card that paid the trip from the popup (another card than the trip's own), as its intent
 * says: a saved card of the rider, or a card not saved that the payment kept on the rider's
 * customer for the tip (payments/service.ts payingMethod). Undefined when it cannot be charged
 * again (used without a customer) or cannot be read.
 */
async function cardJustUsed(
  deps: TipDeps,
  trip: TripRow,
  intentId: string,
): Promise<TipCard | undefined> {
  try {
    const intent = await deps.payments.retrievePaymentIntent(intentId);
    if (!intent?.paymentMethod) return undefined;
    const saved = await paymentReads.findCard(deps.db, intent.paymentMethod);
    if (saved) return saved.user_id === trip.user_id ? saved : undefined;
    const customer = (await paymentReads.rider(deps.db, trip.user_id))?.stripe_customer_id;
    const method = await deps.payments.retrievePaymentMethod(intent.paymentMethod);
    if (!method || !customer || method.customer !== customer) return undefined;
    return {
      payment_method_id: method.id,
      brand: method.card.brand,
      last4: method.card.last4,
      keptForTip: true,
    };
  } catch (err) {
    deps.log.warn({ err, tripId: trip.trip_id }, 'card of a trip payment not read');
    return undefined;
  }
}

/**
 * The card a card tip is charged on: the card that paid the trip (its own saved card, or the one
 * used in the unpaid-trip popup, saved or kept for the tip). When that card cannot be charged
 * again, `paidCardLost` is true and the tip falls to the trip's saved card or the rider's newest
 * saved card; undefined when there is none.
 */
export async function tipCard(
  deps: TipDeps,
  trip: TripRow,
): Promise<{ card: TipCard | undefined; paidCardLost: boolean }> {
  const own = async (id: string | null | undefined) => {
    const card = id ? await paymentReads.findCard(deps.db, id) : undefined;
    return card?.user_id === trip.user_id ? card : undefined;
  };
  const onTrip = await own(trip.payment_card_id);
  const fare = await paymentReads.tripSettlement(deps.db, trip.trip_id);
  if (!fare || fare.pay_mode !== 'Card') return { card: onTrip, paidCardLost: false };
  if (onTrip && onTrip.brand === fare.card_brand && onTrip.last4 === fare.card_last4) {
    return { card: onTrip, paidCardLost: false };
  }
  // Paid with another card (from the unpaid-trip popup): the one its intent was confirmed with.
  const used = fare.gateway_ref ? await cardJustUsed(deps, trip, fare.gateway_ref) : undefined;
  if (used) return { card: used, paidCardLost: false };
  const fallback = onTrip ?? (await paymentReads.cardsOf(deps.db, trip.user_id))[0];
  return { card: fallback, paidCardLost: true };
}

/**
 * Charges a card tip under the trip's tip claim and records it. The charge is an attempt written
 * with its idempotency key before the gateway call, in the claim's transaction (decision 026); a
 * tip charge a crash or a lost answer left open is asked about and recorded first, so a retry
 * never charges twice. A refusal releases the claim.
 */
export async function payTipByCard(
  deps: TipDeps,
  trip: TripRow,
  card: TipCard,
  tip: { amount: number; percent: number | null },
  now: number,
): Promise<TripRow> {
  const earlier = await resumeOpenAttempt(deps, trip.trip_id, 'tip', now).catch((err: unknown) => {
    throw asPaymentFailure(deps, err);
  });
  if (earlier) return (await tripReads.findWithDriver(deps.db, trip.trip_id)) ?? trip;
  const key = tipChargeKey(trip.trip_id, now);
  let attempt: NewAttempt;
  try {
    attempt = {
      key,
      purpose: 'tip',
      kind: 'tip',
      tripId: trip.trip_id,
      riderId: trip.user_id,
      amount: tip.amount,
      tipPercent: tip.percent,
      card: { brand: card.brand, last4: card.last4 },
      claimedAt: now,
      call: {
        op: 'create',
        input: {
          amount: tip.amount,
          currency: await chargeCurrency(deps.db, trip),
          customer: await ensureCustomer(deps, trip.user_id),
          paymentMethod: card.payment_method_id,
          confirm: true,
          offSession: true,
          description: `FairFare tip, trip #${trip.trip_id}`,
          metadata: {
            trip_id: String(trip.trip_id),
            user_id: String(trip.user_id),
            kind: 'tip',
            attempt: key,
            ...(tip.percent === null ? {} : { tip_percent: String(tip.percent) }),
          },
        },
      },
    };
  } catch (err) {
    throw asPaymentFailure(deps, err);
  }
  const claim = { move: 'claimTip', tripId: trip.trip_id, at: now } as const;
  if (!(await openAttempt(deps, attempt, now, claim))) {
    const fresh = await tripReads.findWithDriver(deps.db, trip.trip_id);
    throw conflict(fresh && fresh.tip_paid_at !== null ? 'tip.alreadyTipped' : 'tip.inProgress');
  }
  const outcome = await runAttempt(deps, attempt, now).catch((err: unknown) => {
    throw asPaymentFailure(deps, err);
  });
  if (outcome.state === 'failed') throw asPaymentFailure(deps, outcome.error);
  if (outcome.state === 'pending') throw conflict('tip.inProgress');
  const tipped = await tripReads.findWithDriver(deps.db, trip.trip_id);
  if (!tipped || tipped.tip_paid_at === null) throw conflict('tip.inProgress');
  return tipped;
}

/**
 * A card the rider did not save was kept on their customer for this one tip: once the tip is
 * paid it is detached, so the provider keeps no card the rider did not ask to keep. Best effort:
 * a failure is logged (the card stays unlisted and unused).
 */
export async function releaseKeptCard(deps: TipDeps, card: TipCard): Promise<void> {
  try {
    await deps.payments.detachPaymentMethod(card.payment_method_id);
  } catch (err) {
    deps.log.warn({ err }, 'card kept for a tip not detached');
  }
}

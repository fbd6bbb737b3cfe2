import type { z } from 'zod';
import { toAmount } from '@fairfare/contracts/fare';
import type { MessageKey } from '@fairfare/contracts/messages';
import { maxTipOf, type addTipRequestSchema, type TipOptions } from '@fairfare/contracts/tips';
import type { Trx } from '../../db/database.ts';
import { AppError, conflict } from '../../http/errors.ts';
import type { RideNotifier } from '../../realtime/notifier.ts';
import { ownedBy } from '../auth/ownership.ts';
import { asPaymentFailure, ensureCustomer, type PaymentDeps } from '../payments/gateway-calls.ts';
import { chargeCurrency } from '../payments/intents.ts';
import { paymentReads } from '../payments/store.ts';
import {
  openAttempt,
  resumeOpenAttempt,
  runAttempt,
  type NewAttempt,
} from '../payments/attempts.ts';
import { settleTip } from '../payments/tip-settle.ts';
import { cardLabel } from '../receipts/rules.ts';
import { Notices } from '../ride/deps.ts';
import {
  chosenTip,
  offeredPercents,
  tipChargeKey,
  tipPayMode,
  tipRefusal,
  type TipRefusal,
} from './rules.ts';
import { type TripRow, tripPayment, tripReads } from '../ride/store.ts';

/** What the tip services need: the payment services' deps, who to tell, the server's limit. */
export interface TipDeps extends PaymentDeps {
  notifier: RideNotifier;
  /** TIP_MAX_PERCENT: the most a tip may be, in percent of the agreed fare. */
  maxPercent: number;
}

/** The card a card tip is charged on (a saved card, or the card just used kept for the tip). */
interface TipCard {
  payment_method_id: string;
  brand: string;
  last4: string;
  /** A card not saved, kept on the rider's customer only for this tip (payments/service.ts). */
  keptForTip?: true;
}

/** How a tip of the trip is paid now, and why not on the card that paid it (a message key). */
interface TipState {
  refused: TipRefusal | null;
  mode: 'Card' | 'wallet' | null;
  card: TipCard | undefined;
  note: MessageKey | null;
}

const refusalError = (r: TipRefusal) => new AppError(r.status, r.key, r.params);

/** The rider's own trip (another rider's answers 404 like a missing one). */
async function ownTrip(deps: TipDeps, riderId: number, tripId: number): Promise<TripRow> {
  return ownedBy(await tripReads.findWithDriver(deps.db, tripId), riderId);
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
async function tipCard(
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

/** The tip step of a trip as it stands (decimal amounts); `card` only when a tip may be added. */
function optionsOf(deps: TipDeps, trip: TripRow, state: TipState): TipOptions {
  const fare = trip.user_offer_amt;
  return {
    trip_id: trip.trip_id,
    currency: trip.trip_currency,
    fare: toAmount(fare),
    max_amount: toAmount(maxTipOf(fare, deps.maxPercent)),
    percents: offeredPercents(fare, deps.maxPercent).map((o) => ({
      percent: o.percent,
      amount: toAmount(o.amount),
    })),
    pay_mode: trip.trip_pay_status === 'Paid' ? state.mode : null,
    card: state.card ? cardLabel(state.card.brand, state.card.last4) : null,
    note: state.note,
    tip:
      trip.tip_paid_at === null
        ? null
        : {
            amount: toAmount(trip.tip_amount),
            percent: trip.tip_percent,
            paid_at: trip.tip_paid_at,
          },
    refused: state.refused?.key ?? null,
  };
}

/**
 * Whether and how the trip may get a tip now. A card trip's tip goes on the card that paid it;
 * when that card cannot be charged again (a new card used once in the unpaid-trip popup that the
 * provider would not keep) it goes on a saved card, else on the wallet, and `note` says why.
 */
async function tipState(deps: TipDeps, trip: TripRow, now: number): Promise<TipState> {
  const refused = tipRefusal(trip, now);
  const mode = tipPayMode(trip);
  if (refused || mode !== 'Card') return { refused, mode, card: undefined, note: null };
  const { card, paidCardLost } = await tipCard(deps, trip);
  const note = paidCardLost ? 'tip.paidCardNotKept' : null;
  if (card) return { refused: null, mode: 'Card', card, note };
  return { refused: null, mode: 'wallet', card: undefined, note: 'tip.paidCardNotKept' };
}

/** tripapi/gettipoptions: what the tip step offers for the rider's own trip (404 otherwise). */
export async function tipOptions(
  deps: TipDeps,
  riderId: number,
  tripId: number,
  now: number,
): Promise<TipOptions> {
  const trip = await ownTrip(deps, riderId, tripId);
  return optionsOf(deps, trip, await tipState(deps, trip, now));
}

/**
 * Charges a card tip under the trip's tip claim and records it. The charge is an attempt written
 * with its idempotency key before the gateway call, in the claim's transaction (decision 026); a
 * tip charge a crash or a lost answer left open is asked about and recorded first, so a retry
 * never charges twice. A refusal releases the claim.
 */
async function payTipByCard(
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
  const claim = (trx: Trx) => tripPayment.claimTip(trx, trip.trip_id, now);
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
 * tripapi/addtip: the rider's tip on their own completed, paid trip, once. The server computes
 * the amount (a percent of the agreed fare) or checks the rider's (at most TIP_MAX_PERCENT of the
 * fare) and pays it the way the trip was paid: the saved card through the gateway (under a claim,
 * so concurrent tips make one charge), or the wallet in the same transaction as the record. The
 * driver is told once it is recorded. Answers the tip step as it now stands.
 */
export async function addTip(
  deps: TipDeps,
  riderId: number,
  request: z.output<typeof addTipRequestSchema>,
  now: number,
): Promise<TipOptions> {
  const trip = await ownTrip(deps, riderId, request.trip_id);
  const { refused, card } = await tipState(deps, trip, now);
  if (refused) throw refusalError(refused);
  const tip = chosenTip(
    request,
    { cents: trip.user_offer_amt, currency: trip.trip_currency },
    deps.maxPercent,
  );
  if ('refused' in tip) throw refusalError(tip.refused);
  // A card tip goes on the card tipState found; without one (a wallet trip, or no card left to
  // charge) the wallet pays it.
  const tipped = card
    ? await payTipByCard(deps, trip, card, tip, now)
    : (await settleTip(deps, { tripId: trip.trip_id, riderId, ...tip, mode: 'wallet', now })).trip;
  tellDriver(deps, tipped);
  if (card?.keptForTip) await releaseKeptCard(deps, card);
  const after = tipRefusal(tipped, now);
  return optionsOf(deps, tipped, {
    refused: after,
    mode: tipPayMode(tipped),
    card: undefined,
    note: null,
  });
}

/**
 * A card the rider did not save was kept on their customer for this one tip: once the tip is
 * paid it is detached, so the provider keeps no card the rider did not ask to keep. Best effort:
 * a failure is logged (the card stays unlisted and unused).
 */
async function releaseKeptCard(deps: TipDeps, card: TipCard): Promise<void> {
  try {
    await deps.payments.detachPaymentMethod(card.payment_method_id);
  } catch (err) {
    deps.log.warn({ err }, 'card kept for a tip not detached');
  }
}

/** The driver hears of the tip (push `tip`), best effort. */
function tellDriver(deps: TipDeps, trip: TripRow): void {
  if (trip.driver_id === null) return;
  const notices = new Notices();
  notices.toDriver(trip.driver_id, {
    trip_status: 'tip',
    data: {
      trip_id: trip.trip_id,
      tip_amount: toAmount(trip.tip_amount),
      tip_percent: trip.tip_percent,
      currency: trip.trip_currency,
    },
  });
  notices.send(deps);
}

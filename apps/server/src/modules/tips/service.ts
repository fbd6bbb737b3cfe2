import type { z } from 'zod';
import { toAmount } from '@fairfare/contracts/fare';
import { maxTipOf, type addTipRequestSchema, type TipOptions } from '@fairfare/contracts/tips';
import type { GatewayIntent } from '../../adapters/payments/gateway.ts';
import type { Trx } from '../../db/database.ts';
import { AppError, conflict } from '../../http/errors.ts';
import type { RideNotifier } from '../../realtime/notifier.ts';
import { ownedBy } from '../auth/ownership.ts';
import { asPaymentFailure, ensureCustomer, type PaymentDeps } from '../payments/gateway-calls.ts';
import { chargeCurrency } from '../payments/intents.ts';
import { paymentsRepo } from '../payments/repo.ts';
import {
  openAttempt,
  resumeOpenAttempt,
  runAttempt,
  type NewAttempt,
} from '../payments/attempts.ts';
import { settleTip } from '../payments/tip-settle.ts';
import { cardLabel } from '../receipts/rules.ts';
import { Notices } from '../ride/deps.ts';
import { tripsRepo, type TripRow } from '../trips/repo.ts';
import {
  chosenTip,
  offeredPercents,
  tipChargeKey,
  tipPayMode,
  tipRefusal,
  type TipRefusal,
} from './rules.ts';

/** What the tip services need: the payment services' deps, who to tell, the server's limit. */
export interface TipDeps extends PaymentDeps {
  notifier: RideNotifier;
  /** TIP_MAX_PERCENT: the most a tip may be, in percent of the agreed fare. */
  maxPercent: number;
}

type SavedCardRow = NonNullable<Awaited<ReturnType<typeof paymentsRepo.findCard>>>;

const refusalError = (r: TipRefusal) => new AppError(r.status, r.key, r.params);

/** The rider's own trip (another rider's answers 404 like a missing one). */
async function ownTrip(deps: TipDeps, riderId: number, tripId: number): Promise<TripRow> {
  return ownedBy(await tripsRepo.findWithDriver(deps.db, tripId), riderId);
}

/**
 * The saved card a card tip is charged on: the card that paid the trip when it is a saved card
 * of the rider, else the trip's own saved card (the one it was accepted with); undefined when
 * neither is a saved card of the rider any more.
 */
async function tipCard(deps: TipDeps, trip: TripRow): Promise<SavedCardRow | undefined> {
  const own = async (id: string | null | undefined) => {
    const card = id ? await paymentsRepo.findCard(deps.db, id) : undefined;
    return card?.user_id === trip.user_id ? card : undefined;
  };
  const onTrip = await own(trip.payment_card_id);
  const fare = await paymentsRepo.tripSettlement(deps.db, trip.trip_id);
  if (!fare || fare.pay_mode !== 'Card') return onTrip;
  if (onTrip && onTrip.brand === fare.card_brand && onTrip.last4 === fare.card_last4) return onTrip;
  // Paid with another card (from the unpaid-trip popup): the one its intent was confirmed with.
  let intent: GatewayIntent | undefined;
  try {
    intent = fare.gateway_ref
      ? await deps.payments.retrievePaymentIntent(fare.gateway_ref)
      : undefined;
  } catch (err) {
    deps.log.warn({ err, tripId: trip.trip_id }, 'card of a trip payment not read');
  }
  return (await own(intent?.paymentMethod)) ?? onTrip;
}

/** The tip step of a trip as it stands (decimal amounts); `card` only when a tip may be added. */
function optionsOf(
  deps: TipDeps,
  trip: TripRow,
  refused: TipRefusal | null,
  card: SavedCardRow | undefined,
): TipOptions {
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
    pay_mode: trip.trip_pay_status === 'Paid' ? tipPayMode(trip) : null,
    card: card ? cardLabel(card.brand, card.last4) : null,
    tip:
      trip.tip_paid_at === null
        ? null
        : {
            amount: toAmount(trip.tip_amount),
            percent: trip.tip_percent,
            paid_at: trip.tip_paid_at,
          },
    refused: refused?.key ?? null,
  };
}

/** Whether and how the trip may get a tip now, with the card a card tip would be charged on. */
async function tipState(
  deps: TipDeps,
  trip: TripRow,
  now: number,
): Promise<{ refused: TipRefusal | null; card: SavedCardRow | undefined }> {
  const refused = tipRefusal(trip, now);
  if (refused || tipPayMode(trip) !== 'Card') return { refused, card: undefined };
  const card = await tipCard(deps, trip);
  return { refused: card ? null : { status: 409, key: 'tip.noCard' }, card };
}

/** tripapi/gettipoptions: what the tip step offers for the rider's own trip (404 otherwise). */
export async function tipOptions(
  deps: TipDeps,
  riderId: number,
  tripId: number,
  now: number,
): Promise<TipOptions> {
  const trip = await ownTrip(deps, riderId, tripId);
  const { refused, card } = await tipState(deps, trip, now);
  return optionsOf(deps, trip, refused, card);
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
  card: SavedCardRow,
  tip: { amount: number; percent: number | null },
  now: number,
): Promise<TripRow> {
  const earlier = await resumeOpenAttempt(deps, trip.trip_id, 'tip', now).catch((err: unknown) => {
    throw asPaymentFailure(deps, err);
  });
  if (earlier) return (await tripsRepo.findWithDriver(deps.db, trip.trip_id)) ?? trip;
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
  const claim = (trx: Trx) => paymentsRepo.claimTip(trx, trip.trip_id, now);
  if (!(await openAttempt(deps, attempt, now, claim))) {
    const fresh = await tripsRepo.findWithDriver(deps.db, trip.trip_id);
    throw conflict(fresh && fresh.tip_paid_at !== null ? 'tip.alreadyTipped' : 'tip.inProgress');
  }
  const outcome = await runAttempt(deps, attempt, now).catch((err: unknown) => {
    throw asPaymentFailure(deps, err);
  });
  if (outcome.state === 'failed') throw asPaymentFailure(deps, outcome.error);
  if (outcome.state === 'pending') throw conflict('tip.inProgress');
  const tipped = await tripsRepo.findWithDriver(deps.db, trip.trip_id);
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
  // tipState found the card of a card trip (else it refused); a wallet trip has none.
  const tipped = card
    ? await payTipByCard(deps, trip, card, tip, now)
    : (await settleTip(deps, { tripId: trip.trip_id, riderId, ...tip, mode: 'wallet', now })).trip;
  tellDriver(deps, tipped);
  return optionsOf(deps, tipped, tipRefusal(tipped, now), undefined);
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

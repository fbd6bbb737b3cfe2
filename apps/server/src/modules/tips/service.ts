import type { z } from 'zod';
import { toAmount } from '@fairfare/contracts/fare';
import type { MessageKey } from '@fairfare/contracts/messages';
import { maxTipOf, type addTipRequestSchema, type TipOptions } from '@fairfare/contracts/tips';
import { AppError } from '../../http/errors.ts';
import { ownedBy } from '../auth/ownership.ts';
import { settleTip } from '../payments/tip-settle.ts';
import { cardLabel } from '../receipts/rules.ts';
import { Notices } from '../ride/deps.ts';
import { payTipByCard, releaseKeptCard, tipCard, type TipCard, type TipDeps } from './card.ts';
import { chosenTip, offeredPercents, tipPayMode, tipRefusal, type TipRefusal } from './rules.ts';
import { type TripRow, tripReads } from '../ride/store.ts';

export type { TipDeps };

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

import { randomInt } from 'node:crypto';
import { OPEN_OFFER_STATUSES, type OfferStatus } from '@fairfare/contracts/offers';
import { OPEN_REQUEST_STATUSES, type TripStatus } from '@fairfare/contracts/trips';
import { isClaimActive } from './claims.ts';

/**
 * The trip's life (docs/product/states.md, docs/product/rules.md), pure: who may move a trip from which status to which.
 * Services turn a move into a guarded `UPDATE … WHERE trip_status IN (sources)` so that a race
 * has one winner; this table is the one place that says what the sources are.
 */
/** `staff`: support ending a stuck trip from the back office (issue 30, decision 040). */
export type Actor = 'rider' | 'driver' | 'system' | 'staff';

type Moves = Readonly<Partial<Record<TripStatus, readonly Actor[]>>>;

export const TRIP_MOVES: Readonly<Record<TripStatus, Moves>> = {
  // A driver's first offer turns a request into `offer` (and further drivers' offers keep it
  // there); the rider accepts one (`assigned` for a ride booked for later); nobody accepting in
  // time ends it as `expired`.
  request: {
    offer: ['driver'],
    accept: ['rider'],
    assigned: ['rider'],
    cancel: ['rider', 'staff'],
    expired: ['system'],
  },
  offer: {
    offer: ['driver'],
    accept: ['rider'],
    assigned: ['rider'],
    cancel: ['rider', 'staff'],
    expired: ['system'],
  },
  assigned: { arrive: ['driver'], cancel: ['rider', 'staff'], p_cancel_pickup: ['driver'] },
  accept: { arrive: ['driver'], cancel: ['rider', 'staff'], p_cancel_pickup: ['driver'] },
  arrive: { begin: ['driver'], cancel: ['rider', 'staff'], p_cancel_pickup: ['driver'] },
  // Once begun the rider can no longer cancel; the driver completes or cancels at the drop, and
  // support may end a ride that got stuck (no fee).
  begin: { completed: ['driver'], p_cancel_drop: ['driver'], cancel: ['staff'] },
  // A cancellation fee once paid (payments work).
  cancel: { paid_cancel: ['system'] },
  completed: {},
  p_cancel_pickup: {},
  p_cancel_drop: {},
  expired: {},
  paid_cancel: {},
};

/** Whether `actor` may move a trip from `from` to `to`. */
export function canMove(from: TripStatus, to: TripStatus, actor: Actor): boolean {
  return TRIP_MOVES[from][to]?.includes(actor) ?? false;
}

/** The statuses from which `actor` may move a trip to `to` (the guard of the UPDATE). */
export function sourcesOf(to: TripStatus, actor: Actor): TripStatus[] {
  return (Object.keys(TRIP_MOVES) as TripStatus[]).filter((from) => canMove(from, to, actor));
}

/** Whether a trip in `status` is an open request: drivers may offer, the rider may raise it. */
export function isOpenRequest(status: string): boolean {
  return (OPEN_REQUEST_STATUSES as readonly string[]).includes(status);
}

/** One move of an offer (trip_requests.status): who makes it, from which statuses, to which. */
export interface OfferMove {
  actor: Actor;
  from: readonly OfferStatus[];
  to: OfferStatus;
}

/**
 * An offer's life, by move: the one place that says from which statuses each move may start (the
 * guard of its `UPDATE … WHERE status IN (from)`). A driver's first offer on a trip is an insert
 * in `offer`; `send` is a driver replacing their own offer.
 */
export const OFFER_MOVES = {
  /** The driver offers again: replaces their offer while it is open or after it expired. */
  send: { actor: 'driver', from: ['offer', 'counter', 'expired'], to: 'offer' },
  /** The rider counters one driver's open offer (again, while it is countered). */
  counter: { actor: 'rider', from: OPEN_OFFER_STATUSES, to: 'counter' },
  /** The driver takes the rider's counter-offer, or counters it once more. */
  answer: { actor: 'driver', from: ['counter'], to: 'offer' },
  /** The driver declines the rider's counter-offer. */
  refuseCounter: { actor: 'driver', from: ['counter'], to: 'declined' },
  /** The rider declines one driver's open offer. */
  decline: { actor: 'rider', from: OPEN_OFFER_STATUSES, to: 'declined' },
  /** The rider accepts one open offer… */
  accept: { actor: 'rider', from: OPEN_OFFER_STATUSES, to: 'accepted' },
  /** …and the trip's other open offers lose (also when the rider cancels the trip). */
  lose: { actor: 'system', from: OPEN_OFFER_STATUSES, to: 'rejected' },
  /** Not answered within its validity, or its request expired. */
  expire: { actor: 'system', from: OPEN_OFFER_STATUSES, to: 'expired' },
} as const satisfies Record<string, OfferMove>;

/** Whether `move` may start from an offer in `status`. */
export function offerMayMove(move: OfferMove, status: string): boolean {
  return (move.from as readonly string[]).includes(status);
}

/**
 * The trip's pay state (decision 064), read from its columns: `unpaid` (trip_pay_status Unpaid,
 * no live claim), `claimed` (Unpaid, one card payment under way: pay_claimed_at younger than
 * PAY_CLAIM_TTL_MS), `paid`. Its tip's: `untipped`, `tip_claimed` (one card tip under way),
 * `tipped` (tip_paid_at set). A claim older than the TTL counts as none (a crashed charge).
 */
export type PayState = 'unpaid' | 'claimed' | 'paid';
export type TipState = 'untipped' | 'tip_claimed' | 'tipped';

/** One move of the trip's pay state or its tip's: from which states, to which. */
export interface PayMove<S extends string> {
  from: readonly S[];
  to: S;
}

/**
 * The payment's moves, the one place that says from which pay states each may start: the guards
 * of trip-payment-repo.ts are built from `from` (payGuard), one UPDATE each, as a trip's status
 * move's are from TRIP_MOVES. A move not listed from a state changes nothing.
 */
export const PAY_MOVES = {
  /** One card payment claims the unpaid trip (concurrent claims: one wins). */
  claim: { from: ['unpaid'], to: 'claimed' },
  /** The claimant holds its own claim (and locks the row) while it records what it did. */
  keep: { from: ['claimed'], to: 'claimed' },
  /** The card failed: its own claim is given back. */
  release: { from: ['claimed'], to: 'unpaid' },
  /** The provider reports a failed charge: whatever claim the unpaid trip has is given back. */
  releaseAny: { from: ['unpaid', 'claimed'], to: 'unpaid' },
  /** Settled (wallet, card, cash, a paid fee): Paid, the claim cleared. Once. */
  pay: { from: ['unpaid', 'claimed'], to: 'paid' },
} as const satisfies Record<string, PayMove<PayState>>;

/** The tip's moves (only a completed, paid trip is tipped: markTipPaid's other guard). */
export const TIP_MOVES = {
  /** One card tip claims the trip (concurrent tips: one is charged). */
  claim: { from: ['untipped'], to: 'tip_claimed' },
  /** The card failed: its own tip claim is given back. */
  release: { from: ['tip_claimed'], to: 'untipped' },
  /** The provider reports a failed tip charge: whatever tip claim there is is given back. */
  releaseAny: { from: ['untipped', 'tip_claimed'], to: 'untipped' },
  /** A card tip charged under its claim is recorded, once. */
  tipCharged: { from: ['untipped', 'tip_claimed'], to: 'tipped' },
  /** A wallet tip, once, and only while no card tip is being charged. */
  tipFromWallet: { from: ['untipped'], to: 'tipped' },
} as const satisfies Record<string, PayMove<TipState>>;

/** The trip's pay state at `now`. */
export function payStateOf(
  trip: { trip_pay_status: string; pay_claimed_at: number | null },
  now: number,
): PayState {
  if (trip.trip_pay_status === 'Paid') return 'paid';
  return isClaimActive(trip.pay_claimed_at, now) ? 'claimed' : 'unpaid';
}

/** Its tip's state at `now`. */
export function tipStateOf(
  trip: { tip_paid_at: number | null; tip_claimed_at: number | null },
  now: number,
): TipState {
  if (trip.tip_paid_at !== null) return 'tipped';
  return isClaimActive(trip.tip_claimed_at, now) ? 'tip_claimed' : 'untipped';
}

/** Whether `move` may start from `state` (the table above, as the guards read it). */
export function payMayMove<S extends string>(move: PayMove<S>, state: S): boolean {
  return move.from.includes(state);
}

/** The trip's stored pay mode of a card trip (the booking's city_pay_options name). */
export const CARD_PAY_MODE = 'stripe';

/** A Card trip that keeps a saved card to be charged on at completion (or for its fee). */
export function chargesSavedCard(trip: {
  trip_pay_mode: string;
  payment_card_id: string | null;
}): boolean {
  return trip.trip_pay_mode === CARD_PAY_MODE && trip.payment_card_id !== null;
}

/** The status an accepted offer gives: `assigned` for a ride booked for later, else `accept`. */
export function acceptedStatus(isRideLater: boolean): 'assigned' | 'accept' {
  return isRideLater ? 'assigned' : 'accept';
}

export const OTP_DIGITS = 4;
/** Wrong OTPs a driver may give for a trip before waiting OTP_LOCK_MS (10 000 codes to guess). */
export const OTP_MAX_FAILURES = 5;
export const OTP_LOCK_MS = 5 * 60_000;

/** The trip's one-time code (docs/product/constants.md: 4 random digits), from a cryptographic generator. */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
}

export interface FeeRules {
  /** The free-cancellation countdown (constant timer_value) in ms. */
  timerMs: number;
  /** A ride booked for later is also free to cancel until this long before its time (ms). */
  scheduleLeadMs: number;
  /** The city's cancellation fee in cents. */
  cityFeeCents: number;
}

/**
 * docs/product/rules.md Cancel: when the rider's free window to cancel ends. Free before any driver was
 * assigned (tm_acc null: null, the window has no end yet) and while the countdown runs (timer
 * value from tm_acc); a ride booked for later, whose overlay shows no countdown, is also free
 * until it goes out to drivers (its time minus the schedule lead).
 */
export function freeCancelUntil(
  trip: { tm_acc: number | null; is_ride_later: number; trip_date: number },
  rules: Pick<FeeRules, 'timerMs' | 'scheduleLeadMs'>,
): number | null {
  if (trip.tm_acc === null) return null;
  const countdownEnd = trip.tm_acc + rules.timerMs;
  return trip.is_ride_later === 1
    ? Math.max(countdownEnd, trip.trip_date - rules.scheduleLeadMs)
    : countdownEnd;
}

/** What cancelling a trip costs, now and after its free window (cancelTermsAt). */
export interface CancelTerms {
  /** What cancelling at `now` owes, in cents (0: free). */
  fee: number;
  /** What cancelling owes once the free window has ended, in cents. */
  feeAfter: number;
  /** When the free window ends (epoch ms); null while no driver is assigned (free, no end). */
  freeUntil: number | null;
}

/**
 * The one fee rule (docs/product/rules.md Cancelling, decision 060): cancelling is free until the
 * free window ends (freeCancelUntil: the countdown's end, for a ride for later also its dispatch)
 * and costs the city's fee from that very moment on — the moment the rider's screen shows
 * "Timer expired". Nothing else moves it: not where the driver is, not what they did.
 */
export function cancelTermsAt(
  trip: { tm_acc: number | null; is_ride_later: number; trip_date: number },
  now: number,
  rules: FeeRules,
): CancelTerms {
  const freeUntil = freeCancelUntil(trip, rules);
  const feeAfter = feeAfterFreeWindow(rules);
  const fee = freeUntil === null || now < freeUntil ? 0 : feeAfter;
  return { fee, feeAfter, freeUntil };
}

/** The fee in cents owed once the free window has ended: the city's, whole and never negative. */
export function feeAfterFreeWindow(rules: Pick<FeeRules, 'cityFeeCents'>): number {
  return Math.max(0, Math.round(rules.cityFeeCents));
}

/** Whether a ride booked for later is due to go out to drivers (always true for a ride now). */
export function isDue(
  trip: { is_ride_later: number; trip_date: number },
  now: number,
  scheduleLeadMs: number,
): boolean {
  return trip.is_ride_later !== 1 || trip.trip_date - scheduleLeadMs <= now;
}

/**
 * The popups after a ride (docs/product/screens.md ride overlay 4–7) as a pure reducer: which popup shows, for
 * which trip. The overlay feeds it the trip that ended (push, polling, the rider's cancel) and
 * the unpaid trip found on page load; the popups feed it the rider's choices.
 */
import { RESENDABLE_TRIP_STATUSES, type Trip } from '@fairfare/contracts/trips';

/**
 * unpaid: the unpaid-trip popup (4); select: 'Select Payment Method'; card: the payment popup (5);
 * thanks: the thank-you popup (6), with the tip step after a completed ride; summary: the paid, completed trip (7); cancelled: the rider's
 * own cancellation that owes nothing (free, or its fee already charged to the card) is confirmed;
 * resend: a request no driver answered, or whose driver cancelled, offered to be sent again;
 * cash: the rider chose cash, and the driver is to confirm it (only that makes the trip Paid).
 */
export type AfterRideView =
  'unpaid' | 'select' | 'card' | 'thanks' | 'summary' | 'cancelled' | 'resend' | 'cash';

export interface AfterRideState {
  view: AfterRideView | null;
  trip: Trip | null;
  /**
   * Trips already shown in this page view: closing the unpaid popup hides it until the next load,
   * so the unpaid-trip query (refetched on focus) does not bring them back.
   */
  seen: number[];
}

export type AfterRideAction =
  /** A trip ended just now (completed, or cancelled with a fee). */
  | { type: 'ended'; trip: Trip }
  /** The unpaid-trip query found one (page load, window focus). */
  | { type: 'found'; trip: Trip }
  /** The trip changed (rated): keep the newer copy. */
  | { type: 'updated'; trip: Trip }
  | { type: 'choosePayment' }
  | { type: 'chooseCard' }
  | { type: 'back' }
  | { type: 'paid'; trip: Trip }
  /** The rider chose cash (the server's answer: Unpaid until the driver confirms, or Paid). */
  | { type: 'cashChosen'; trip: Trip }
  /** The trip was paid elsewhere (the driver confirmed the cash): its copy read after the news. */
  | { type: 'settled'; trip: Trip }
  | { type: 'close' };

export const initialAfterRide: AfterRideState = { view: null, trip: null, seen: [] };

export function isPaid(trip: Trip): boolean {
  return trip.trip_pay_status.toLowerCase() === 'paid';
}

/** The trip still owes money: ended (completed or cancelled with a fee), unpaid, no charge under way, amount > 0. */
export function owesMoney(trip: Trip): boolean {
  const ended = trip.trip_status === 'completed' || trip.cancel_fee > 0;
  // a charge of its saved card under way is not something to pay again
  return ended && !isPaid(trip) && !trip.trip_pay_pending && trip.trip_pay_amount > 0;
}

/** Only a completed ride is rated (not a cancellation with a fee). */
export function canRate(trip: Trip): boolean {
  return trip.trip_status === 'completed';
}

/**
 * The thank-you popup offers a tip (issue 14) after a completed ride, not after a cancellation
 * fee; the server decides the rest (paid, by card or wallet, not tipped yet).
 */
export function canTip(trip: Trip): boolean {
  return trip.trip_status === 'completed' && isPaid(trip);
}

/** The popups in which the trip is still to be paid. */
const PAYING_VIEWS: ReadonlySet<AfterRideView> = new Set(['unpaid', 'select', 'card', 'cash']);

function isSameTrip(state: AfterRideState, trip: Trip): boolean {
  return state.trip?.trip_id === trip.trip_id;
}

function remember(seen: number[], tripId: number): number[] {
  return seen.includes(tripId) ? seen : [...seen, tripId];
}

export function afterRideReducer(state: AfterRideState, action: AfterRideAction): AfterRideState {
  switch (action.type) {
    case 'ended': {
      const { trip } = action;
      // a copy read before the trip got paid, answered after the news that it is: kept as is
      if (isSameTrip(state, trip) && state.trip && isPaid(state.trip) && !isPaid(trip)) {
        return state;
      }
      const seen = remember(state.seen, trip.trip_id);
      if (owesMoney(trip)) return { view: 'unpaid', trip, seen };
      // paid at completion (a Card trip charged on its saved card): thank-you, then the summary
      if (trip.trip_status === 'completed' && isPaid(trip)) return { view: 'thanks', trip, seen };
      // the rider's own cancellation: free, or its fee already charged to the ride's card (the
      // server answers that one as paid_cancel)
      if (trip.trip_status === 'cancel' || trip.trip_status === 'paid_cancel') {
        return { view: 'cancelled', trip, seen };
      }
      if ((RESENDABLE_TRIP_STATUSES as readonly string[]).includes(trip.trip_status)) {
        return { view: 'resend', trip, seen };
      }
      return { ...state, seen };
    }
    case 'found': {
      const { trip } = action;
      if (state.view !== null || state.seen.includes(trip.trip_id) || !owesMoney(trip)) {
        return state;
      }
      return { view: 'unpaid', trip, seen: remember(state.seen, trip.trip_id) };
    }
    case 'updated':
      return state.trip?.trip_id === action.trip.trip_id ? { ...state, trip: action.trip } : state;
    case 'choosePayment':
      return state.view === 'unpaid' ? { ...state, view: 'select' } : state;
    case 'chooseCard':
      return state.view === 'select' ? { ...state, view: 'card' } : state;
    case 'back':
      if (state.view === 'card') return { ...state, view: 'select' };
      if (state.view === 'select') return { ...state, view: 'unpaid' };
      return state;
    case 'paid':
      return {
        view: 'thanks',
        trip: action.trip,
        seen: remember(state.seen, action.trip.trip_id),
      };
    case 'cashChosen':
      if (isPaid(action.trip)) return afterRideReducer(state, { type: 'paid', trip: action.trip });
      return state.view === 'select' ? { ...state, view: 'cash', trip: action.trip } : state;
    case 'settled': {
      const { trip } = action;
      if (!isPaid(trip)) return state;
      // the popup about paying this trip (or the wait for the driver) turns to thank-you
      if (isSameTrip(state, trip) && state.view !== null && PAYING_VIEWS.has(state.view)) {
        return afterRideReducer(state, { type: 'paid', trip });
      }
      // its end not shown yet (the news came first): it ended paid
      if (state.view === null && !state.seen.includes(trip.trip_id)) {
        return afterRideReducer(state, { type: 'ended', trip });
      }
      return state;
    }
    case 'close':
      if (state.view === 'thanks' && state.trip && state.trip.trip_status === 'completed') {
        return { ...state, view: 'summary' };
      }
      return { ...state, view: null, trip: null };
  }
}

/** What Escape does in each popup: step back in the payment choice, close elsewhere. */
export function escapeAction(view: AfterRideView): AfterRideAction {
  return view === 'select' || view === 'card' ? { type: 'back' } : { type: 'close' };
}

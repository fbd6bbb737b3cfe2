import type { TimelineEvent } from '@fairfare/contracts/ops-support';
import { ENDED_TRIP_STATUSES } from '@fairfare/contracts/trips';
import {
  part,
  paymentParts,
  reasonPart,
  requestParts,
  statusChangeParts,
} from './timeline-parts.ts';
import type {
  TimelineOffer,
  TimelinePayment,
  TimelineRefund,
  TimelineStaffAction,
  TimelineStatusChange,
  TimelineTrip,
} from './timeline-records.ts';

// A trip's timeline for support (issue 30), built from what the records keep: the trip's own
// times, every offer with its counter-offer, every change of its status with who made it (the
// ride's history, migration 023), the payments, refunds, tip and rating, and what staff did.

/** 30.00 CAD */
export const moneyText = (cents: number, currency: string) =>
  `${(cents / 100).toFixed(2)} ${currency}`;

const OPEN_OFFERS = new Set(['offer', 'counter']);
const ACTORS: Record<string, string> = {
  rider: 'the rider',
  driver: 'the driver',
  staff: 'support',
  system: 'the system',
};

/** Why a status came about, where its name alone does not say. */
const STATUS_NOTES: Record<string, string> = {
  expired: ' (no offer was taken in time)',
  paid_cancel: ' (with a cancellation fee)',
  p_cancel_pickup: ' (at the pickup)',
  p_cancel_drop: ' (at the drop-off)',
};

function statusChangeText(c: TimelineStatusChange): string {
  const reason = c.reason ? ` (reason: ${c.reason})` : '';
  const note = STATUS_NOTES[c.to_status] ?? '';
  return `Status changed from ${c.from_status ?? 'none'} to ${c.to_status} by ${ACTORS[c.actor] ?? c.actor}${note}${reason}`;
}

/** The booking: for now or for later, and for whom when it is someone else. */
function requestText(trip: TimelineTrip, cur: string): string {
  const when = trip.is_ride_later === 1 ? 'booked for later' : 'requested for now';
  const forOther =
    trip.is_for_other === 1 ? ` for someone else (${trip.passenger_name ?? 'no name given'})` : '';
  return `Ride ${when}${forOther} from ${trip.trip_from_loc} to ${trip.trip_to_loc} (estimate ${moneyText(trip.estimated_fare, cur)})`;
}

/** The ratings, each at its time; one given before times were kept has none (shown last). */
function ratingEvents(trip: TimelineTrip): TimelineEvent[] {
  const events: TimelineEvent[] = [];
  if (trip.trip_rating !== null) {
    const feedback = trip.trip_feedback ? `: ${trip.trip_feedback}` : '';
    events.push({
      at: trip.rated_at,
      kind: 'rating',
      text: `Rider rated the ride ${trip.trip_rating} of 5${feedback}`,
      say: [
        trip.trip_feedback
          ? part('riderRatedWithFeedback', {
              rating: trip.trip_rating,
              feedback: trip.trip_feedback,
            })
          : part('riderRated', { rating: trip.trip_rating }),
      ],
    });
  }
  if (trip.rider_rating !== null) {
    events.push({
      at: trip.rider_rated_at,
      kind: 'rating',
      text: `Driver rated the rider ${trip.rider_rating} of 5`,
      say: [part('driverRated', { rating: trip.rider_rating })],
    });
  }
  return events;
}
const PAYMENT_KINDS: Record<string, string> = {
  trip: 'the ride',
  cancel_fee: 'the cancellation fee',
  tip: 'the tip',
  wallet_topup: 'a wallet top-up',
};

function paymentText(p: TimelinePayment, currency: string): string {
  const card = p.card_brand && p.card_last4 ? ` (${p.card_brand} •••• ${p.card_last4})` : '';
  const what = PAYMENT_KINDS[p.kind] ?? p.kind;
  const outcome =
    p.status === 'failed' ? `failed${p.failure_message ? `: ${p.failure_message}` : ''}` : p.status;
  return `${p.pay_mode} payment of ${moneyText(p.pay_amount, currency)} for ${what}${card} ${outcome}`;
}

/**
 * An offer's negotiation: every amount said, each round (the driver's offer, the rider's
 * counter-offer, the driver's answer: taking it or another amount). An offer made before the
 * amounts were kept shows its last offer and its last counter-offer.
 */
function negotiation(o: TimelineOffer, cur: string): TimelineEvent[] {
  const said = (key: string, amount: number) => [
    part(key, { driver: o.d_name, amount: amount / 100, currency: cur }),
  ];
  const offered = (at: number, amount: number): TimelineEvent => ({
    at,
    kind: 'offer',
    text: `${o.d_name} offered ${moneyText(amount, cur)}`,
    say: said('offered', amount),
  });
  const countered = (at: number, amount: number): TimelineEvent => ({
    at,
    kind: 'counter',
    text: `Rider countered ${o.d_name}'s offer with ${moneyText(amount, cur)}`,
    say: said('countered', amount),
  });
  const amounts = o.said ?? [];
  if (amounts.length === 0) {
    return [
      offered(o.created_at, o.offer_amt),
      ...(o.user_offer_amt === null ? [] : [countered(o.updated_at, o.user_offer_amt)]),
    ];
  }
  let counter: number | null = null;
  return amounts.map((s) => {
    if (s.said_by === 'rider') {
      counter = s.amount;
      return countered(s.at, s.amount);
    }
    const took = counter !== null && s.amount === counter;
    counter = null;
    return took
      ? {
          at: s.at,
          kind: 'offer',
          text: `${o.d_name} took the rider's counter-offer of ${moneyText(s.amount, cur)}`,
          say: said('tookCounter', s.amount),
        }
      : offered(s.at, s.amount);
  });
}

/**
 * Every event of the trip, oldest first; events without a time (a rating given before its time
 * was kept) come last. A trip whose
 * history does not reach its status now (booked before the history was kept) shows that status
 * as its last change.
 */
export function tripTimeline(
  trip: TimelineTrip,
  offers: readonly TimelineOffer[],
  statusChanges: readonly TimelineStatusChange[],
  payments: readonly TimelinePayment[],
  refunds: readonly TimelineRefund[],
  staff: readonly TimelineStaffAction[],
): TimelineEvent[] {
  const cur = trip.trip_currency;
  const events: TimelineEvent[] = [
    {
      at: trip.created_at,
      kind: 'request',
      text: requestText(trip, cur),
      say: requestParts(trip, cur),
    },
  ];
  // A ride for now goes to drivers as it is booked (its dispatched_at is the booking's time).
  if (trip.is_ride_later === 1 && trip.dispatched_at !== null) {
    events.push({
      at: trip.dispatched_at,
      kind: 'status',
      text: 'Sent to drivers (booked for later)',
      say: [part('sentToDrivers')],
    });
  }
  for (const o of offers) {
    events.push(...negotiation(o, cur));
    if (!OPEN_OFFERS.has(o.status)) {
      events.push({
        at: o.updated_at,
        kind: 'offer',
        text: `${o.d_name}'s offer ${o.status}`,
        say: [part('offerEnded', { driver: o.d_name, offerStatus: o.status })],
      });
    }
  }
  if (trip.tm_acc !== null) {
    events.push({
      at: trip.tm_acc,
      kind: 'status',
      text: `Offer taken: ${trip.d_name ?? 'a driver'} for ${moneyText(trip.user_offer_amt, cur)}`,
      say: [
        part(trip.d_name ? 'offerTaken' : 'offerTakenByADriver', {
          ...(trip.d_name ? { driver: trip.d_name } : {}),
          amount: trip.user_offer_amt / 100,
          currency: cur,
        }),
      ],
    });
  }
  if (trip.reminded_at !== null) {
    events.push({
      at: trip.reminded_at,
      kind: 'status',
      text: 'Rider reminded of the ride',
      say: [part('reminded')],
    });
  }
  // the booking's row (from none) is the request above
  for (const c of statusChanges) {
    if (c.from_status !== null)
      events.push({
        at: c.at,
        kind: 'status',
        text: statusChangeText(c),
        say: statusChangeParts(c),
      });
  }
  if (statusChanges.at(-1)?.to_status !== trip.trip_status) {
    const ended = (ENDED_TRIP_STATUSES as readonly string[]).includes(trip.trip_status);
    events.push({
      at: trip.updated_at,
      kind: 'status',
      text: `${ended ? 'Ended' : 'Now'}: ${trip.trip_status}${
        trip.trip_reason ? ` (reason: ${trip.trip_reason})` : ''
      }`,
      say: [
        part(ended ? 'endedAs' : 'nowAs', { status: trip.trip_status }),
        ...reasonPart(trip.trip_reason),
      ],
    });
  }
  for (const p of payments) {
    events.push({
      at: p.created_at,
      kind: 'payment',
      text: paymentText(p, cur),
      say: paymentParts(p, cur),
    });
  }
  for (const r of refunds) {
    const failed = r.status === 'failed' && r.failure_message ? `: ${r.failure_message}` : '';
    events.push({
      at: r.created_at,
      kind: 'refund',
      text: `Refund of ${moneyText(r.amount, cur)} ${r.status}${failed} — ${r.reason}`,
      say: [
        part('refund', { amount: r.amount / 100, currency: cur }),
        r.status === 'failed' && r.failure_message
          ? part('failedWith', { message: r.failure_message })
          : part(`outcome.${r.status}`),
        part('dashReason', { reason: r.reason }),
      ],
    });
  }
  if (trip.tip_paid_at !== null && trip.tip_amount > 0) {
    events.push({
      at: trip.tip_paid_at,
      kind: 'tip',
      text: `Tip of ${moneyText(trip.tip_amount, cur)}`,
      say: [part('tip', { amount: trip.tip_amount / 100, currency: cur })],
    });
  }
  for (const s of staff) {
    events.push({
      at: s.at,
      kind: 'staff',
      text: `${s.action} by ${s.email ?? 'the staff command'}${s.reason ? ` — ${s.reason}` : ''}`,
      say: [
        s.email
          ? part('staffAction', { action: s.action, email: s.email })
          : part('staffCommand', { action: s.action }),
        ...(s.reason ? [part('dashReason', { reason: s.reason })] : []),
      ],
    });
  }
  events.push(...ratingEvents(trip));
  // Stable: events of one time keep the order above (an offer before its counter).
  return events
    .map((event, i) => ({ event, i }))
    .sort(
      (a, b) =>
        (a.event.at ?? Number.POSITIVE_INFINITY) - (b.event.at ?? Number.POSITIVE_INFINITY) ||
        a.i - b.i,
    )
    .map(({ event }) => event);
}

import type { TimelinePart } from '@fairfare/contracts/ops-support';
import type { TimelinePayment, TimelineStatusChange, TimelineTrip } from './timeline-records.ts';

// The parts of a trip's timeline events that the back office says in its staff member's
// language (decision 065): a key of its `timeline` texts and the values it names (amounts
// decimal, in `currency`; statuses, actors and ways to pay as the service's codes). The English
// `text` of each event (timeline.ts) says the same.

/** A part of an event for the back office to say in its staff member's language (decision 065). */
export const part = (key: string, params?: TimelinePart['params']): TimelinePart =>
  params ? { key, params } : { key };

/** The `reason: …` part, when there is a reason. */
export const reasonPart = (reason: string | null | undefined): TimelinePart[] =>
  reason ? [part('reason', { reason })] : [];

/** The statuses whose note says why they came about (timeline.ts STATUS_NOTES). */
const STATUSES_WITH_NOTES = new Set(['expired', 'paid_cancel', 'p_cancel_pickup', 'p_cancel_drop']);

/** A change of the trip's status, who made it, why. */
export function statusChangeParts(c: TimelineStatusChange): TimelinePart[] {
  return [
    part('statusChanged', {
      fromStatus: c.from_status ?? 'none',
      toStatus: c.to_status,
      actor: c.actor,
    }),
    ...(STATUSES_WITH_NOTES.has(c.to_status) ? [part(`statusNote.${c.to_status}`)] : []),
    ...reasonPart(c.reason),
  ];
}

/** The booking: for now or for later, for whom, from where to where, the estimate. */
export function requestParts(trip: TimelineTrip, cur: string): TimelinePart[] {
  const name = trip.passenger_name;
  const forWhom = trip.is_for_other !== 1 ? '' : name ? 'ForOther' : 'ForSomeone';
  return [
    part(`request${trip.is_ride_later === 1 ? 'Later' : 'Now'}${forWhom}`, {
      from: trip.trip_from_loc,
      to: trip.trip_to_loc,
      estimate: trip.estimated_fare / 100,
      currency: cur,
      ...(forWhom === 'ForOther' && name ? { passenger: name } : {}),
    }),
  ];
}

/** A payment: how, how much, for what, with which card, and how it went. */
export function paymentParts(p: TimelinePayment, currency: string): TimelinePart[] {
  return [
    part('payment', {
      payMode: p.pay_mode,
      amount: p.pay_amount / 100,
      currency,
      paymentKind: p.kind,
    }),
    ...(p.card_brand && p.card_last4
      ? [part('card', { brand: p.card_brand, last4: p.card_last4 })]
      : []),
    p.status === 'failed' && p.failure_message
      ? part('failedWith', { message: p.failure_message })
      : part(`outcome.${p.status}`),
  ];
}

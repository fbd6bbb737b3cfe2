import { describe, expect, it } from 'vitest';
import { tripTimeline, type TimelineTrip } from './timeline.ts';

const TRIP: TimelineTrip = {
  trip_status: 'completed',
  trip_from_loc: 'Western University',
  trip_to_loc: 'Airport',
  estimated_fare: 2500,
  user_offer_amt: 2800,
  trip_currency: 'CAD',
  created_at: 1000,
  updated_at: 9000,
  dispatched_at: null,
  tm_acc: 4000,
  reminded_at: null,
  trip_pay_date: 9000,
  trip_reason: null,
  tip_amount: 300,
  tip_paid_at: 9500,
  trip_rating: 4.5,
  trip_feedback: 'Smooth',
  d_name: 'Dana',
};

describe('a trip timeline', () => {
  it('puts request, offers, counter, status, payment, refund, tip, staff in time order and the rating last', () => {
    const events = tripTimeline(
      TRIP,
      [
        {
          d_name: 'Dana',
          offer_amt: 3000,
          user_offer_amt: 2800,
          status: 'accepted',
          created_at: 2000,
          updated_at: 3000,
        },
      ],
      [
        {
          kind: 'trip',
          pay_mode: 'Card',
          status: 'succeeded',
          pay_amount: 2800,
          card_brand: 'visa',
          card_last4: '4242',
          failure_message: null,
          created_at: 8900,
        },
      ],
      [
        {
          amount: 500,
          status: 'succeeded',
          reason: 'Detour',
          failure_message: null,
          created_at: 9700,
        },
      ],
      [{ action: 'payment.refund', reason: 'Detour', at: 9700, email: 'support@fairfare.example' }],
    );
    expect(events.map((e) => [e.at, e.kind, e.text])).toEqual([
      [1000, 'request', 'Ride requested from Western University to Airport (estimate 25.00 CAD)'],
      [2000, 'offer', 'Dana offered 30.00 CAD'],
      [3000, 'counter', "Rider countered Dana's offer with 28.00 CAD"],
      [3000, 'offer', "Dana's offer accepted"],
      [4000, 'status', 'Offer taken: Dana for 28.00 CAD'],
      [8900, 'payment', 'Card payment of 28.00 CAD for the ride (visa •••• 4242) succeeded'],
      [9000, 'status', 'Ended: completed'],
      [9500, 'tip', 'Tip of 3.00 CAD'],
      [9700, 'refund', 'Refund of 5.00 CAD succeeded — Detour'],
      [9700, 'staff', 'payment.refund by support@fairfare.example — Detour'],
      [null, 'rating', 'Rated 4.5 of 5: Smooth'],
    ]);
  });

  it('says what an open trip is now, and a failed payment with its message', () => {
    const events = tripTimeline(
      { ...TRIP, trip_status: 'begin', tip_amount: 0, tip_paid_at: null, trip_rating: null },
      [],
      [
        {
          kind: 'cancel_fee',
          pay_mode: 'Card',
          status: 'failed',
          pay_amount: 500,
          card_brand: null,
          card_last4: null,
          failure_message: 'Your card was declined.',
          created_at: 5000,
        },
      ],
      [],
      [],
    );
    expect(events.map((e) => e.text)).toContain(
      'Card payment of 5.00 CAD for the cancellation fee failed: Your card was declined.',
    );
    expect(events.at(-1)).toEqual({ at: 9000, kind: 'status', text: 'Now: begin' });
  });
});

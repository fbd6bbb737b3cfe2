import { describe, expect, it } from 'vitest';
import type { TimelineStatusChange, TimelineTrip } from './timeline-records.ts';
import { tripTimeline } from './timeline.ts';

const TRIP: TimelineTrip = {
  trip_status: 'completed',
  is_ride_later: 0,
  is_for_other: 0,
  passenger_name: null,
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
  rated_at: null,
  rider_rating: null,
  rider_rated_at: null,
  d_name: 'Dana',
};

const change = (
  from_status: string | null,
  to_status: string,
  actor: string,
  at: number,
  reason: string | null = null,
): TimelineStatusChange => ({ from_status, to_status, actor, at, reason });

/** The history of TRIP's ride: booked, offered, accepted, arrived, begun, completed. */
const COMPLETED_RIDE = [
  change(null, 'request', 'rider', 1000),
  change('request', 'offer', 'driver', 2000),
  change('offer', 'accept', 'rider', 4000),
  change('accept', 'arrive', 'driver', 5000),
  change('arrive', 'begin', 'driver', 6000),
  change('begin', 'completed', 'driver', 8800),
];

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
      COMPLETED_RIDE,
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
      [
        1000,
        'request',
        'Ride requested for now from Western University to Airport (estimate 25.00 CAD)',
      ],
      [2000, 'offer', 'Dana offered 30.00 CAD'],
      [2000, 'status', 'Status changed from request to offer by the driver'],
      [3000, 'counter', "Rider countered Dana's offer with 28.00 CAD"],
      [3000, 'offer', "Dana's offer accepted"],
      [4000, 'status', 'Offer taken: Dana for 28.00 CAD'],
      [4000, 'status', 'Status changed from offer to accept by the rider'],
      [5000, 'status', 'Status changed from accept to arrive by the driver'],
      [6000, 'status', 'Status changed from arrive to begin by the driver'],
      [8800, 'status', 'Status changed from begin to completed by the driver'],
      [8900, 'payment', 'Card payment of 28.00 CAD for the ride (visa •••• 4242) succeeded'],
      [9500, 'tip', 'Tip of 3.00 CAD'],
      [9700, 'refund', 'Refund of 5.00 CAD succeeded — Detour'],
      [9700, 'staff', 'payment.refund by support@fairfare.example — Detour'],
      [null, 'rating', 'Rider rated the ride 4.5 of 5: Smooth'],
    ]);
  });

  it('says what an open trip is now, and a failed payment with its message', () => {
    const events = tripTimeline(
      { ...TRIP, trip_status: 'begin', tip_amount: 0, tip_paid_at: null, trip_rating: null },
      [],
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
    expect(events.at(-1)).toMatchObject({ at: 9000, kind: 'status', text: 'Now: begin' });
  });

  it('shows who ended a trip and why from its history, and the status now only where the history stops short of it', () => {
    const cancelled = [
      ...COMPLETED_RIDE.slice(0, 5),
      change('begin', 'cancel', 'staff', 7000, 'Driver app stuck'),
    ];
    const texts = (history: TimelineStatusChange[], trip_status: string) =>
      tripTimeline({ ...TRIP, trip_status }, [], history, [], [], [])
        .filter((e) => e.kind === 'status')
        .map((e) => [e.at, e.text]);

    expect(texts(cancelled, 'cancel').slice(-1)).toEqual([
      [7000, 'Status changed from begin to cancel by support (reason: Driver app stuck)'],
    ]);
    // a trip booked before the history was kept: only its booking's row, or none at all
    expect(texts(COMPLETED_RIDE.slice(0, 1), 'completed').slice(-1)).toEqual([
      [9000, 'Ended: completed'],
    ]);
    expect(texts([], 'arrive').slice(-1)).toEqual([[9000, 'Now: arrive']]);
  });

  it("shows every round of an offer's negotiation, with a counter-offer the driver took", () => {
    const texts = tripTimeline(
      { ...TRIP, trip_status: 'request', tm_acc: null, tip_paid_at: null, trip_rating: null },
      [
        {
          d_name: 'Dana',
          offer_amt: 2600,
          user_offer_amt: 2600,
          status: 'offer',
          created_at: 2000,
          updated_at: 2600,
          said: [
            { said_by: 'driver', amount: 3000, at: 2000 },
            { said_by: 'rider', amount: 2500, at: 2200 },
            { said_by: 'driver', amount: 2800, at: 2300 },
            { said_by: 'rider', amount: 2600, at: 2500 },
            { said_by: 'driver', amount: 2600, at: 2600 },
          ],
        },
      ],
      [change(null, 'request', 'rider', 1000), change('request', 'offer', 'driver', 2000)],
      [],
      [],
      [],
    )
      .filter((e) => e.kind === 'offer' || e.kind === 'counter')
      .map((e) => [e.at, e.text]);
    expect(texts).toEqual([
      [2000, 'Dana offered 30.00 CAD'],
      [2200, "Rider countered Dana's offer with 25.00 CAD"],
      [2300, 'Dana offered 28.00 CAD'],
      [2500, "Rider countered Dana's offer with 26.00 CAD"],
      [2600, "Dana took the rider's counter-offer of 26.00 CAD"],
    ]);
  });

  describe('reads true for every kind of trip (issue 39)', () => {
    const texts = (trip: Partial<TimelineTrip>, history: TimelineStatusChange[] = []) =>
      tripTimeline({ ...TRIP, ...trip }, [], history, [], [], []).map((e) => [e.at, e.text]);

    it('a ride for now is requested for now and not "booked for later", though it was dispatched', () => {
      const shown = texts({ dispatched_at: 1000 });
      expect(shown[0]).toEqual([
        1000,
        'Ride requested for now from Western University to Airport (estimate 25.00 CAD)',
      ]);
      expect(shown.map(([, text]) => text)).not.toContain('Sent to drivers (booked for later)');
    });

    it('a ride booked for later, and for someone else, says so and when it went to drivers', () => {
      const shown = texts({
        is_ride_later: 1,
        is_for_other: 1,
        passenger_name: 'Grandma Rose',
        dispatched_at: 3000,
      });
      expect(shown[0]?.[1]).toBe(
        'Ride booked for later for someone else (Grandma Rose) from Western University to Airport (estimate 25.00 CAD)',
      );
      expect(shown).toContainEqual([3000, 'Sent to drivers (booked for later)']);
    });

    it('says who cancelled (rider, driver at the pickup) and that an unanswered request expired', () => {
      const booked = change(null, 'request', 'rider', 1000);
      expect(
        texts({ trip_status: 'cancel' }, [booked, change('request', 'cancel', 'rider', 1500)]),
      ).toContainEqual([1500, 'Status changed from request to cancel by the rider']);
      expect(
        texts({ trip_status: 'p_cancel_pickup' }, [
          booked,
          change('arrive', 'p_cancel_pickup', 'driver', 1600, 'No show'),
        ]),
      ).toContainEqual([
        1600,
        'Status changed from arrive to p_cancel_pickup by the driver (at the pickup) (reason: No show)',
      ]);
      expect(
        texts({ trip_status: 'expired' }, [booked, change('request', 'expired', 'system', 1700)]),
      ).toContainEqual([
        1700,
        'Status changed from request to expired by the system (no offer was taken in time)',
      ]);
    });

    it('puts both ratings at the times they were given', () => {
      const shown = tripTimeline(
        { ...TRIP, rated_at: 9100, rider_rating: 5, rider_rated_at: 9050 },
        [],
        COMPLETED_RIDE,
        [],
        [],
        [],
      );
      expect(shown.at(-1)).toMatchObject({ at: 9500, kind: 'tip', text: 'Tip of 3.00 CAD' });
      expect(shown.filter((e) => e.kind === 'rating')).toMatchObject([
        { at: 9050, kind: 'rating', text: 'Driver rated the rider 5 of 5' },
        { at: 9100, kind: 'rating', text: 'Rider rated the ride 4.5 of 5: Smooth' },
      ]);
    });
  });
});

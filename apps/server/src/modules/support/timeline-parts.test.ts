import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TimelineTrip } from './timeline-records.ts';
import { tripTimeline } from './timeline.ts';

/**
 * Every timeline event carries its parts for the back office to say in the staff member's
 * language (decision 065), and every part names a text the back office has (its English texts,
 * apps/web/src/ops/shared/locales/en.json `timeline`; es and fr have the same keys, checked there).
 */
const opsTimelineTexts = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../web/src/ops/shared/locales/en.json'), 'utf8'),
).timeline as Record<string, unknown>;

function hasText(key: string): boolean {
  let node: unknown = opsTimelineTexts;
  for (const step of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[step];
  return typeof node === 'string';
}

const TRIP: TimelineTrip = {
  trip_status: 'p_cancel_pickup',
  is_ride_later: 1,
  is_for_other: 1,
  passenger_name: null,
  trip_from_loc: 'Western University',
  trip_to_loc: 'Airport',
  estimated_fare: 2500,
  user_offer_amt: 2800,
  trip_currency: 'CAD',
  created_at: 1000,
  updated_at: 9000,
  dispatched_at: 1500,
  tm_acc: 4000,
  reminded_at: 3500,
  trip_pay_date: null,
  trip_reason: 'Rider not there',
  tip_amount: 300,
  tip_paid_at: 9500,
  trip_rating: 4,
  trip_feedback: null,
  rated_at: 9600,
  rider_rating: 5,
  rider_rated_at: 9700,
  d_name: null,
};

describe('a trip timeline’s parts', () => {
  it('are on every event, and each names a text of the back office', () => {
    const events = tripTimeline(
      TRIP,
      [
        {
          d_name: 'Dana',
          offer_amt: 3000,
          user_offer_amt: null,
          status: 'expired',
          created_at: 2000,
          updated_at: 3000,
          said: [
            { said_by: 'driver', amount: 3000, at: 2000 },
            { said_by: 'rider', amount: 2800, at: 2100 },
            { said_by: 'driver', amount: 2800, at: 2200 },
          ],
        },
      ],
      [
        { from_status: null, to_status: 'request', actor: 'rider', at: 1000, reason: null },
        { from_status: 'request', to_status: 'expired', actor: 'system', at: 5000, reason: null },
      ],
      [
        {
          kind: 'cancel_fee',
          pay_mode: 'stripe',
          status: 'failed',
          pay_amount: 500,
          card_brand: 'visa',
          card_last4: '4242',
          failure_message: 'Your card was declined.',
          created_at: 6000,
        },
      ],
      [
        {
          amount: 500,
          status: 'pending',
          reason: 'Detour',
          failure_message: null,
          created_at: 7000,
        },
      ],
      [
        { action: 'trip.cancel', reason: 'Stuck', at: 8000, email: null },
        { action: 'payment.refund', reason: null, at: 8100, email: 'support@fairfare.example' },
      ],
    );
    const kinds = new Set(events.map((e) => e.kind));
    expect(kinds.size).toBeGreaterThanOrEqual(8);
    for (const event of events) {
      expect(event.say?.length, event.text).toBeGreaterThan(0);
      for (const part of event.say ?? []) expect(hasText(part.key), part.key).toBe(true);
    }
  });
});

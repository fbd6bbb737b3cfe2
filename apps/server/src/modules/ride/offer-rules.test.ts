import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageText } from '@fairfare/contracts/messages';
import { amountProblem, isOfferOpen, offerExpiresAt, raiseProblem } from './offer-rules.ts';

const trip = { min_amount: 1696, max_amount: 4240 };

describe('offer and counter-offer bounds', () => {
  it('accepts the bounds themselves and anything between', () => {
    expect(amountProblem(1696, trip)).toBeNull();
    expect(amountProblem(2500, trip)).toBeNull();
    expect(amountProblem(4240, trip)).toBeNull();
  });

  it('refuses below the minimum and above the maximum with the spec wording', () => {
    const low = amountProblem(1695, trip);
    expect(low).toEqual({ key: 'ride.counterTooLow', params: { min: 16.96 } });
    expect(messageText(low?.key ?? '', low?.params)).toBe(
      'Please enter an amount greater than or equal to 16.96',
    );
    const high = amountProblem(4241, trip);
    expect(high).toEqual({ key: 'ride.counterTooHigh', params: { max: 42.4 } });
    expect(messageText(high?.key ?? '', high?.params)).toBe(
      'Please enter an amount greater than or equal to 42.4',
    );
  });
});

describe('offer validity', () => {
  it('an offer is open while offered or countered and before it expires', () => {
    const now = 1_000_000;
    const expiresAt = offerExpiresAt(now, 60_000);
    expect(expiresAt).toBe(1_060_000);
    expect(isOfferOpen({ status: 'offer', expires_at: expiresAt }, now)).toBe(true);
    expect(isOfferOpen({ status: 'counter', expires_at: expiresAt }, expiresAt - 1)).toBe(true);
    expect(isOfferOpen({ status: 'offer', expires_at: expiresAt }, expiresAt)).toBe(false);
    for (const status of ['accepted', 'rejected', 'declined', 'expired']) {
      expect(isOfferOpen({ status, expires_at: expiresAt }, now)).toBe(false);
    }
  });
});

describe('raising the fare of an open request', () => {
  const open = { ...trip, user_offer_amt: 2500 };

  it('takes only a higher fare, within the bounds', () => {
    expect(raiseProblem(2501, open)).toBeNull();
    expect(raiseProblem(4240, open)).toBeNull();
    expect(raiseProblem(2500, open)).toEqual({
      key: 'ride.raiseNotHigher',
      params: { current: 25 },
    });
    expect(raiseProblem(2000, open)?.key).toBe('ride.raiseNotHigher');
    expect(raiseProblem(4241, open)).toEqual({ key: 'ride.counterTooHigh', params: { max: 42.4 } });
  });

  it('never accepts a fare at or below the current one (any amounts)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1696, max: 4240 }),
        fc.integer({ min: 0, max: 5000 }),
        (current, cents) => {
          const problem = raiseProblem(cents, { ...trip, user_offer_amt: current });
          if (cents <= current || cents > trip.max_amount) expect(problem).not.toBeNull();
          else expect(problem).toBeNull();
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { PushMessage } from '@fairfare/contracts/socket';
import { newsOfPush } from './pushNews';

const push = (trip_status: string, data: Record<string, unknown>) =>
  ({ trip_status, data: { trip_id: 7, ...data } }) as PushMessage;

describe('what a push means to the driver', () => {
  it("reads the rider's counter-offer to this driver's offer", () => {
    const offer = { driver_id: 3, offer_amt: 12, user_offer_amt: 10.5, status: 'counter' };
    expect(newsOfPush(push('offer', { offer }), 3)).toEqual({
      kind: 'countered',
      trip_id: 7,
      amount: 10.5,
    });
    // another driver's offer (a rider's push reaching the same browser) is no news here
    expect(newsOfPush(push('offer', { offer }), 4)).toBeNull();
  });

  it('tells a decline, another driver winning and an expiry apart', () => {
    expect(newsOfPush(push('declined', { tripRequestId: 1 }), 3)?.kind).toBe('declined');
    expect(newsOfPush(push('reject_offer', { tripRequestId: 1 }), 3)?.kind).toBe('lost');
    expect(newsOfPush(push('reject_offer', { reason: 'another_driver' }), 3)?.kind).toBe('lost');
    expect(newsOfPush(push('reject_offer', { reason: 'trip_ended' }), 3)?.kind).toBe('withdrawn');
    expect(newsOfPush(push('reject_offer', { reason: 'expired' }), 3)?.kind).toBe('expired');
    expect(newsOfPush(push('expired', {}), 3)?.kind).toBe('expired');
    expect(newsOfPush(push('accept', {}), 3)?.kind).toBe('won');
  });

  it("reads a cancellation's fee from the push or the trip it carries", () => {
    expect(newsOfPush(push('cancel', { trip_reason: 'x' }), 3)).toEqual({
      kind: 'cancelled',
      trip_id: 7,
      fee: null,
      driverShare: null,
      currency: null,
    });
    const outcome = { cancel_fee: 5, driver_share: 4, trip_currency: 'CAD' };
    expect(newsOfPush(push('cancel', outcome), 3)).toEqual({
      kind: 'cancelled',
      trip_id: 7,
      fee: 5,
      driverShare: 4,
      currency: 'CAD',
    });
    const trip = { cancel_fee: 5, trip_driver_commision: 4, trip_currency: 'CAD' };
    expect(newsOfPush(push('cancel', { trip }), 3)).toEqual({
      kind: 'cancelled',
      trip_id: 7,
      fee: 5,
      driverShare: 4,
      currency: 'CAD',
    });
  });

  it('has nothing to say about a new request or a push without a trip', () => {
    expect(newsOfPush(push('request', {}), 3)).toBeNull();
    expect(newsOfPush({ trip_status: 'cancel', data: {} } as unknown as PushMessage, 3)).toBeNull();
  });
});

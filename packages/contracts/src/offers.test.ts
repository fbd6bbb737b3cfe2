import { describe, expect, it } from 'vitest';
import { answerCounterRequestSchema, updateTripStatusRequestSchema } from './drivers.ts';
import {
  acceptOfferRequestSchema,
  counterOfferRequestSchema,
  rejectOfferRequestSchema,
} from './offers.ts';
import { cancelActionSchema, updateTripRequestSchema } from './trips.ts';

const firstMessage = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string }> };
}) => result.error?.issues[0]?.message;

describe('offer and cancel calls', () => {
  it('take the spec payloads and ignore what the server decides itself', () => {
    expect(
      acceptOfferRequestSchema.parse({
        trip_id: 5,
        driver_id: 9,
        trip_status: 'accept',
        trip_pay_amount: 12,
        tm_acc: 1,
        otp: '1234',
      }),
    ).toEqual({ trip_id: 5, driver_id: 9 });
    expect(
      counterOfferRequestSchema.parse({
        trip_id: 5,
        status: 'offer',
        user_offer_amt: 20,
        driver_id: 9,
      }),
    ).toEqual({ trip_id: 5, status: 'offer', user_offer_amt: 20, driver_id: 9 });
    expect(rejectOfferRequestSchema.parse({ trip_id: 5, driver_id: 9 })).toEqual({
      trip_id: 5,
      driver_id: 9,
      status: 'decline',
      is_user: '1',
    });
  });

  it('cancel: a reason of at least 10 characters (the message says words)', () => {
    const base = { action: 'cancel', trip_id: 1, is_cancelled: 1, can_fee_by: 'r' };
    expect(firstMessage(cancelActionSchema.safeParse({ ...base, trip_reason: 'too short' }))).toBe(
      'ride.reasonTooShort',
    );
    expect(
      firstMessage(cancelActionSchema.safeParse({ ...base, trip_reason: '  123456789  ' })),
    ).toBe('ride.reasonTooShort');
    expect(firstMessage(cancelActionSchema.safeParse(base))).toBe('ride.reasonTooShort');
    expect(
      firstMessage(cancelActionSchema.safeParse({ ...base, trip_reason: 'x'.repeat(501) })),
    ).toBe('ride.reasonTooLong');
    expect(
      updateTripRequestSchema.parse({
        ...base,
        trip_reason: '0123456789',
        driver_id: 4,
        is_return_details: '',
      }),
    ).toMatchObject({ action: 'cancel', trip_reason: '0123456789' });
    expect(
      cancelActionSchema.safeParse({ ...base, trip_reason: '0123456789', can_fee_by: 'd' }).success,
    ).toBe(false);
  });

  it('driver calls: known statuses only; a counter answer may carry an amount', () => {
    expect(
      updateTripStatusRequestSchema.safeParse({ trip_id: 1, status: 'completed' }).success,
    ).toBe(true);
    expect(updateTripStatusRequestSchema.safeParse({ trip_id: 1, status: 'accept' }).success).toBe(
      false,
    );
    expect(answerCounterRequestSchema.parse({ trip_id: 1, accept: false, offer_amt: 20 })).toEqual({
      trip_id: 1,
      accept: false,
      offer_amt: 20,
    });
  });
});

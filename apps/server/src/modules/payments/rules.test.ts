import { describe, expect, it } from 'vitest';
import {
  cardErrorKey,
  fullYear,
  isClaimActive,
  PAY_CLAIM_TTL_MS,
  paymentAmounts,
  paymentModeOf,
  storedPayMode,
  topUpKey,
  tripChargeKey,
  tripIntentKey,
  whatTripOwes,
} from './rules.ts';

const completed = {
  trip_id: 7,
  trip_status: 'completed',
  trip_pay_status: 'Unpaid',
  trip_pay_amount: 2700,
  cancel_fee: 0,
  can_fee_by: null,
  trip_promo_amt: 300,
  trip_comp_commision: 600,
  trip_driver_commision: 2400,
};

describe('what a trip owes', () => {
  it('a completed trip owes its pay amount; a rider-cancelled trip with a fee owes the fee', () => {
    expect(whatTripOwes(completed)).toEqual({ owed: { kind: 'trip', amount: 2700 } });
    expect(
      whatTripOwes({ ...completed, trip_status: 'cancel', can_fee_by: 'r', cancel_fee: 500 }),
    ).toEqual({ owed: { kind: 'cancel_fee', amount: 500 } });
  });

  it('a paid trip is never paid again; other trips have nothing to pay', () => {
    expect(whatTripOwes({ ...completed, trip_pay_status: 'Paid' })).toEqual({
      refused: 'payment.alreadyPaid',
    });
    for (const changes of [
      { trip_status: 'begin' },
      { trip_status: 'cancel', cancel_fee: 0 },
      { trip_status: 'cancel', cancel_fee: 500, can_fee_by: null },
      { trip_status: 'p_cancel_pickup' },
      { trip_pay_amount: 0 },
    ]) {
      expect(whatTripOwes({ ...completed, ...changes })).toEqual({
        refused: 'payment.nothingToPay',
      });
    }
  });
});

describe('the payment record', () => {
  it('takes every amount and the commission split from the trip', () => {
    expect(paymentAmounts(completed, { kind: 'trip', amount: 2700 })).toEqual({
      total_amt: 3000,
      pay_amount: 2700,
      rider_amt: 2700,
      promo_amt: 300,
      commission_amt: 600,
      driver_commission_amt: 2400,
      trans_description: 'Trip #7',
    });
    const cancelled = { ...completed, trip_comp_commision: 100, trip_driver_commision: 400 };
    expect(paymentAmounts(cancelled, { kind: 'cancel_fee', amount: 500 })).toEqual({
      total_amt: 500,
      pay_amount: 500,
      rider_amt: 500,
      promo_amt: 0,
      commission_amt: 100,
      driver_commission_amt: 400,
      trans_description: 'Cancellation fee, trip #7',
    });
  });
});

describe('idempotency keys and the claim', () => {
  it('one key per payment attempt of a trip, one per trip intent, one per top-up', () => {
    expect(tripChargeKey(7, 1_700_000_000_000)).toBe('trip-7-1700000000000');
    expect(tripChargeKey(7, 1)).not.toBe(tripChargeKey(7, 2));
    expect(tripIntentKey(7)).toBe('trip-7-intent');
    expect(topUpKey(3, 'abc')).toBe('topup-3-abc');
  });

  it('a claim holds for two minutes', () => {
    const now = 10_000_000;
    expect(isClaimActive(null, now)).toBe(false);
    expect(isClaimActive(now - PAY_CLAIM_TTL_MS, now)).toBe(true);
    expect(isClaimActive(now - PAY_CLAIM_TTL_MS - 1, now)).toBe(false);
  });
});

describe('pay modes and card messages', () => {
  it('maps stored trip pay modes to payment modes and back', () => {
    expect(storedPayMode('Card')).toBe('stripe');
    expect(storedPayMode('Cash')).toBe('cash');
    expect(storedPayMode('wallet')).toBe('wallet');
    expect(paymentModeOf('stripe')).toBe('Card');
    expect(paymentModeOf('cash')).toBe('Cash');
    expect(paymentModeOf('paypal')).toBeUndefined();
  });

  it('names the message of a refused card and reads two-digit years', () => {
    expect(cardErrorKey('incorrect_number')).toBe('payment.cardNumberInvalid');
    expect(cardErrorKey('expired_card')).toBe('payment.cardExpired');
    expect(cardErrorKey('incorrect_cvc')).toBe('payment.cardCvcInvalid');
    expect(cardErrorKey('something_else')).toBe('payment.providerError');
    expect(fullYear(34)).toBe(2034);
    expect(fullYear(2034)).toBe(2034);
  });
});

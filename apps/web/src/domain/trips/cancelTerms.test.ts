import { describe, expect, it } from 'vitest';
import type { CancelQuote } from '@fairfare/contracts/trips';
import { cancelQuote } from '../../test/trips';
import { cancelledToastKey, cancelTermsAt } from './cancelTerms';

const quote = (over: Partial<CancelQuote>): CancelQuote =>
  cancelQuote({ trip_id: 7, now: 1_000_000, ...over });

describe('cancel terms', () => {
  it('is free with no end before a driver is assigned', () => {
    expect(cancelTermsAt(quote({}), 50, 9_999_999)).toEqual({ kind: 'free' });
  });

  it('is free until the window ends, on the browser clock, then the city fee', () => {
    // the server is 1,000 s ahead of this browser; the window ends 60 s after the answer
    const q = quote({ free_until: 1_060_000 });
    expect(cancelTermsAt(q, 0, 0)).toEqual({ kind: 'freeUntil', until: 60_000 });
    expect(cancelTermsAt(q, 0, 59_999)).toEqual({ kind: 'freeUntil', until: 60_000 });
    expect(cancelTermsAt(q, 0, 60_000)).toEqual({ kind: 'fee', amount: 5 });
  });

  it('shows the fee when the server already quotes one', () => {
    expect(cancelTermsAt(quote({ free_until: 900_000, fee: 5 }), 0, 0)).toEqual({
      kind: 'fee',
      amount: 5,
    });
  });

  it('a city without a fee is free after the window too', () => {
    expect(cancelTermsAt(quote({ free_until: 900_000, fee_after: 0 }), 0, 0)).toEqual({
      kind: 'free',
    });
  });
});

describe('one fee rule (decision 060)', () => {
  it('turns to the fee at the end of the window whatever else the quote says', () => {
    // a quote read while free: the window ends 100 ms after the answer arrived
    const q = quote({ free_until: 1_000_100, fee: 0, fee_after: 5 });
    expect(cancelTermsAt(q, 50, 149)).toEqual({ kind: 'freeUntil', until: 150 });
    expect(cancelTermsAt(q, 50, 150)).toEqual({ kind: 'fee', amount: 5 });
    expect(cancelTermsAt(q, 50, 10_000_000)).toEqual({ kind: 'fee', amount: 5 });
  });
});

describe('the toast after a cancellation', () => {
  const cancelled = { cancel_fee: 5, trip_pay_status: 'Unpaid', trip_pay_pending: false };

  it('never says a fee is owed once the card has paid it, or while it is being charged', () => {
    expect(cancelledToastKey({ ...cancelled, trip_pay_status: 'Paid' })).toBe('cancel.feeCharged');
    expect(cancelledToastKey({ ...cancelled, trip_pay_pending: true })).toBe('cancel.feeCharging');
  });

  it('says a fee is owed when nothing paid it, and nothing of a fee when free', () => {
    expect(cancelledToastKey(cancelled)).toBe('cancel.fee');
    expect(cancelledToastKey({ ...cancelled, cancel_fee: 0 })).toBe('cancel.done');
  });
});

import { describe, expect, it } from 'vitest';
import { awaitsTip } from './awaitsTip';

const NOW = Date.UTC(2030, 0, 5, 12);
const HOUR = 3_600_000;
const paid = {
  trip_status: 'completed',
  trip_pay_status: 'Paid',
  trip_pay_mode: 'stripe',
  tip_amount: 0,
  trip_date: NOW - HOUR,
} as const;

describe('awaitsTip', () => {
  it('is true for a completed ride paid by card or wallet, not tipped, within 72 hours', () => {
    expect(awaitsTip(paid, NOW)).toBe(true);
    expect(awaitsTip({ ...paid, trip_pay_mode: 'wallet' }, NOW)).toBe(true);
    expect(awaitsTip({ ...paid, trip_date: NOW - 72 * HOUR }, NOW)).toBe(true);
  });

  it('is false when unpaid, paid in cash, tipped, cancelled or too late', () => {
    expect(awaitsTip({ ...paid, trip_pay_status: 'Unpaid' }, NOW)).toBe(false);
    expect(awaitsTip({ ...paid, trip_pay_mode: 'cash' }, NOW)).toBe(false);
    expect(awaitsTip({ ...paid, tip_amount: 1.5 }, NOW)).toBe(false);
    expect(awaitsTip({ ...paid, trip_status: 'paid_cancel' }, NOW)).toBe(false);
    expect(awaitsTip({ ...paid, trip_date: NOW - 72 * HOUR - 1 }, NOW)).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRIP_STATUS_LABELS, TRIP_STATUSES } from '@fairfare/contracts/trips';
import en from '../../shared/i18n/locales/en/trips.json';
import { stubBrowserTimeZone } from '../../test/timeZone';
import { formatTripDate, pageCountOf, paymentLabelOf, payStatusOf } from './tripDisplay';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('trip display rules', () => {
  it("shows an empty pay status as 'Unpaid' (docs/product/screens.md)", () => {
    expect(payStatusOf('')).toBe('Unpaid');
    expect(payStatusOf(null)).toBe('Unpaid');
    expect(payStatusOf('  ')).toBe('Unpaid');
    expect(payStatusOf('Paid')).toBe('Paid');
    expect(payStatusOf('Unpaid')).toBe('Unpaid');
    expect(payStatusOf('Refunded')).toBeNull();
  });

  it("says 'No charge' for an expired request or a free cancellation, not 'Unpaid'", () => {
    const trip = { trip_pay_status: 'Unpaid', trip_pay_amount: 0, cancel_fee: 0 };
    expect(paymentLabelOf({ ...trip, trip_status: 'expired' })).toBe('noCharge');
    expect(paymentLabelOf({ ...trip, trip_status: 'cancel' })).toBe('noCharge');
    // a trip its driver cancelled owes the rider nothing either
    expect(paymentLabelOf({ ...trip, trip_status: 'p_cancel_pickup' })).toBe('noCharge');
    expect(paymentLabelOf({ ...trip, trip_status: 'p_cancel_drop' })).toBe('noCharge');
    expect(
      paymentLabelOf({ ...trip, trip_status: 'cancel', cancel_fee: 5, trip_pay_amount: 5 }),
    ).toBe('Unpaid');
    expect(paymentLabelOf({ ...trip, trip_status: 'completed', trip_pay_amount: 30 })).toBe(
      'Unpaid',
    );
  });

  it('counts pages, at least one', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
    expect(pageCountOf(25, 10)).toBe(3);
  });

  it('formats a date in the interface language', () => {
    const when = Date.UTC(2024, 4, 17, 15, 30);
    expect(formatTripDate(when, 0, 'en')).toMatch(/2024/);
    expect(formatTripDate(when, 0, 'fr')).toMatch(/mai/);
    expect(formatTripDate(when, 0, 'es')).toMatch(/may/);
  });

  it("shows the city's time, not the browser's", () => {
    stubBrowserTimeZone('Asia/Tokyo'); // UTC+9
    const when = Date.UTC(2030, 0, 2, 15, 0); // 10:00 in a city at UTC-5, 00:00 the next day in Tokyo
    expect(new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(when)).toBe('12:00 AM');
    expect(formatTripDate(when, -5, 'en')).toBe('Jan 2, 2030, 10:00 AM');
    expect(formatTripDate(when, -5, 'es')).toMatch(/^2 ene 2030, 10:00$/);
    expect(formatTripDate(when, -5, 'fr')).toMatch(/^2 janv\. 2030, 10:00$/);
    expect(formatTripDate(when, 5.5, 'en')).toBe('Jan 2, 2030, 8:30 PM');
  });

  it('labels every trip status exactly as docs/product/data.md in English', () => {
    for (const status of TRIP_STATUSES) {
      expect(en.status[status]).toBe(TRIP_STATUS_LABELS[status]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { driverCashConfirmation, riderCashChoice, type CashTrip } from './cash-rules.ts';
import { PAY_CLAIM_TTL_MS } from './rules.ts';

const NOW = 1_800_000_000_000;
const DRIVER = 9;

/** A completed cash trip of 27.00, unpaid, driven by DRIVER. */
const cashTrip = (overrides: Partial<CashTrip> = {}): CashTrip => ({
  trip_status: 'completed',
  trip_pay_status: 'Unpaid',
  trip_pay_amount: 2700,
  cancel_fee: 0,
  can_fee_by: null,
  trip_pay_mode: 'cash',
  driver_id: DRIVER,
  pay_claimed_at: null,
  ...overrides,
});

const feeOwed = { trip_status: 'cancel', can_fee_by: 'r', cancel_fee: 500, trip_pay_amount: 500 };

describe("the rider's choice of cash", () => {
  it('never pays: a completed cash trip waits for its driver; one the driver confirmed says so', () => {
    expect(riderCashChoice(cashTrip())).toEqual({ answer: 'awaiting' });
    expect(riderCashChoice(cashTrip({ trip_pay_status: 'Paid' }))).toEqual({
      answer: 'confirmed',
    });
  });

  it('is refused for a cancellation fee, a card or wallet trip, a trip paid otherwise or not over', () => {
    expect(riderCashChoice(cashTrip(feeOwed))).toEqual({
      refused: 'payment.cashNotForFee',
      status: 400,
    });
    expect(riderCashChoice(cashTrip({ trip_pay_mode: 'stripe' }))).toEqual({
      refused: 'booking.payModeInvalid',
      status: 400,
    });
    expect(riderCashChoice(cashTrip({ trip_pay_status: 'Paid', trip_pay_mode: 'wallet' }))).toEqual(
      { refused: 'payment.alreadyPaid', status: 409 },
    );
    expect(riderCashChoice(cashTrip({ trip_status: 'begin' }))).toEqual({
      refused: 'payment.nothingToPay',
      status: 409,
    });
  });
});

describe("the driver's confirmation of cash", () => {
  it('confirms a completed, unpaid cash trip of its own driver; again answers the same', () => {
    expect(driverCashConfirmation(cashTrip(), DRIVER, NOW)).toEqual({ step: 'confirm' });
    expect(driverCashConfirmation(cashTrip({ trip_pay_status: 'Paid' }), DRIVER, NOW)).toEqual({
      step: 'already',
    });
  });

  it("answers another driver's trip like a missing one", () => {
    const notYours = { refused: 'payment.cashNotYourTrip', status: 404 };
    expect(driverCashConfirmation(cashTrip(), DRIVER + 1, NOW)).toEqual(notYours);
    expect(driverCashConfirmation(cashTrip({ driver_id: null }), DRIVER, NOW)).toEqual(notYours);
    expect(driverCashConfirmation(undefined, DRIVER, NOW)).toEqual(notYours);
  });

  it('refuses a trip not completed, not cash, paid another way, with a fee, or being paid by card', () => {
    const notDue = { refused: 'payment.cashNotDue', status: 409 };
    for (const trip of [
      cashTrip({ trip_status: 'begin' }),
      cashTrip({ trip_pay_mode: 'stripe' }),
      cashTrip({ trip_pay_status: 'Paid', trip_pay_mode: 'wallet' }),
      cashTrip(feeOwed),
    ]) {
      expect(driverCashConfirmation(trip, DRIVER, NOW)).toEqual(notDue);
    }
    expect(driverCashConfirmation(cashTrip({ trip_pay_amount: 0 }), DRIVER, NOW)).toEqual({
      refused: 'payment.nothingToPay',
      status: 409,
    });
    expect(driverCashConfirmation(cashTrip({ pay_claimed_at: NOW - 1000 }), DRIVER, NOW)).toEqual({
      refused: 'payment.inProgress',
      status: 409,
    });
    // An abandoned claim (a crash mid-payment) does not stand in the way.
    const stale = cashTrip({ pay_claimed_at: NOW - PAY_CLAIM_TTL_MS - 1 });
    expect(driverCashConfirmation(stale, DRIVER, NOW)).toEqual({ step: 'confirm' });
  });
});

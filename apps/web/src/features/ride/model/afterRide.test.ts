import { describe, expect, it } from 'vitest';
import { baseTrip } from '../../../test/trips';
import {
  afterRideReducer,
  canRate,
  canTip,
  escapeAction,
  initialAfterRide,
  owesMoney,
  type AfterRideAction,
  type AfterRideState,
} from './afterRide';

const unpaid = baseTrip({
  trip_status: 'completed',
  trip_pay_status: 'Unpaid',
  trip_pay_amount: 8,
});
const paid = { ...unpaid, trip_pay_status: 'Paid', trip_pay_mode: 'Card' };
const feeCancelled = baseTrip({
  trip_id: 102,
  trip_status: 'cancel',
  cancel_fee: 5,
  trip_pay_amount: 5,
  trip_pay_status: 'Unpaid',
});

function run(actions: AfterRideAction[], from: AfterRideState = initialAfterRide) {
  return actions.reduce(afterRideReducer, from);
}

describe('owesMoney, canRate and canTip', () => {
  it('owes for an unpaid completed trip or a cancellation with a fee, not otherwise', () => {
    expect(owesMoney(unpaid)).toBe(true);
    expect(owesMoney({ ...unpaid, trip_pay_status: '' })).toBe(true);
    expect(owesMoney(feeCancelled)).toBe(true);
    expect(owesMoney(paid)).toBe(false);
    expect(owesMoney({ ...unpaid, trip_pay_amount: 0 })).toBe(false);
    // its saved card is being charged right now
    expect(owesMoney({ ...unpaid, trip_pay_pending: true })).toBe(false);
    expect(owesMoney(baseTrip({ trip_status: 'cancel', cancel_fee: 0 }))).toBe(false);
    expect(owesMoney(baseTrip({ trip_status: 'begin' }))).toBe(false);
  });

  it('rates only completed trips', () => {
    expect(canRate(unpaid)).toBe(true);
    expect(canRate(feeCancelled)).toBe(false);
  });

  it('offers a tip only for a completed trip once it is paid', () => {
    expect(canTip(paid)).toBe(true);
    expect(canTip(unpaid)).toBe(false);
    expect(canTip({ ...feeCancelled, trip_status: 'paid_cancel', trip_pay_status: 'Paid' })).toBe(
      false,
    );
  });
});

describe('afterRideReducer', () => {
  it('shows the unpaid popup for an ended unpaid trip, and thank-you for a paid one', () => {
    expect(run([{ type: 'ended', trip: unpaid }])).toMatchObject({ view: 'unpaid', trip: unpaid });
    expect(run([{ type: 'ended', trip: feeCancelled }]).view).toBe('unpaid');
    expect(run([{ type: 'ended', trip: paid }])).toMatchObject({ view: 'thanks', trip: paid });
  });

  it('confirms a cancellation that owes nothing (free, or its fee charged to the card); Close ends it', () => {
    const free = baseTrip({ trip_status: 'cancel', trip_pay_amount: 0 });
    const confirmed = run([{ type: 'ended', trip: free }]);
    expect(confirmed).toMatchObject({ view: 'cancelled', trip: free });
    expect(run([{ type: 'close' }], confirmed).view).toBeNull();
    const charged = { ...feeCancelled, trip_pay_status: 'Paid' };
    expect(run([{ type: 'ended', trip: charged }]).view).toBe('cancelled');
    // as the service answers a fee charged to the ride's card (decision 060)
    const paidCancel = { ...charged, trip_status: 'paid_cancel' as const };
    expect(run([{ type: 'ended', trip: paidCancel }])).toMatchObject({ view: 'cancelled' });
    // a driver's cancellation at the drop is not the rider's to confirm nor to send again
    expect(
      run([{ type: 'ended', trip: baseTrip({ trip_status: 'p_cancel_drop' }) }]).view,
    ).toBeNull();
  });

  it('offers to send again a request no driver answered, or whose driver cancelled before the pickup', () => {
    for (const trip_status of ['expired', 'p_cancel_pickup'] as const) {
      const trip = baseTrip({ trip_status });
      expect(run([{ type: 'ended', trip }])).toMatchObject({ view: 'resend', trip });
    }
  });

  it('walks unpaid → select → card and back', () => {
    const card = run([
      { type: 'ended', trip: unpaid },
      { type: 'choosePayment' },
      { type: 'chooseCard' },
    ]);
    expect(card.view).toBe('card');
    expect(run([{ type: 'back' }], card).view).toBe('select');
    expect(run([{ type: 'back' }, { type: 'back' }], card).view).toBe('unpaid');
  });

  it('goes from a payment to thank-you, then to the summary of a completed trip', () => {
    const thanks = run([
      { type: 'ended', trip: unpaid },
      { type: 'choosePayment' },
      { type: 'paid', trip: paid },
    ]);
    expect(thanks).toMatchObject({ view: 'thanks', trip: paid });
    expect(run([{ type: 'close' }], thanks)).toMatchObject({ view: 'summary', trip: paid });
    expect(run([{ type: 'close' }, { type: 'close' }], thanks)).toMatchObject({
      view: null,
      trip: null,
    });
  });

  it('closes after paying a cancellation fee (no summary)', () => {
    const paidFee = { ...feeCancelled, trip_pay_status: 'Paid' };
    const state = run([
      { type: 'ended', trip: feeCancelled },
      { type: 'paid', trip: paidFee },
      { type: 'close' },
    ]);
    expect(state.view).toBeNull();
  });

  it('does not bring back a trip closed in this page view, but shows another one', () => {
    const closed = run([{ type: 'found', trip: unpaid }, { type: 'close' }]);
    expect(closed.view).toBeNull();
    expect(run([{ type: 'found', trip: unpaid }], closed).view).toBeNull();
    expect(run([{ type: 'found', trip: feeCancelled }], closed)).toMatchObject({
      view: 'unpaid',
      trip: feeCancelled,
    });
  });

  it('does not let the unpaid-trip query replace an open popup', () => {
    const thanks = run([{ type: 'ended', trip: paid }]);
    expect(run([{ type: 'found', trip: feeCancelled }], thanks)).toBe(thanks);
  });

  it('keeps the rated copy of the trip shown', () => {
    const rated = { ...unpaid, trip_rating: 4.5, trip_feedback: 'Nice' };
    const state = run([
      { type: 'ended', trip: unpaid },
      { type: 'updated', trip: rated },
    ]);
    expect(state.trip).toBe(rated);
    expect(run([{ type: 'updated', trip: { ...rated, trip_id: 999 } }], state).trip).toBe(rated);
  });

  describe('cash, confirmed by the driver', () => {
    const cashUnpaid = { ...unpaid, trip_pay_mode: 'cash' };
    const cashPaid = { ...cashUnpaid, trip_pay_status: 'Paid' };
    const selecting = run([{ type: 'ended', trip: cashUnpaid }, { type: 'choosePayment' }]);

    it('waits for the driver after the rider chose cash; thank-you when the driver did already', () => {
      expect(run([{ type: 'cashChosen', trip: cashUnpaid }], selecting)).toMatchObject({
        view: 'cash',
        trip: cashUnpaid,
      });
      expect(run([{ type: 'cashChosen', trip: cashPaid }], selecting)).toMatchObject({
        view: 'thanks',
        trip: cashPaid,
      });
    });

    it("turns the wait, or any popup about paying the trip, to thank-you on the driver's confirmation", () => {
      const waiting = run([{ type: 'cashChosen', trip: cashUnpaid }], selecting);
      for (const from of [waiting, selecting, run([{ type: 'back' }], selecting)]) {
        expect(run([{ type: 'settled', trip: cashPaid }], from)).toMatchObject({
          view: 'thanks',
          trip: cashPaid,
        });
      }
      // a copy still Unpaid, or another trip, changes nothing
      expect(run([{ type: 'settled', trip: cashUnpaid }], waiting)).toBe(waiting);
      const other = { ...cashPaid, trip_id: 999 };
      expect(run([{ type: 'settled', trip: other }], waiting)).toBe(waiting);
      // the rider closed the wait: not shown again
      const closed = run([{ type: 'close' }], waiting);
      expect(run([{ type: 'settled', trip: cashPaid }], closed)).toBe(closed);
    });

    it('the news first, then a copy read before it: the trip ended paid', () => {
      const settled = run([{ type: 'settled', trip: cashPaid }]);
      expect(settled).toMatchObject({ view: 'thanks', trip: cashPaid });
      expect(run([{ type: 'ended', trip: cashUnpaid }], settled)).toBe(settled);
    });

    it('closes the wait with Escape', () => {
      expect(escapeAction('cash')).toEqual({ type: 'close' });
    });
  });

  it('maps Escape to back in the payment choice and to close elsewhere', () => {
    expect(escapeAction('select')).toEqual({ type: 'back' });
    expect(escapeAction('card')).toEqual({ type: 'back' });
    expect(escapeAction('unpaid')).toEqual({ type: 'close' });
    expect(escapeAction('summary')).toEqual({ type: 'close' });
  });
});

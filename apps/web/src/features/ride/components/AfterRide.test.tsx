import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNPAID_TRIP_KEY } from '../../../domain/payments/queries';
import { storageKeys } from '../../../shared/storage';
import { failed, ok, stubApiCalls } from '../../../test/apiCalls';
import {
  ADD_TIP,
  PAY,
  TIP_OPTIONS,
  UPDATE,
  cityAndWallet,
  makeTipOptions,
  makeUnpaidTrip,
  paidCopy,
  renderAfterRide,
} from '../test/afterRide';
import { tripList } from '../test/fixtures';
import { CASH_RECHECK_MS } from '../api/get-ended-trip';

const LIST = '/tripapi/gettrips';

beforeEach(() => {
  sessionStorage.setItem(storageKeys.loggedIn, 'true');
  sessionStorage.setItem(storageKeys.userId, '5');
});

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

function facts(dialog: HTMLElement) {
  return Object.fromEntries(
    within(dialog)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('unpaid-trip popup', () => {
  it("shows the route, 'Unpaid' for an empty pay status and the amount in the trip currency", () => {
    stubApiCalls({});
    renderAfterRide(makeUnpaidTrip({ trip_pay_status: '' }));
    const popup = screen.getByRole('dialog', { name: 'Trip completed' });
    expect(facts(popup)).toEqual({
      Pickup: 'Western University, London, ON',
      Drop: 'Masonville Place, London, ON',
      'Pay status': 'Unpaid',
      'Pay amount': 'CA$12.50',
    });
    expect(within(popup).getByRole('radiogroup', { name: 'Rate your driver' })).toBeTruthy();
    expect(document.body.classList.contains('ride-popup-open')).toBe(true);
  });

  it('submits the rating and feedback, then thanks the rider', async () => {
    const user = userEvent.setup();
    const trip = makeUnpaidTrip();
    const api = stubApiCalls({
      [UPDATE]: (body) =>
        ok({ ...trip, trip_rating: body.trip_rating, trip_feedback: body.trip_feedback }),
    });
    renderAfterRide(trip);

    await user.click(screen.getByRole('radio', { name: '4.5 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Feedback' }), 'Smooth ride');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    expect(await screen.findByText('Thank You For Your Valuable Feedback')).toBeTruthy();
    expect(api.callsTo(UPDATE)[0]?.body).toEqual({
      action: 'rate',
      trip_id: 101,
      trip_rating: 4.5,
      trip_feedback: 'Smooth ride',
    });
    expect(screen.queryByRole('button', { name: 'Submit Feedback' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
  });

  it('asks for a rating before calling, and shows the server refusal translated', async () => {
    const user = userEvent.setup();
    const api = stubApiCalls({ [UPDATE]: () => failed(409, 'rating.alreadyRated') });
    renderAfterRide(makeUnpaidTrip());

    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Please choose a rating between 0.5 and 5 stars.',
    );
    expect(api.callsTo(UPDATE)).toHaveLength(0);

    // picking a star answers the request: it goes at once (issue 26)
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Please choose a rating between 0.5 and 5 stars.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('You have already rated this trip.'),
    );
  });

  it('shows a cancellation fee without the rating', () => {
    stubApiCalls({});
    renderAfterRide(
      makeUnpaidTrip({ trip_status: 'cancel', cancel_fee: 5, trip_pay_amount: 5, is_cancelled: 1 }),
    );
    const popup = screen.getByRole('dialog', { name: 'Ride cancelled' });
    expect(facts(popup)['Cancellation fee']).toBe('CA$5.00');
    expect(within(popup).queryByRole('radiogroup')).toBeNull();
    expect(within(popup).queryByRole('button', { name: 'Submit Feedback' })).toBeNull();
    expect(within(popup).getByRole('button', { name: 'Pay' })).toBeTruthy();
  });

  it("confirms a fee charged to the ride's card, with its receipt (decision 060)", () => {
    stubApiCalls({});
    renderAfterRide(
      makeUnpaidTrip({
        trip_status: 'paid_cancel',
        cancel_fee: 5,
        trip_pay_amount: 5,
        trip_pay_status: 'Paid',
        is_cancelled: 1,
      }),
      'cancelled',
    );
    const popup = screen.getByRole('dialog', { name: 'Ride cancelled' });
    expect(
      within(popup).getByText('A cancellation fee of CA$5.00 was charged to your card.'),
    ).toBeTruthy();
    const link = within(popup).getByRole('link', { name: 'See the receipt' });
    expect(link.getAttribute('href')).toBe(`/profile/receipt/${makeUnpaidTrip().trip_id}`);
    expect(within(popup).queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('closes with Close and with Escape', async () => {
    const user = userEvent.setup();
    stubApiCalls({});
    renderAfterRide(makeUnpaidTrip());
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.classList.contains('ride-popup-open')).toBe(false);

    renderAfterRide(makeUnpaidTrip());
    expect(screen.getByRole('dialog', { name: 'Trip completed' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

/** The wallet asks to confirm the amount before it pays (issue 26): the rider confirms. */
async function confirmWallet(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Pay CA\$/ }));
}

describe('Select Payment Method', () => {
  it("lists the city's methods except Cash, with the wallet balance; Escape goes back", async () => {
    const user = userEvent.setup();
    const api = stubApiCalls(cityAndWallet(20));
    renderAfterRide(makeUnpaidTrip({ trip_pay_mode: 'stripe' }));
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    const popup = screen.getByRole('dialog', { name: 'Select Payment Method' });
    const wallet = await within(popup).findByRole('button', { name: 'Wallet' });
    const methods = within(popup)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(methods).toEqual(['Card', 'Wallet', 'Back']);
    await waitFor(() =>
      expect(document.getElementById(wallet.getAttribute('aria-describedby')!)?.textContent).toBe(
        'Wallet balance: CA$20.00',
      ),
    );
    expect(api.callsTo('/cityapi/getcity')[0]?.body).toEqual({ city_id: 14 });

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Trip completed' })).toBeTruthy();
  });

  it("refuses a wallet short of the amount with 'Insufficient wallet amount', without calling", async () => {
    const user = userEvent.setup();
    const api = stubApiCalls(cityAndWallet(10));
    renderAfterRide(makeUnpaidTrip());
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await screen.findByText('Wallet balance: CA$10.00');
    await user.click(screen.getByRole('button', { name: 'Wallet' }));

    expect(screen.getByRole('alert').textContent).toBe('Insufficient wallet amount');
    expect(api.callsTo(PAY)).toHaveLength(0);
  });

  it("shows the server's refusal of a wallet payment", async () => {
    const user = userEvent.setup();
    stubApiCalls({ ...cityAndWallet(50), [PAY]: () => failed(400, 'payment.insufficientWallet') });
    renderAfterRide(makeUnpaidTrip());
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await screen.findByText('Wallet balance: CA$50.00');
    await user.click(screen.getByRole('button', { name: 'Wallet' }));
    await confirmWallet(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Insufficient wallet amount');
  });

  it('pays by wallet, thanks the rider, then shows the summary with the rating form', async () => {
    const user = userEvent.setup();
    const trip = makeUnpaidTrip();
    const api = stubApiCalls({ ...cityAndWallet(50), [PAY]: () => ok(paidCopy(trip, 'wallet')) });
    const { queryClient } = renderAfterRide(trip);
    queryClient.setQueryData(UNPAID_TRIP_KEY, trip);
    queryClient.setQueryData(['trips', 'active'], null);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await screen.findByText('Wallet balance: CA$50.00');
    await user.click(screen.getByRole('button', { name: 'Wallet' }));
    // nothing is paid before the rider confirms the amount
    expect(screen.getByText('Pay CA$12.50 from your wallet?')).toBeTruthy();
    expect(api.callsTo(PAY)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await user.click(screen.getByRole('button', { name: 'Wallet' }));
    await user.click(screen.getByRole('button', { name: 'Pay CA$12.50' }));

    const thanks = await screen.findByRole('dialog', { name: 'Thank you' });
    // the unpaid trip and the trip list are read again
    expect(queryClient.getQueryState(UNPAID_TRIP_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['trips', 'active'])?.isInvalidated).toBe(true);
    expect(within(thanks).getByText('Your payment was successful.')).toBeTruthy();
    // the amount confirmed goes with the payment: the service pays only that (issue 26)
    expect(api.callsTo(PAY)[0]?.body).toEqual({
      trip_id: 101,
      pay_mode: 'wallet',
      confirmed_amount: 12.5,
    });

    await user.click(within(thanks).getByRole('button', { name: 'Close' }));
    const summary = screen.getByRole('dialog', { name: 'Trip summary' });
    expect(facts(summary)).toMatchObject({ 'Amount paid': 'CA$12.50', 'Pay mode': 'Wallet' });
    expect(within(summary).getByRole('radiogroup', { name: 'Rate your driver' })).toBeTruthy();
    await user.click(within(summary).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a cash ride says to pay the driver in cash; Pay is there but not the pushed button', async () => {
    stubApiCalls(cityAndWallet(0));
    renderAfterRide(makeUnpaidTrip({ trip_pay_mode: 'cash' }));
    const popup = screen.getByRole('dialog', { name: 'Trip completed' });
    expect(within(popup).getByRole('status').textContent).toBe(
      'Pay your driver CA$12.50 in cash. Your driver confirms the cash, and the trip then shows Paid.',
    );
    expect(within(popup).getByRole('button', { name: 'Pay' }).className).toContain(
      'button--secondary',
    );
  });

  it('a cash ride booked for someone else tells the booker that the passenger pays', async () => {
    stubApiCalls(cityAndWallet(0));
    renderAfterRide(
      makeUnpaidTrip({ trip_pay_mode: 'cash', is_for_other: 1, passenger_name: 'Marta' }),
    );
    const popup = screen.getByRole('dialog', { name: 'Trip completed' });
    expect(within(popup).getByRole('status').textContent).toMatch(
      /^Marta pays the driver CA\$12\.50 in cash\./,
    );
    expect(within(popup).queryByText(/Pay your driver/)).toBeNull();
  });

  it('a card ride that is unpaid says nothing of cash and pushes Pay', async () => {
    stubApiCalls(cityAndWallet(0));
    renderAfterRide(makeUnpaidTrip({ trip_pay_mode: 'stripe' }));
    const popup = screen.getByRole('dialog', { name: 'Trip completed' });
    expect(within(popup).queryByText(/in cash/)).toBeNull();
    expect(within(popup).getByRole('button', { name: 'Pay' }).className).toContain(
      'button--primary',
    );
  });

  it("offers 'I paid in cash' for a cash trip: the driver is to confirm it, nothing is paid", async () => {
    const user = userEvent.setup();
    const trip = makeUnpaidTrip({ trip_pay_mode: 'cash' });
    const api = stubApiCalls({ ...cityAndWallet(0), [PAY]: () => ok(trip) });
    renderAfterRide(trip);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await user.click(screen.getByRole('button', { name: 'I paid in cash' }));

    const waiting = await screen.findByRole('dialog', { name: 'Waiting for your driver' });
    expect(within(waiting).getByRole('status').textContent).toBe(
      'You chose to pay in cash. Your driver will confirm the cash; the trip shows Paid once they do.',
    );
    expect(within(waiting).getByText('Amount in cash: CA$12.50')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Thank you' })).toBeNull();
    expect(api.callsTo(PAY)[0]?.body).toEqual({ trip_id: 101, pay_mode: 'Cash' });
    await user.click(within(waiting).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('thanks the rider at once when the driver had confirmed the cash already', async () => {
    const user = userEvent.setup();
    const trip = makeUnpaidTrip({ trip_pay_mode: 'cash' });
    stubApiCalls({ ...cityAndWallet(0), [PAY]: () => ok(paidCopy(trip, 'cash')) });
    renderAfterRide(trip);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await user.click(screen.getByRole('button', { name: 'I paid in cash' }));
    await screen.findByRole('dialog', { name: 'Thank you' });
  });

  it('reads the awaited cash trip again now and then: thank-you once the driver confirmed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const trip = makeUnpaidTrip({ trip_pay_mode: 'cash' });
      let confirmed = false;
      const api = stubApiCalls({
        [LIST]: () => ok(tripList([confirmed ? paidCopy(trip, 'cash') : trip])),
      });
      renderAfterRide(trip, 'cash');
      await screen.findByRole('dialog', { name: 'Waiting for your driver' });
      expect(api.callsTo(LIST)).toHaveLength(0);
      await act(() => vi.advanceTimersByTimeAsync(CASH_RECHECK_MS));
      await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(1));
      expect(screen.getByRole('dialog', { name: 'Waiting for your driver' })).toBeTruthy();

      confirmed = true;
      await act(() => vi.advanceTimersByTimeAsync(CASH_RECHECK_MS));
      const thanks = await screen.findByRole('dialog', { name: 'Thank you' });
      expect(within(thanks).getByText('Your payment was successful.')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not offer 'I paid in cash' for a trip booked with a card", async () => {
    const user = userEvent.setup();
    stubApiCalls(cityAndWallet(0));
    renderAfterRide(makeUnpaidTrip({ trip_pay_mode: 'stripe' }));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await screen.findByRole('button', { name: 'Card' });
    expect(screen.queryByRole('button', { name: 'I paid in cash' })).toBeNull();
  });

  it('closes after paying a cancellation fee (no summary)', async () => {
    const user = userEvent.setup();
    const trip = makeUnpaidTrip({ trip_status: 'cancel', cancel_fee: 5, trip_pay_amount: 5 });
    stubApiCalls({ ...cityAndWallet(50), [PAY]: () => ok(paidCopy(trip, 'wallet')) });
    renderAfterRide(trip);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await screen.findByText('Wallet balance: CA$50.00');
    await user.click(screen.getByRole('button', { name: 'Wallet' }));
    await confirmWallet(user);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the tip step of the thank-you popup', () => {
  it('after paying by wallet: None first, then 15 % is added, confirmed and shown', async () => {
    const user = userEvent.setup();
    const trip = makeUnpaidTrip();
    const api = stubApiCalls({
      ...cityAndWallet(50),
      [PAY]: () => ok(paidCopy(trip, 'wallet')),
      [TIP_OPTIONS]: () => ok(makeTipOptions()),
      [ADD_TIP]: () =>
        ok(
          makeTipOptions({
            tip: { amount: 1.88, percent: 15, paid_at: Date.now() },
            refused: 'tip.alreadyTipped',
          }),
          'Thank you! Your driver has been told about your tip.',
        ),
    });
    renderAfterRide(trip);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await screen.findByText('Wallet balance: CA$50.00');
    await user.click(screen.getByRole('button', { name: 'Wallet' }));
    // nothing is paid before the rider confirms the amount
    expect(screen.getByText('Pay CA$12.50 from your wallet?')).toBeTruthy();
    expect(api.callsTo(PAY)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await user.click(screen.getByRole('button', { name: 'Wallet' }));
    await user.click(screen.getByRole('button', { name: 'Pay CA$12.50' }));

    const thanks = await screen.findByRole('dialog', { name: 'Thank you' });
    const step = await within(thanks).findByRole('group', { name: 'Add a tip' });
    expect(api.callsTo(TIP_OPTIONS)[0]?.body).toEqual({ trip_id: 101 });
    expect(
      within(step)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['None', '10 % (CA$1.25)', '15 % (CA$1.88)', '20 % (CA$2.50)', 'Custom']);
    expect(within(step).getByRole('radio', { name: 'None' })).toHaveProperty('checked', true);
    expect(within(step).getByText('Paid from your wallet.')).toBeTruthy();
    const add = within(thanks).getByRole('button', { name: 'Add tip' });
    expect(add).toHaveProperty('disabled', true);

    await user.click(within(step).getByRole('radio', { name: '15 % (CA$1.88)' }));
    await user.click(add);
    expect((await within(thanks).findByRole('status')).textContent).toBe(
      'Thank you! Your driver has been told about your tip.',
    );
    expect(within(thanks).getByText('Your tip: CA$1.88')).toBeTruthy();
    expect(api.callsTo(ADD_TIP)[0]?.body).toEqual({ trip_id: 101, percent: 15 });
    expect(within(thanks).queryByRole('button', { name: 'Add tip' })).toBeNull();

    await user.click(within(thanks).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'Trip summary' })).toBeTruthy();
  });

  it('a card trip charged at completion: a custom amount is checked against the limit first', async () => {
    const user = userEvent.setup();
    const api = stubApiCalls({
      [TIP_OPTIONS]: () => ok(makeTipOptions({ pay_mode: 'Card', card: 'Visa •••• 4242' })),
      [ADD_TIP]: (body) =>
        ok(
          makeTipOptions({
            pay_mode: 'Card',
            tip: { amount: Number(body.amount), percent: null, paid_at: Date.now() },
            refused: 'tip.alreadyTipped',
          }),
        ),
    });
    renderAfterRide(paidCopy(makeUnpaidTrip()), 'thanks');
    const thanks = screen.getByRole('dialog', { name: 'Thank you' });
    expect(await within(thanks).findByText('Charged to Visa •••• 4242.')).toBeTruthy();

    await user.click(within(thanks).getByRole('radio', { name: 'Custom' }));
    const amount = within(thanks).getByRole('spinbutton', { name: 'Tip amount (CAD)' });
    expect(document.getElementById(amount.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Up to CA$6.25.',
    );
    await user.type(amount, '7');
    await user.click(within(thanks).getByRole('button', { name: 'Add tip' }));
    expect(within(thanks).getByRole('alert').textContent).toBe('The tip can be at most 6.25 CAD.');
    await user.clear(amount);
    await user.click(within(thanks).getByRole('button', { name: 'Add tip' }));
    expect(within(thanks).getByRole('alert').textContent).toBe(
      'Please choose a tip of 10 %, 15 % or 20 %, or enter an amount above 0.',
    );
    expect(api.callsTo(ADD_TIP)).toHaveLength(0);

    await user.type(amount, '3.5');
    await user.click(within(thanks).getByRole('button', { name: 'Add tip' }));
    expect(await within(thanks).findByText('Your tip: CA$3.50')).toBeTruthy();
    expect(api.callsTo(ADD_TIP)[0]?.body).toEqual({ trip_id: 101, amount: 3.5 });
  });

  it("shows the server's refusal translated and keeps the choice", async () => {
    const user = userEvent.setup();
    stubApiCalls({
      [TIP_OPTIONS]: () => ok(makeTipOptions()),
      [ADD_TIP]: () => failed(400, 'tip.insufficientWallet'),
    });
    renderAfterRide(paidCopy(makeUnpaidTrip(), 'wallet'), 'thanks');
    const thanks = screen.getByRole('dialog', { name: 'Thank you' });
    await user.click(await within(thanks).findByRole('radio', { name: '20 % (CA$2.50)' }));
    await user.click(within(thanks).getByRole('button', { name: 'Add tip' }));
    expect((await within(thanks).findByRole('alert')).textContent).toBe(
      'Your wallet balance is too low for this tip.',
    );
    expect(within(thanks).getByRole('radio', { name: '20 % (CA$2.50)' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('stays while the tip is being paid: Close and Escape wait', async () => {
    const user = userEvent.setup();
    stubApiCalls({
      [TIP_OPTIONS]: () => ok(makeTipOptions()),
      [ADD_TIP]: () => new Promise<Response>(() => undefined),
    });
    renderAfterRide(paidCopy(makeUnpaidTrip(), 'wallet'), 'thanks');
    const thanks = screen.getByRole('dialog', { name: 'Thank you' });
    await user.click(await within(thanks).findByRole('radio', { name: '10 % (CA$1.25)' }));
    await user.click(within(thanks).getByRole('button', { name: 'Add tip' }));
    expect(await within(thanks).findByRole('button', { name: 'Adding the tip…' })).toBeTruthy();
    expect(within(thanks).getByRole('button', { name: 'Close' })).toHaveProperty('disabled', true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Thank you' })).toBeTruthy();
  });

  it('a cash trip gets a note instead; unreadable options leave the popup as it was', async () => {
    stubApiCalls({
      [TIP_OPTIONS]: () => ok(makeTipOptions({ pay_mode: null, refused: 'tip.cashTrip' })),
    });
    const { unmount } = renderAfterRide(paidCopy(makeUnpaidTrip(), 'Cash'), 'thanks');
    const thanks = screen.getByRole('dialog', { name: 'Thank you' });
    expect(
      await within(thanks).findByText(
        'This trip was paid in cash: please give your tip to the driver in cash.',
      ),
    ).toBeTruthy();
    expect(within(thanks).queryByRole('group', { name: 'Add a tip' })).toBeNull();
    unmount();

    const api = stubApiCalls({});
    renderAfterRide(paidCopy(makeUnpaidTrip()), 'thanks');
    await waitFor(() => expect(api.callsTo(TIP_OPTIONS)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Loading the tip options…')).toBeNull());
    expect(screen.queryByRole('group', { name: 'Add a tip' })).toBeNull();
    expect(screen.getByText('Your payment was successful.')).toBeTruthy();
  });

  it('is not offered after paying a cancellation fee', async () => {
    const user = userEvent.setup();
    const trip = makeUnpaidTrip({ trip_status: 'cancel', cancel_fee: 5, trip_pay_amount: 5 });
    const api = stubApiCalls({
      ...cityAndWallet(50),
      [PAY]: () => ok(paidCopy(trip, 'wallet')),
    });
    renderAfterRide(trip);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await screen.findByText('Wallet balance: CA$50.00');
    await user.click(screen.getByRole('button', { name: 'Wallet' }));
    await confirmWallet(user);
    await screen.findByRole('dialog', { name: 'Thank you' });
    expect(api.callsTo(TIP_OPTIONS)).toHaveLength(0);
  });
});

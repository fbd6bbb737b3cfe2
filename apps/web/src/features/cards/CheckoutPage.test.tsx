import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPaymentsAfterEachTest } from '../../test/payments';
import { paymentIntent, savedCard } from '../../domain/payments/testCards';
import { toast } from '../../shared/ui/toast';
import { failed, ok, stubApiCalls } from '../../test/apiCalls';
import { renderWithProviders } from '../../test/renderWithProviders';
import { baseTrip } from '../../test/trips';
import type { SavedCard } from '@fairfare/contracts/payments';
import { CheckoutPage } from './CheckoutPage';

vi.mock('../../shared/ui/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn() },
}));

const KEY = '/constantapi/getstripekey';
const CARDS = '/constantapi/getpaymentmethods';
const UNPAID = '/tripapi/getunpaidtrip';
const INTENT = '/constantapi/createpaymentintent';
const DETACH = '/constantapi/detachpaymentmethod';
const ATTACH = '/constantapi/attachpaymentmethod';
const TOKENIZE = '/constantapi/sandboxcreatepaymentmethod';

const VISA = savedCard();
const MASTERCARD = savedCard({
  id: 'pm_sandbox_4444',
  brand: 'mastercard',
  last4: '4444',
  exp_month: 11,
  exp_year: 2029,
});
const UNPAID_TRIP = baseTrip({
  trip_id: 301,
  trip_status: 'completed',
  trip_pay_amount: 14.25,
  trip_from_loc: 'Western University',
  trip_to_loc: 'Masonville Place',
});

type Handler = (body: Record<string, unknown>, call: number) => Response;
type Trip = ReturnType<typeof baseTrip>;

/** The service with `cards` saved and `trip` to pay; `handlers` replace endpoints. */
function stubCheckout(
  {
    cards = [VISA, MASTERCARD],
    trip = UNPAID_TRIP,
  }: { cards?: SavedCard[]; trip?: Trip | null } = {},
  handlers: Record<string, Handler> = {},
) {
  let list = cards;
  let unpaid = trip;
  return stubApiCalls({
    [KEY]: () => ok({ stripe_p_key: 'sandbox', mode: 'sandbox' }),
    [CARDS]: () => ok({ data: list }),
    [UNPAID]: () => ok({ trip: unpaid }),
    [INTENT]: () => {
      unpaid = null;
      return ok({
        paymentIntent: paymentIntent(),
        trip: { ...UNPAID_TRIP, trip_pay_status: 'Paid', trip_pay_mode: 'stripe' },
      });
    },
    [DETACH]: (body) => {
      list = list.filter((c) => c.id !== body.payment_method_id);
      return ok({ id: body.payment_method_id });
    },
    [TOKENIZE]: () => ok(savedCard({ id: 'pm_sandbox_new', last4: '1881' })),
    [ATTACH]: () => {
      const card = savedCard({ id: 'pm_sandbox_new', last4: '1881' });
      list = [...list, card];
      return ok({ success: true, error: null, card });
    },
    ...handlers,
  });
}

async function openCheckout() {
  const rendered = renderWithProviders(<CheckoutPage />, { path: '/Checkout' });
  await screen.findByRole('heading', { level: 1, name: 'Saved cards' });
  return rendered;
}

async function cardItems() {
  const list = await screen.findByRole('list', { name: 'Your cards' });
  return within(list).getAllByRole('listitem');
}

async function addCard(user: UserEvent, number = '4242 4242 4242 1881') {
  const form = within(screen.getByRole('form', { name: 'Add Card' }));
  await user.type(await form.findByLabelText('Card number'), number);
  await user.type(form.getByLabelText('Expiry (MM/YY)'), '04/31');
  await user.type(form.getByLabelText('CVC'), '123');
  await user.click(form.getByRole('button', { name: 'Save card' }));
}

beforeEach(() => {
  sessionStorage.setItem('isLoggedIn', 'true');
});

resetPaymentsAfterEachTest();

describe('CheckoutPage (saved cards)', () => {
  it('lists the cards with brand, masked number and expiry, and the trip to pay', async () => {
    stubCheckout();
    await openCheckout();
    const items = await cardItems();
    expect(items).toHaveLength(2);
    const visa = within(items[0]!);
    expect(visa.getByText('Visa')).toBeTruthy();
    expect(visa.getByText('•••• •••• •••• 4242')).toBeTruthy();
    expect(visa.getByText('Expires 04/2031')).toBeTruthy();
    expect(within(items[1]!).getByText('Mastercard')).toBeTruthy();
    expect(within(items[1]!).getByText('Expires 11/2029')).toBeTruthy();

    const trip = within(await screen.findByRole('region', { name: 'Trip to pay' }));
    expect(trip.getByText('Western University')).toBeTruthy();
    expect(trip.getByText('Masonville Place')).toBeTruthy();
    expect(trip.getByText('CA$14.25')).toBeTruthy();
    expect(visa.getByRole('button', { name: 'Pay' }).hasAttribute('disabled')).toBe(false);
  });

  it('pays the unpaid trip with a card, says so and shows it paid', async () => {
    const user = userEvent.setup();
    const api = stubCheckout();
    await openCheckout();
    await screen.findByRole('region', { name: 'Trip to pay' });
    const items = await cardItems();

    await user.click(within(items[1]!).getByRole('button', { name: 'Pay' }));

    const paid = within(await screen.findByRole('region', { name: 'Trip paid' }));
    expect(paid.getByText('CA$14.25')).toBeTruthy();
    expect(api.callsTo(INTENT)[0]?.body).toEqual({
      trip_id: 301,
      payment_method: 'pm_sandbox_4444',
    });
    expect(toast.success).toHaveBeenCalledWith('Payment successful.');
    // nothing left to pay: the Pay buttons are off
    await waitFor(() =>
      expect(within(items[0]!).getByRole('button', { name: 'Pay' }).hasAttribute('disabled')).toBe(
        true,
      ),
    );
  });

  it("shows a declined card's message and leaves the trip to pay", async () => {
    const user = userEvent.setup();
    stubCheckout(
      {},
      {
        [INTENT]: () => failed(402, 'payment.providerError', { error: 'Your card was declined.' }),
      },
    );
    await openCheckout();
    await screen.findByRole('region', { name: 'Trip to pay' });
    await user.click(within((await cardItems())[0]!).getByRole('button', { name: 'Pay' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(screen.getByRole('region', { name: 'Trip to pay' })).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('disables Pay and says so when there is nothing to pay', async () => {
    stubCheckout({ trip: null });
    await openCheckout();
    expect(await screen.findByText('There is nothing to pay right now.')).toBeTruthy();
    for (const item of await cardItems()) {
      expect(within(item).getByRole('button', { name: 'Pay' }).hasAttribute('disabled')).toBe(true);
    }
  });

  it('deletes a card only after the confirmation', async () => {
    const user = userEvent.setup();
    const api = stubCheckout();
    await openCheckout();
    await cardItems();

    await user.click(screen.getByRole('button', { name: 'Delete card ending 4242' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo(DETACH)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete card ending 4242' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(DETACH)[0]?.body).toEqual({ payment_method_id: 'pm_sandbox_4242' });
    expect(toast.success).toHaveBeenCalledWith('Card removed.');
    await waitFor(async () => expect(await cardItems()).toHaveLength(1));
    expect(screen.queryByText('•••• •••• •••• 4242')).toBeNull();
  });

  it('adds a card: tokenizes, attaches, says so and lists it', async () => {
    const user = userEvent.setup();
    const api = stubCheckout({ cards: [] });
    await openCheckout();
    expect(await screen.findByText('No saved cards yet.')).toBeTruthy();

    await addCard(user);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Card saved successfully!'));
    expect(api.callsTo(TOKENIZE)[0]?.body).toMatchObject({ number: '4242 4242 4242 1881' });
    expect(api.callsTo(ATTACH)[0]?.body).toEqual({ payment_method_id: 'pm_sandbox_new' });
    const items = await cardItems();
    expect(within(items[0]!).getByText('•••• •••• •••• 1881')).toBeTruthy();
  });

  it("shows 'Failed to save card: …' under the form when the attach is refused", async () => {
    const user = userEvent.setup();
    stubCheckout(
      { cards: [] },
      { [ATTACH]: () => ok({ success: false, error: 'Your card was declined.', card: null }) },
    );
    await openCheckout();
    await addCard(user);
    const form = within(screen.getByRole('form', { name: 'Add Card' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'Failed to save card: Your card was declined.',
    );
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByText('No saved cards yet.')).toBeTruthy();
  });

  it("says a refused attach from its message key, not the provider's words (issue 38)", async () => {
    const user = userEvent.setup();
    stubCheckout(
      { cards: [] },
      {
        [ATTACH]: () =>
          ok({
            success: false,
            error: 'Your card was declined.',
            error_code: 'payment.insufficientFunds',
            card: null,
          }),
      },
    );
    await openCheckout();
    await addCard(user);
    const form = within(screen.getByRole('form', { name: 'Add Card' }));
    // the key's text, which the site has in every language
    expect((await form.findByRole('alert')).textContent).toBe(
      'Failed to save card: Your card has insufficient funds.',
    );
  });

  it("shows the provider's error under the form when the card cannot be tokenized", async () => {
    const user = userEvent.setup();
    const api = stubCheckout(
      { cards: [] },
      {
        [TOKENIZE]: () =>
          failed(402, 'payment.providerError', { error: 'Your card has insufficient funds.' }),
      },
    );
    await openCheckout();
    await addCard(user, '4000 0000 0000 9995');
    const form = within(screen.getByRole('form', { name: 'Add Card' }));
    expect((await form.findByRole('alert')).textContent).toBe('Your card has insufficient funds.');
    expect(api.callsTo(ATTACH)).toHaveLength(0);
  });
});

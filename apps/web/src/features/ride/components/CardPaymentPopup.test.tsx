import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { holdNamespace } from '../../../test/i18n';
import { resetPaymentsAfterEachTest } from '../../../test/payments';
import { paymentIntent, savedCard } from '../../../domain/payments/testCards';
import { storageKeys } from '../../../shared/storage';
import { failed, ok, stubApiCalls } from '../../../test/apiCalls';
import {
  CARDS,
  GATEWAY,
  INTENT,
  TOKENIZE,
  makeUnpaidTrip,
  paidCopy,
  renderAfterRide,
} from '../test/afterRide';

const trip = makeUnpaidTrip({ trip_pay_mode: 'stripe' });
const sandbox = { [GATEWAY]: () => ok({ stripe_p_key: 'sandbox', mode: 'sandbox' }) };

beforeEach(() => {
  sessionStorage.setItem(storageKeys.loggedIn, 'true');
  sessionStorage.setItem(storageKeys.userId, '5');
});

resetPaymentsAfterEachTest();

async function fillCard(user: UserEvent, number: string) {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '04/31');
  await user.type(screen.getByLabelText('CVC'), '123');
}

describe('payment popup', () => {
  it('pays with a saved card', async () => {
    const user = userEvent.setup();
    const api = stubApiCalls({
      ...sandbox,
      [CARDS]: () => ok({ data: [savedCard()] }),
      [INTENT]: () => ok({ paymentIntent: paymentIntent(), trip: paidCopy(trip) }),
    });
    renderAfterRide(trip, 'card');
    const popup = screen.getByRole('dialog', { name: 'Pay by card' });
    expect(within(popup).getByText('Amount to pay: CA$12.50')).toBeTruthy();
    const saved = await within(popup).findByRole('region', { name: 'Saved cards' });
    await user.click(within(saved).getByRole('button', { name: 'Pay', description: /4242/ }));

    await screen.findByRole('dialog', { name: 'Thank you' });
    expect(api.callsTo(INTENT)[0]?.body).toEqual({
      trip_id: 101,
      payment_method: 'pm_sandbox_4242',
    });
  });

  it('stays on screen while the card texts load, a spinner in the place of each card part', async () => {
    // a rider who met no card form before: the payments texts load when the popup first shows
    stubApiCalls({ ...sandbox, [CARDS]: () => ok({ data: [savedCard()] }) });
    const texts = holdNamespace('payments');
    renderAfterRide(trip, 'card');

    const popup = screen.getByRole('dialog', { name: 'Pay by card' });
    const saved = await within(popup).findByRole('region', { name: 'Saved cards' });
    expect(within(saved).getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(within(popup).queryByLabelText('Card number')).toBeNull();

    texts.release();
    expect(await within(popup).findByLabelText('Card number')).toBeTruthy();
    expect(within(saved).getByRole('button', { name: 'Pay', description: /4242/ })).toBeTruthy();
  });

  it("shows a saved card's decline in the payment message area", async () => {
    const user = userEvent.setup();
    stubApiCalls({
      ...sandbox,
      [CARDS]: () => ok({ data: [savedCard({ id: 'pm_sandbox_0002', last4: '0002' })] }),
      [INTENT]: () => failed(402, 'payment.providerError', { error: 'Your card was declined.' }),
    });
    renderAfterRide(trip, 'card');
    await user.click(await screen.findByRole('button', { name: 'Pay', description: /0002/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(screen.getByRole('dialog', { name: 'Pay by card' })).toBeTruthy();
  });

  it("pays with a new card: 'Pay now', 'Processing ... ' while busy, then thank-you", async () => {
    const user = userEvent.setup();
    let answer!: (response: Response) => void;
    const api = stubApiCalls({
      ...sandbox,
      [CARDS]: () => ok({ data: [] }),
      [TOKENIZE]: () => ok(savedCard({ id: 'pm_new' })),
      [INTENT]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderAfterRide(trip, 'card');
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));

    const busy = await screen.findByRole('button', { name: 'Processing ...' });
    expect(busy.textContent).toBe('Processing ... ');
    // Escape does not leave a payment in flight
    screen.getByRole('dialog', { name: 'Pay by card' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Pay by card' })).toBeTruthy();
    answer(ok({ paymentIntent: paymentIntent(), trip: paidCopy(trip) }));

    await screen.findByRole('dialog', { name: 'Thank you' });
    expect(api.callsTo(INTENT)[0]?.body).toEqual({
      trip_id: 101,
      payment_method: 'pm_new',
      save_card: false,
    });
  });

  it("shows a declined new card's message under the form", async () => {
    const user = userEvent.setup();
    stubApiCalls({
      ...sandbox,
      [CARDS]: () => ok({ data: [] }),
      [TOKENIZE]: () => ok(savedCard({ id: 'pm_declined', last4: '0002' })),
      [INTENT]: () => failed(402, 'payment.providerError', { error: 'Your card was declined.' }),
    });
    renderAfterRide(trip, 'card');
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy();
  });

  it('goes back to the payment methods with Escape', async () => {
    const user = userEvent.setup();
    stubApiCalls({ ...sandbox, [CARDS]: () => ok({ data: [] }) });
    renderAfterRide(trip, 'card');
    await screen.findByLabelText('Card number');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Select Payment Method' })).toBeTruthy();
  });
});

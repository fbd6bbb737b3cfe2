import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/client';
import { failed, ok, stubApiCalls } from '../../test/apiCalls';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CardForm } from './CardForm';
import { resetPaymentsAfterEachTest } from '../../test/payments';
import { savedCard } from './testCards';

// Stripe Elements cannot run without the internet: the Stripe modules are stand-ins here.
const stripe = vi.hoisted(() => ({
  createPaymentMethod: vi.fn(),
  elements: { getElement: vi.fn(() => ({ kind: 'card-element' })) },
}));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(async () => stripe) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => children,
  CardElement: () => <div data-testid="stripe-card-element" />,
  useStripe: () => stripe,
  useElements: () => stripe.elements,
}));

const KEY = '/constantapi/getstripekey';
const TOKENIZE = '/constantapi/sandboxcreatepaymentmethod';

resetPaymentsAfterEachTest();

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

async function fillCard(user: UserEvent, number = '4242 4242 4242 4242', exp = '04/31') {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), exp);
  await user.type(screen.getByLabelText('CVC'), '123');
}

describe('CardForm — sandbox gateway', () => {
  it("tokenizes through the server, reads 'Processing ... ' while busy, then empties", async () => {
    const user = userEvent.setup();
    const api = stubApiCalls({
      [KEY]: () => ok({ stripe_p_key: 'sandbox', mode: 'sandbox' }),
      [TOKENIZE]: () => ok(savedCard()),
    });
    const done = deferred();
    const onPaymentMethod = vi.fn(() => done.promise);
    renderWithProviders(<CardForm submitLabel="Save card" onPaymentMethod={onPaymentMethod} />);

    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Save card' }));

    const busy = await screen.findByRole('button', { name: 'Processing ...' });
    expect(busy.textContent).toBe('Processing ... ');
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(api.callsTo(TOKENIZE)[0]?.body).toEqual({
      number: '4242 4242 4242 4242',
      exp_month: '04',
      exp_year: '31',
      cvc: '123',
    });
    expect(onPaymentMethod).toHaveBeenCalledWith(savedCard(), { save: false });

    done.resolve();
    await screen.findByRole('button', { name: 'Save card' });
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the provider's message under the form and does not go on", async () => {
    const user = userEvent.setup();
    stubApiCalls({
      [KEY]: () => ok({ stripe_p_key: 'sandbox', mode: 'sandbox' }),
      [TOKENIZE]: () => failed(402, 'payment.providerError', { error: 'Your card was declined.' }),
    });
    const onPaymentMethod = vi.fn(async () => undefined);
    renderWithProviders(<CardForm submitLabel="Pay now" onPaymentMethod={onPaymentMethod} />);

    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(onPaymentMethod).not.toHaveBeenCalled();
    // the rider may correct the card: the fields keep what was typed
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe(
      '4000 0000 0000 0002',
    );
  });

  it('shows the error of onPaymentMethod, translated', async () => {
    const user = userEvent.setup();
    stubApiCalls({
      [KEY]: () => ok({ stripe_p_key: 'sandbox', mode: 'sandbox' }),
      [TOKENIZE]: () => ok(savedCard()),
    });
    const onPaymentMethod = vi.fn(async () => {
      throw new ApiError(400, 'Insufficient wallet amount', 'payment.insufficientWallet');
    });
    renderWithProviders(<CardForm submitLabel="Pay now" onPaymentMethod={onPaymentMethod} />);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Insufficient wallet amount');
    expect(screen.getByRole('button', { name: 'Pay now' }).hasAttribute('disabled')).toBe(false);
  });

  it('refuses an unreadable expiry without a call', async () => {
    const user = userEvent.setup();
    const api = stubApiCalls({ [KEY]: () => ok({ stripe_p_key: 'sandbox', mode: 'sandbox' }) });
    renderWithProviders(<CardForm submitLabel="Pay now" onPaymentMethod={vi.fn()} />);
    await fillCard(user, '4242424242424242', '13/3');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Your card's expiration date is invalid.",
    );
    expect(api.callsTo(TOKENIZE)).toHaveLength(0);
  });

  it("passes 'Save this card for next time' to onPaymentMethod", async () => {
    const user = userEvent.setup();
    stubApiCalls({
      [KEY]: () => ok({ stripe_p_key: 'sandbox', mode: 'sandbox' }),
      [TOKENIZE]: () => ok(savedCard()),
    });
    const onPaymentMethod = vi.fn(async () => undefined);
    renderWithProviders(
      <CardForm submitLabel="Pay now" onPaymentMethod={onPaymentMethod} saveOption />,
    );
    await fillCard(user);
    await user.click(screen.getByRole('checkbox', { name: 'Save this card for next time' }));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(onPaymentMethod).toHaveBeenCalledWith(savedCard(), { save: true }));
  });

  it('says card payments are unavailable when the gateway does not answer', async () => {
    stubApiCalls({ [KEY]: () => failed(503, 'error.internal') });
    renderWithProviders(<CardForm submitLabel="Pay now" onPaymentMethod={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Card payments are not available right now.',
    );
    expect(screen.getByRole('button', { name: 'Pay now' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('CardForm — Stripe gateway', () => {
  it('loads Stripe Elements and tokenizes with stripe.createPaymentMethod', async () => {
    const user = userEvent.setup();
    const api = stubApiCalls({ [KEY]: () => ok({ stripe_p_key: 'pk_test_1', mode: 'stripe' }) });
    stripe.createPaymentMethod.mockResolvedValue({
      paymentMethod: {
        id: 'pm_stripe_1',
        card: { brand: 'mastercard', last4: '4444', exp_month: 9, exp_year: 2030 },
      },
    });
    const onPaymentMethod = vi.fn(async () => undefined);
    renderWithProviders(<CardForm submitLabel="Pay now" onPaymentMethod={onPaymentMethod} />);

    expect(await screen.findByTestId('stripe-card-element')).toBeTruthy();
    expect(screen.getByText('Card details')).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    const { loadStripe } = await import('@stripe/stripe-js');
    expect(loadStripe).toHaveBeenCalledWith('pk_test_1');

    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(onPaymentMethod).toHaveBeenCalled());
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: { kind: 'card-element' },
    });
    expect(onPaymentMethod).toHaveBeenCalledWith(
      {
        id: 'pm_stripe_1',
        card: { brand: 'mastercard', last4: '4444', exp_month: 9, exp_year: 2030 },
      },
      { save: false },
    );
    expect(api.callsTo(TOKENIZE)).toHaveLength(0);
  });

  it("shows Stripe's error under the form", async () => {
    const user = userEvent.setup();
    stubApiCalls({ [KEY]: () => ok({ stripe_p_key: 'pk_test_1', mode: 'stripe' }) });
    stripe.createPaymentMethod.mockResolvedValue({
      error: { message: 'Your card number is incomplete.' },
    });
    const onPaymentMethod = vi.fn(async () => undefined);
    renderWithProviders(<CardForm submitLabel="Pay now" onPaymentMethod={onPaymentMethod} />);
    await screen.findByTestId('stripe-card-element');
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card number is incomplete.');
    expect(onPaymentMethod).not.toHaveBeenCalled();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedCard } from '@fairfare/contracts/payments';
import { resetPaymentsAfterEachTest } from '../../test/payments';
import { paymentIntent, savedCard } from '../../domain/payments/testCards';
import { toast } from '../../shared/ui/toast';
import { makeUser } from '../../test/account';
import { ok, stubApiCalls } from '../../test/apiCalls';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ProfilePage } from './ProfilePage';

vi.mock('../../shared/ui/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn() },
}));

const WALLET_INTENT = '/constantapi/walletcreatepaymentintent';
const TOKENIZE = '/constantapi/sandboxcreatepaymentmethod';

const USER = makeUser({ u_wallet: 12.5 });

function stubAccount(cards: SavedCard[]) {
  return stubApiCalls({
    '/userapi/getusers': () => ok(USER),
    '/tripapi/gettrips': () => ok({ trips: [], total: 0, offset: 0, limit: 10 }),
    '/constantapi/getstripekey': () => ok({ stripe_p_key: 'sandbox', mode: 'sandbox' }),
    '/constantapi/getpaymentmethods': () => ok({ data: cards }),
    [TOKENIZE]: () => ok(savedCard({ id: 'pm_sandbox_new', last4: '1881' })),
    [WALLET_INTENT]: (body) =>
      ok({
        client_secret: 'pi_1_secret',
        paymentIntent: paymentIntent(),
        u_wallet: USER.u_wallet + Number(body.amount),
      }),
  });
}

async function openTopUp(user: UserEvent) {
  renderWithProviders(<ProfilePage />, { path: '/profile' });
  const wallet = within(await screen.findByRole('region', { name: 'Wallet' }, { timeout: 3000 }));
  await user.click(wallet.getByRole('button', { name: 'Top up wallet' }));
  return within(wallet.getByRole('group', { name: 'Add money' }));
}

beforeEach(() => {
  sessionStorage.setItem('isLoggedIn', 'true');
});

resetPaymentsAfterEachTest();

describe('My Account — wallet top-up', () => {
  it('bounds the amount field with the top-up limits', async () => {
    stubAccount([]);
    const topUp = await openTopUp(userEvent.setup());
    const amount = topUp.getByLabelText('Amount (CAD)');
    expect(amount.getAttribute('min')).toBe('5');
    expect(amount.getAttribute('max')).toBe('500');
  });

  it('tops up with a saved card and shows the new balance', async () => {
    const user = userEvent.setup();
    const api = stubAccount([savedCard()]);
    const topUp = await openTopUp(user);
    expect(
      ((await topUp.findByRole('radio', { name: 'Visa •••• 4242' })) as HTMLInputElement).checked,
    ).toBe(true);
    await user.type(topUp.getByLabelText('Amount (CAD)'), '20');
    await user.click(topUp.getByRole('button', { name: 'Add money' }));

    const wallet = within(screen.getByRole('region', { name: 'Wallet' }));
    await waitFor(() => expect(wallet.getByText('CA$32.50')).toBeTruthy());
    expect(api.callsTo(WALLET_INTENT)[0]?.body).toEqual({
      amount: 20,
      payment_method: 'pm_sandbox_4242',
    });
    expect(toast.success).toHaveBeenCalledWith('Your wallet has been topped up.');
  });

  it('refuses an amount out of bounds without a call', async () => {
    const user = userEvent.setup();
    const api = stubAccount([savedCard()]);
    const topUp = await openTopUp(user);
    await topUp.findByRole('radio', { name: 'Visa •••• 4242' });
    await user.type(topUp.getByLabelText('Amount (CAD)'), '2');
    await user.click(topUp.getByRole('button', { name: 'Add money' }));
    expect((await topUp.findByRole('alert')).textContent).toBe(
      'Please enter an amount between 5 and 500.',
    );
    expect(api.callsTo(WALLET_INTENT)).toHaveLength(0);
  });

  it('tops up with a new card through the card form', async () => {
    const user = userEvent.setup();
    const api = stubAccount([]);
    const topUp = await openTopUp(user);
    expect(
      ((await topUp.findByRole('radio', { name: 'A new card' })) as HTMLInputElement).checked,
    ).toBe(true);
    await user.type(topUp.getByLabelText('Amount (CAD)'), '7.5');
    const form = within(topUp.getByRole('form', { name: 'New card' }));
    await user.type(await form.findByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(form.getByLabelText('Expiry (MM/YY)'), '12/34');
    await user.type(form.getByLabelText('CVC'), '123');
    await user.click(form.getByRole('button', { name: 'Add money' }));

    const wallet = within(screen.getByRole('region', { name: 'Wallet' }));
    await waitFor(() => expect(wallet.getByText('CA$20.00')).toBeTruthy());
    expect(api.callsTo(TOKENIZE)).toHaveLength(1);
    expect(api.callsTo(WALLET_INTENT)[0]?.body).toEqual({
      amount: 7.5,
      payment_method: 'pm_sandbox_new',
    });
  });
});

import type { SavedCard } from '@fairfare/contracts/payments';

/** A saved card as the API answers it, for tests. */
export function savedCard(overrides: Partial<SavedCard['card']> & { id?: string } = {}): SavedCard {
  const { id = 'pm_sandbox_4242', ...card } = overrides;
  return { id, card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031, ...card } };
}

/** A payment intent as the API answers it, for tests. */
export function paymentIntent(status = 'succeeded', id = 'pi_1') {
  return { id, status, client_secret: `${id}_secret`, amount: 8, currency: 'cad' };
}

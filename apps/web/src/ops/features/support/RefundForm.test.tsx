import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { opsSupportPaths } from '@fairfare/contracts/ops-support';
import { restoreAfterTest } from '../../../test/account';
import { failed, ok, stubApiCalls } from '../../../test/apiCalls';
import { CARD_PAYMENT } from '../../../test/opsSupport';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { RefundForm } from './RefundForm';

afterEach(restoreAfterTest);

const refunded = (amount: number) => ({
  refund: {
    refund_id: 1,
    payment_id: 41,
    amount,
    reason: 'Long detour',
    status: 'succeeded',
    failure_message: null,
    staff_id: 3,
    at: 0,
  },
  payment: { ...CARD_PAYMENT, refunded: 10 + amount, left_to_refund: 20 - amount },
});

async function fillAndReview(user: ReturnType<typeof userEvent.setup>, amount: string) {
  const field = screen.getByLabelText('Amount to refund (CAD)');
  await user.clear(field);
  await user.type(field, amount);
  const reason = screen.getByLabelText('Reason');
  await user.clear(reason);
  await user.type(reason, 'Long detour');
  await user.click(screen.getByRole('button', { name: 'Review refund' }));
}

describe('the refund form', () => {
  it('offers what is left, refuses more before sending anything, and asks to confirm', async () => {
    const api = stubApiCalls({});
    const user = userEvent.setup();
    renderWithProviders(<RefundForm payment={CARD_PAYMENT} currency="CAD" onDone={vi.fn()} />);
    expect(screen.getByLabelText('Amount to refund (CAD)')).toHaveProperty('value', '20.00');

    await fillAndReview(user, '20.01');
    expect(screen.getByRole('alert').textContent).toBe('At most 20.00 CAD is left to refund.');
    await fillAndReview(user, '7.5');
    expect(screen.getByText('Refund 7.50 CAD to visa •••• 4242 for “Long detour”?')).toBeTruthy();
    expect(api.callsTo(opsSupportPaths.refund)).toEqual([]);
  });

  it('keeps its key through a failed try, so the retry is the same refund', async () => {
    const api = stubApiCalls({
      [opsSupportPaths.refund]: (_body, call) =>
        call === 0 ? failed(503, 'payment.unavailable') : ok(refunded(7.5)),
    });
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RefundForm payment={CARD_PAYMENT} currency="CAD" onDone={onDone} />);

    await fillAndReview(user, '7.5');
    await user.click(screen.getByRole('button', { name: 'Confirm refund' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Card payments are not available right now. Please try again later.',
    );
    await user.click(screen.getByRole('button', { name: 'Review refund' }));
    await user.click(screen.getByRole('button', { name: 'Confirm refund' }));
    await vi.waitFor(() =>
      expect(onDone).toHaveBeenCalledWith("Refunded 7.50 CAD to the rider's card."),
    );

    const [first, retry] = api.callsTo(opsSupportPaths.refund).map((c) => c.body);
    expect(first).toMatchObject({ payment_id: 41, amount: 7.5, reason: 'Long detour' });
    expect(retry?.idempotency_key).toBe(first?.idempotency_key);
    expect(String(first?.idempotency_key).length).toBeGreaterThanOrEqual(8);
  });
});

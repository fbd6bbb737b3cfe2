import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { opsSupportPaths, type WalletCredit } from '@fairfare/contracts/ops-support';
import { opsPaths } from '@fairfare/contracts/staff';
import { restoreAfterTest } from '../../../test/account';
import { failed, ok, stubApiCalls } from '../../../test/apiCalls';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CreditApprovals } from './CreditApprovals';

afterEach(restoreAfterTest);

/** Signed in as support staff member 5. */
const ME = 5;
const session = () =>
  ok({
    staff: {
      staff_id: ME,
      email: 'support@fairfare.example',
      name: 'Sam Support',
      role: 'support',
    },
    has_passkey: false,
  });

const credit = (over: Partial<WalletCredit>): WalletCredit => ({
  request_id: 1,
  user_id: 3,
  rider_name: 'Ada Rider',
  rider_phone: '+1 5195550100',
  amount: 1000,
  currency: 'CAD',
  reason: 'Lost luggage',
  status: 'pending',
  requested_by: 9,
  requested_by_name: 'Pat Other',
  requested_at: Date.UTC(2026, 10, 27, 9),
  decided_by: null,
  decided_at: null,
  ...over,
});

describe('credits waiting for approval', () => {
  it('lets another staff member approve, never the asker, and says what was done', async () => {
    const others = credit({ request_id: 1 });
    const mine = credit({
      request_id: 2,
      rider_name: 'Ben Rider',
      amount: 250,
      requested_by: ME,
      requested_by_name: 'Sam Support',
    });
    let decided = false;
    const api = stubApiCalls({
      [opsPaths.session]: session,
      [opsSupportPaths.walletCredits]: () => ok({ credits: decided ? [mine] : [others, mine] }),
      [opsSupportPaths.decideWalletCredit]: (body) => {
        decided = true;
        return ok({ ...others, status: body.approve ? 'approved' : 'rejected', decided_by: ME });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CreditApprovals />);

    const table = await screen.findByRole('table', { name: 'Credits waiting for approval' });
    expect(table.textContent).toContain('1000.00 CAD');
    expect(table.textContent).toContain('Lost luggage');
    // the asker's own credit cannot be decided by them
    expect(screen.queryByRole('button', { name: 'Approve 250.00 CAD for Ben Rider' })).toBeNull();
    await waitFor(() => expect(screen.getByText('Waiting for another staff member')).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Approve 1000.00 CAD for Ada Rider' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      "Approved: 1000.00 CAD credited to Ada Rider's wallet.",
    );
    expect(api.callsTo(opsSupportPaths.decideWalletCredit).map((c) => c.body)).toEqual([
      { request_id: 1, approve: true },
    ]);
    // the list is read again: only the asker's own is left
    await waitFor(() => expect(screen.queryByRole('button', { name: /Ada Rider/ })).toBeNull());
  });

  it("rejects, and shows the service's refusal", async () => {
    stubApiCalls({
      [opsPaths.session]: session,
      [opsSupportPaths.walletCredits]: () => ok({ credits: [credit({})] }),
      [opsSupportPaths.decideWalletCredit]: () => failed(409, 'ops.creditDecided'),
    });
    const user = userEvent.setup();
    renderWithProviders(<CreditApprovals />);
    await user.click(
      await screen.findByRole('button', { name: 'Reject 1000.00 CAD for Ada Rider' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This credit was already approved or rejected.',
    );
  });

  it('says when nothing waits', async () => {
    stubApiCalls({
      [opsPaths.session]: session,
      [opsSupportPaths.walletCredits]: () => ok({ credits: [] }),
    });
    renderWithProviders(<CreditApprovals />);
    expect(await screen.findByText('No credit is waiting for approval.')).toBeTruthy();
  });
});

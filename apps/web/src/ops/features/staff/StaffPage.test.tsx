import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { opsPaths, type StaffListItem } from '@fairfare/contracts/staff';
import { failed, ok, stubApiCalls } from '../../../test/apiCalls';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { StaffPage } from './StaffPage';

const member: StaffListItem = {
  staff_id: 3,
  email: 'support@fairfare.example',
  name: 'Sam Support',
  role: 'support',
  city_ids: [],
  language: 'en',
  disabled: false,
  has_passkey: false,
  created_at: Date.UTC(2026, 10, 1),
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the staff page', () => {
  it('lists the staff and exports the list as CSV, saying a refusal', async () => {
    const api = stubApiCalls({
      [opsPaths.staffList]: () => ok({ staff: [member] }),
      [opsPaths.staffExport]: () => failed(403, 'error.forbidden'),
    });
    const user = userEvent.setup();
    renderWithProviders(<StaffPage />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('support@fairfare.example')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Export the staff list as CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You are not allowed to do that.');
    expect(api.callsTo(opsPaths.staffExport)).toHaveLength(1);
  });
});

import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { opsSearchPaths } from '@fairfare/contracts/ops-search';
import { opsPaths, type AuditEntry } from '@fairfare/contracts/staff';
import { failed, ok, stubApiCalls } from '../../../test/apiCalls';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { setCityZones } from '../../shared/formatTime';
import { AuditLogPage } from './AuditLogPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setCityZones([]);
});

const entry = (audit_id: number, changes: AuditEntry['changes']): AuditEntry => ({
  audit_id,
  staff_id: 1,
  staff_email: 'admin@fairfare.example',
  action: 'driver.suspend',
  entity: 'driver',
  entity_id: '7',
  before: null,
  after: null,
  changes,
  reason: 'Documents expired',
  at: Date.UTC(2026, 10, 28, 20, 37),
});

describe('the audit log', () => {
  it('shows who, what, when and each field before and after, pages back by keyset, and exports its filter', async () => {
    setCityZones([{ city_id: 14, tz_offset: -5 }]);
    const api = stubApiCalls({
      [opsPaths.staffList]: () => ok([]),
      [opsPaths.auditLog]: (body) =>
        body.before_id === 50
          ? ok({ entries: [entry(49, [])], next_before_id: null })
          : ok({
              entries: [entry(50, [{ field: 'suspended', before: false, after: true }])],
              next_before_id: 50,
            }),
      [opsSearchPaths.exportAudit]: () => failed(403, 'error.forbidden'),
    });
    const user = userEvent.setup();
    renderWithProviders(<AuditLogPage />);
    const table = await screen.findByRole('table', { name: 'Audit entries, newest first' });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('listitem').textContent).toBe('suspended: false → true');
    // the house zone (the cities all share it): 15:37 in London, Ontario, unnamed
    expect(within(first!).getByText('Nov 28, 2026, 3:37 p.m.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Older entries' }));
    expect(await within(table).findByText('No field changed')).toBeTruthy();
    expect(api.callsTo(opsPaths.auditLog).at(-1)?.body).toEqual({ before_id: 50 });

    await user.type(screen.getByLabelText('Object'), 'driver');
    await user.type(screen.getByLabelText('From'), '2026-11-28');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const filter = { entity: 'driver', from: Date.UTC(2026, 10, 28, 5) };
    await vi.waitFor(() => expect(api.callsTo(opsPaths.auditLog).at(-1)?.body).toEqual(filter));
    await user.click(screen.getByRole('button', { name: 'Export the audit log as CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You are not allowed to do that.');
    expect(api.callsTo(opsSearchPaths.exportAudit)[0]?.body).toEqual(filter);
  });
});

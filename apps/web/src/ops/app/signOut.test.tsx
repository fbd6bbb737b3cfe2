import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { contentOpsPaths } from '@fairfare/contracts/content-admin';
import { opsPaths } from '@fairfare/contracts/staff';
import { failed, ok, stubApiCalls } from '../../test/apiCalls';
import { OpsApp } from './OpsApp';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const editor = { staff_id: 3, email: 'e@x', name: 'Edie Editor', role: 'editor', city_ids: [] };

describe('signing out of the back office', () => {
  it('lands on the sign-in page at /ops, nothing else: no screen refetches and fails behind it', async () => {
    let signedIn = true;
    const api = stubApiCalls({
      [opsPaths.session]: () => ok({ staff: signedIn ? editor : null, has_passkey: true }),
      [endpoints.cities.list]: () => ok([{ city_id: 14, tz_offset: -5 }]),
      [contentOpsPaths.list]: () =>
        signedIn ? ok({ posts: [], next_before_id: null }) : failed(401, 'error.unauthorized'),
      [opsPaths.signOut]: () => {
        signedIn = false;
        return ok({ signed_out: true });
      },
    });
    window.history.replaceState(null, '', '/ops/content');
    render(<OpsApp />);
    const user = userEvent.setup();
    const signOut = await screen.findByRole('button', { name: 'Sign out' });
    await vi.waitFor(() => expect(api.callsTo(contentOpsPaths.list).length).toBeGreaterThan(0));
    const listCalls = api.callsTo(contentOpsPaths.list).length;
    await user.click(signOut);

    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/did not load/)).toBeNull();
    expect(window.location.pathname).toBe('/ops');
    // nothing of the signed-in screens was asked for again once signed out
    expect(api.callsTo(contentOpsPaths.list)).toHaveLength(listCalls);
  });
});

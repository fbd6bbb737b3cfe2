import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inboxPaths, type InboxMessage } from '@fairfare/contracts/inbox';
import { opsPaths } from '@fairfare/contracts/staff';
import { failed, ok, stubApiCalls } from '../../../test/apiCalls';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { excerptOf, InboxPage, inboxFilterOf } from './InboxPage';

const me = {
  staff_id: 3,
  email: 'support@fairfare.example',
  name: 'Sam Support',
  role: 'support',
  city_ids: [],
};
const message: InboxMessage = {
  contact_message_id: 41,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  message: 'How do I book an airport ride?',
  created_at: Date.UTC(2026, 10, 27, 9),
  read_at: Date.UTC(2026, 10, 27, 10),
  handled_at: null,
  assigned_to: null,
};

function serve(overrides: Record<string, (body: Record<string, unknown>) => Response> = {}) {
  return stubApiCalls({
    [opsPaths.session]: () => ok({ staff: me, has_passkey: false }),
    [inboxPaths.list]: () => ok({ messages: [message], next_before_id: null }),
    [inboxPaths.get]: () => ok(message),
    [inboxPaths.assignees]: () =>
      ok({ staff: [{ staff_id: 3, name: 'Sam Support', email: me.email }] }),
    ...overrides,
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the inbox screens', () => {
  it('lists open messages and opens one from the list', async () => {
    const api = serve();
    renderWithProviders(<InboxPage />, { path: '/' });
    expect(await screen.findByRole('cell', { name: message.message })).toBeTruthy();
    expect(api.callsTo(inboxPaths.list)[0]?.body).toEqual({ state: 'open', mine: false });

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Handled');
    await userEvent.click(screen.getByLabelText('Only messages assigned to me'));
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await vi.waitFor(() =>
      expect(api.callsTo(inboxPaths.list).at(-1)?.body).toEqual({ state: 'handled', mine: true }),
    );

    await userEvent.click(
      await screen.findByRole('link', { name: 'Open the message from Ada Lovelace' }),
    );
    expect(await screen.findByRole('heading', { name: 'Message from Ada Lovelace' })).toBeTruthy();
    expect(await api.firstBodyTo(inboxPaths.get)).toEqual({ contact_message_id: 41 });
  });

  it('marks a message handled, assigns it to me, and shows a refusal', async () => {
    const api = serve({
      [inboxPaths.setHandled]: (body) => ok({ ...message, handled_at: body.handled ? 1 : null }),
      [inboxPaths.assign]: () => failed(400, 'inbox.assigneeInvalid'),
    });
    renderWithProviders(<InboxPage />, { path: '/41' });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Marked handled.');
    expect(api.callsTo(inboxPaths.setHandled)[0]?.body).toEqual({
      contact_message_id: 41,
      handled: true,
    });
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Please choose a support staff member to assign the message to.',
    );
    expect(api.callsTo(inboxPaths.assign)[0]?.body).toEqual({
      contact_message_id: 41,
      staff_id: 3,
    });
  });
});

describe('inbox helpers', () => {
  it('reads the filter form, falling back to open messages', () => {
    const form = new FormData();
    form.set('state', 'archived');
    expect(inboxFilterOf(form)).toEqual({ state: 'open', mine: false });
    form.set('state', 'all');
    form.set('mine', 'on');
    expect(inboxFilterOf(form)).toEqual({ state: 'all', mine: true });
  });

  it('shortens a long message to one line', () => {
    expect(excerptOf('Hello\n\n  there')).toBe('Hello there');
    expect(excerptOf('a'.repeat(100), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

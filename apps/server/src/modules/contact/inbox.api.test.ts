import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { INBOX_PAGE_SIZE, inboxPaths } from '@fairfare/contracts/inbox';
import { STAFF_ROLES } from '@fairfare/contracts/staff';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { signInEveryRole, signInStaff, staffCall } from '../../../test/helpers/staff.ts';
import type { Db } from '../../db/database.ts';
import { saveContactMessage } from './service.ts';

const message = (n: number) => ({
  name: `Writer ${n}`,
  email: `writer${n}@example.com`,
  phone: '',
  message: `Question number ${n}: how do fares work?`,
});

/** Messages stored as the contact form stores them (the set-up, not what is tested). */
async function storedMessages(db: Db, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 1; n <= count; n += 1) {
    ids.push(
      (await saveContactMessage(db, message(n), '203.0.113.5', 1_000 + n)).contact_message_id,
    );
  }
  return ids;
}

/** The demo seed's messages (already in the inbox, older than any a test sends), newest first. */
const seededMessages = async (db: Db) =>
  (
    await db
      .selectFrom('contact_messages')
      .select('contact_message_id')
      .orderBy('contact_message_id', 'desc')
      .execute()
  ).map((m) => m.contact_message_id);

const inboxAudit = (db: Db) =>
  db
    .selectFrom('audit_log')
    .select(['action', 'entity_id', 'staff_id', 'before_json', 'after_json'])
    .where('entity', '=', 'contact_message')
    .orderBy('audit_id')
    .execute();

const messageRow = (db: Db, id: number) =>
  db
    .selectFrom('contact_messages')
    .select(['read_at', 'assigned_staff_id', 'handled_at'])
    .where('contact_message_id', '=', id)
    .executeTakeFirstOrThrow();

// Four staff sign-ins and dozens of calls a test: more than the default time on a loaded machine.
const SLOW = 60_000;

describe.each(databaseKinds)('the back office inbox on %s', (kind) => {
  it(
    'is closed to anonymous callers and riders (cookie or key: 401) and to editors and city managers (403)',
    async () => {
      const { app } = await startSeededApp(kind);
      const staff = await signInEveryRole(app);
      const webRider = await registerRider(app, '5195550611');
      const appRider = await registerRider(app, '5195550612', 'App', 'app');
      for (const endpoint of Object.values(endpointTable.opsInbox)) {
        const url = API_BASE + endpoint.path;
        const payload = { contact_message_id: 1 };
        expect((await app.inject({ method: 'POST', url, payload })).statusCode, url).toBe(401);
        const withCookie = await app.inject({
          method: 'POST',
          url,
          headers: { cookie: webRider.cookie },
          payload,
        });
        expect(withCookie.statusCode, url).toBe(401);
        const withKey = await app.inject({
          method: 'POST',
          url,
          headers: { 'x-api-key': appRider.apiKey!, 'x-user-id': String(appRider.userId) },
          payload,
        });
        expect(withKey.statusCode, url).toBe(401);
        for (const role of STAFF_ROLES) {
          const res = await staffCall(app, staff[role], endpoint.path, payload);
          if (endpoint.roles.includes(role)) expect(res.statusCode, url).not.toBe(403);
          else expect(res.statusCode, `${role} ${url}`).toBe(403);
        }
      }
      expect(endpointTable.opsInbox.list.roles).toEqual(['support', 'admin']);
    },
    SLOW,
  );

  it(
    'support lists a sent message, reads it (marked once), assigns it, handles and reopens it: each change audited',
    async () => {
      const { app, db } = await startSeededApp(kind);
      const support = await signInStaff(app, 'support');
      const admin = await signInStaff(app, 'admin');
      const seeded = await seededMessages(db);
      const sent = await app.inject({
        method: 'POST',
        url: API_BASE + endpoints.contact.send,
        payload: message(7),
      });
      const id = sent.json().response.contact_message_id as number;

      // Newest first, above the demo seed's messages.
      const open = await staffCall(app, support, inboxPaths.list, {});
      expect(open.json().response).toEqual({
        messages: [
          expect.objectContaining({
            contact_message_id: id,
            name: 'Writer 7',
            email: 'writer7@example.com',
            read_at: null,
            handled_at: null,
            assigned_to: null,
          }),
          ...seeded.map((older) => expect.objectContaining({ contact_message_id: older })),
        ],
        next_before_id: null,
      });

      const read = await staffCall(app, support, inboxPaths.get, { contact_message_id: id });
      expect(read.json().response.message).toBe(message(7).message);
      const readAt = read.json().response.read_at as number;
      expect(readAt).toBeGreaterThan(0);
      const again = await staffCall(app, admin, inboxPaths.get, { contact_message_id: id });
      expect(again.json().response.read_at).toBe(readAt);

      const assignees = await staffCall(app, support, inboxPaths.assignees);
      const names = assignees.json().response.staff.map((s: { staff_id: number }) => s.staff_id);
      expect(names).toEqual(expect.arrayContaining([support.staffId, admin.staffId]));
      expect(names).toHaveLength(2);

      const assigned = await staffCall(app, admin, inboxPaths.assign, {
        contact_message_id: id,
        staff_id: support.staffId,
      });
      expect(assigned.json().response.assigned_to).toMatchObject({ staff_id: support.staffId });
      const mine = await staffCall(app, support, inboxPaths.list, { mine: true });
      expect(mine.json().response.messages.map((m: { name: string }) => m.name)).toEqual([
        'Writer 7',
      ]);
      const adminsOwn = await staffCall(app, admin, inboxPaths.list, { mine: true });
      expect(adminsOwn.json().response.messages).toEqual([]);

      const handled = await staffCall(app, support, inboxPaths.setHandled, {
        contact_message_id: id,
        handled: true,
      });
      expect(handled.json().response.handled_at).toBeGreaterThan(0);
      const listed = async (state: string) =>
        (await staffCall(app, support, inboxPaths.list, { state }))
          .json()
          .response.messages.some(
            (m: { contact_message_id: number }) => m.contact_message_id === id,
          ) as boolean;
      expect([await listed('open'), await listed('handled'), await listed('all')]).toEqual([
        false,
        true,
        true,
      ]);
      await staffCall(app, support, inboxPaths.setHandled, {
        contact_message_id: id,
        handled: false,
      });
      expect(await listed('open')).toBe(true);
      expect((await messageRow(db, id)).handled_at).toBeNull();

      const audit = await inboxAudit(db);
      expect(audit.map((a) => [a.action, a.staff_id])).toEqual([
        ['inbox.read', support.staffId],
        ['inbox.assign', admin.staffId],
        ['inbox.handle', support.staffId],
        ['inbox.reopen', support.staffId],
      ]);
      expect(audit.every((a) => a.entity_id === String(id))).toBe(true);
      expect(JSON.parse(audit[1]!.before_json!)).toMatchObject({ assigned_staff_id: null });
      expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({
        assigned_staff_id: support.staffId,
      });
    },
    SLOW,
  );

  it(
    'refuses bad input with 400 (or an unknown message with 404), changing nothing and auditing nothing',
    async () => {
      const { app, db } = await startSeededApp(kind);
      const { support, editor } = await signInEveryRole(app);
      const [id] = await storedMessages(db, 1);
      const before = await messageRow(db, id!);
      const refused: Array<[string, unknown, number, string?]> = [
        [
          inboxPaths.assign,
          { contact_message_id: id, staff_id: editor.staffId },
          400,
          'inbox.assigneeInvalid',
        ],
        [
          inboxPaths.assign,
          { contact_message_id: id, staff_id: 999_999 },
          400,
          'inbox.assigneeInvalid',
        ],
        [
          inboxPaths.assign,
          { contact_message_id: id, staff_id: 'me' },
          400,
          'inbox.assigneeInvalid',
        ],
        [inboxPaths.assign, { contact_message_id: id }, 400],
        [inboxPaths.assign, { contact_message_id: 999_999, staff_id: support.staffId }, 404],
        [inboxPaths.setHandled, { contact_message_id: id, handled: 'yes' }, 400],
        [inboxPaths.setHandled, { contact_message_id: 0, handled: true }, 400],
        [inboxPaths.setHandled, { contact_message_id: 999_999, handled: true }, 404],
        [inboxPaths.get, { contact_message_id: -1 }, 400],
        [inboxPaths.get, { contact_message_id: 999_999 }, 404],
        [inboxPaths.list, { state: 'archived' }, 400],
        [inboxPaths.list, { before_id: 'x' }, 400],
      ];
      for (const [path, payload, status, code] of refused) {
        const res = await staffCall(app, support, path, payload);
        expect(res.statusCode, `${path} ${JSON.stringify(payload)}`).toBe(status);
        expect(res.json().status).toBe('failed');
        if (code) expect(res.json().code).toBe(code);
      }
      expect(await messageRow(db, id!)).toEqual(before);
      expect(await inboxAudit(db)).toEqual([]);
    },
    SLOW,
  );

  it('pages the inbox newest first', async () => {
    const { app, db } = await startSeededApp(kind);
    const support = await signInStaff(app, 'support');
    const seeded = await seededMessages(db);
    const ids = await storedMessages(db, INBOX_PAGE_SIZE + 2);
    const first = (await staffCall(app, support, inboxPaths.list, {})).json().response;
    const newestFirst = [...ids].reverse();
    expect(first.messages.map((m: { contact_message_id: number }) => m.contact_message_id)).toEqual(
      newestFirst.slice(0, INBOX_PAGE_SIZE),
    );
    const second = (
      await staffCall(app, support, inboxPaths.list, { before_id: first.next_before_id })
    ).json().response;
    expect(
      second.messages.map((m: { contact_message_id: number }) => m.contact_message_id),
    ).toEqual([...newestFirst.slice(INBOX_PAGE_SIZE), ...seeded]);
    expect(second.next_before_id).toBeNull();
  });
});

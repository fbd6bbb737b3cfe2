import {
  INBOX_PAGE_SIZE,
  type InboxAssignee,
  type InboxMessage,
  type InboxPage,
  type InboxState,
} from '@fairfare/contracts/inbox';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import type { Db, DbOrTrx } from '../../db/database.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { audited } from '../audit/audited.ts';
import type { SignedInStaff } from '../staff/identify.ts';
import { inboxRepo, type InboxRow } from './inbox-repo.ts';

const time = (at: number | string | null): number | null => (at === null ? null : Number(at));

function inboxMessageOf(row: InboxRow): InboxMessage {
  return {
    contact_message_id: row.contact_message_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    created_at: Number(row.created_at),
    read_at: time(row.read_at),
    handled_at: time(row.handled_at),
    assigned_to:
      row.assigned_staff_id === null
        ? null
        : {
            staff_id: row.assigned_staff_id,
            name: row.assigned_name ?? '',
            email: row.assigned_email ?? '',
          },
  };
}

/** What the audit log keeps of a message's state (its text is in the table already). */
function stateOf(message: InboxMessage) {
  return {
    read_at: message.read_at,
    assigned_staff_id: message.assigned_to?.staff_id ?? null,
    handled_at: message.handled_at,
  };
}

async function loadMessage(db: DbOrTrx, messageId: number): Promise<InboxMessage> {
  const row = await inboxRepo.find(db, messageId);
  if (!row) throw notFound();
  return inboxMessageOf(row);
}

/**
 * One audited change of a message's state: loaded in the transaction (404 writes nothing),
 * changed, loaded again for the answer and the audit's before and after.
 */
function changeMessage(
  db: Db,
  staff: SignedInStaff,
  action: string,
  messageId: number,
  change: (trx: DbOrTrx, before: InboxMessage) => Promise<void>,
): Promise<InboxMessage> {
  return audited(db, staff, { action, entity: 'contact_message' }, async (trx) => {
    const before = await loadMessage(trx, messageId);
    await change(trx, before);
    const after = await loadMessage(trx, messageId);
    return { entityId: messageId, before: stateOf(before), after: stateOf(after), value: after };
  });
}

/** One page of the inbox, newest first: open, handled or all; only the caller's with `mine`. */
export async function inboxPage(
  db: Db,
  staff: SignedInStaff,
  q: { state: InboxState; mine: boolean; before_id?: number | undefined },
): Promise<InboxPage> {
  const rows = await inboxRepo.list(db, {
    state: q.state,
    ...(q.mine ? { assignedTo: staff.staffId } : {}),
    ...(q.before_id === undefined ? {} : { beforeId: q.before_id }),
    limit: INBOX_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, INBOX_PAGE_SIZE);
  return {
    messages: page.map(inboxMessageOf),
    next_before_id:
      rows.length > INBOX_PAGE_SIZE ? (page.at(-1)?.contact_message_id ?? null) : null,
  };
}

/** A message opened: the first opening marks it read (audited); later ones change nothing. */
export async function readMessage(
  db: Db,
  staff: SignedInStaff,
  messageId: number,
  now = Date.now(),
): Promise<InboxMessage> {
  const message = await loadMessage(db, messageId);
  if (message.read_at !== null) return message;
  return changeMessage(db, staff, 'inbox.read', messageId, async (trx, before) => {
    if (before.read_at === null) await inboxRepo.update(trx, messageId, { read_at: now });
  });
}

/** Staff a message may be given to: active members of the roles that work the inbox. */
export async function inboxAssignees(db: DbOrTrx): Promise<InboxAssignee[]> {
  return inboxRepo.activeStaff(db, endpointTable.opsInbox.list.roles);
}

/** Gives a message to a member of the inbox's staff (or to nobody, null), audited. */
export async function assignMessage(
  db: Db,
  staff: SignedInStaff,
  q: { contact_message_id: number; staff_id: number | null },
): Promise<InboxMessage> {
  if (q.staff_id !== null) {
    const assignees = await inboxAssignees(db);
    if (!assignees.some((a) => a.staff_id === q.staff_id)) {
      throw badRequest('inbox.assigneeInvalid');
    }
  }
  return changeMessage(db, staff, 'inbox.assign', q.contact_message_id, async (trx) => {
    await inboxRepo.update(trx, q.contact_message_id, { assigned_staff_id: q.staff_id });
  });
}

/**
 * Marks a message handled, or open again, audited. Handling keeps the time it was first
 * handled; handling also counts as reading it.
 */
export async function setMessageHandled(
  db: Db,
  staff: SignedInStaff,
  q: { contact_message_id: number; handled: boolean },
  now = Date.now(),
): Promise<InboxMessage> {
  const action = q.handled ? 'inbox.handle' : 'inbox.reopen';
  return changeMessage(db, staff, action, q.contact_message_id, async (trx, before) => {
    await inboxRepo.update(trx, q.contact_message_id, {
      handled_at: q.handled ? (before.handled_at ?? now) : null,
      read_at: before.read_at ?? now,
    });
  });
}

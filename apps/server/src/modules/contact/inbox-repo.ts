import type { Updateable } from 'kysely';
import type { InboxState } from '@fairfare/contracts/inbox';
import type { StaffRole } from '@fairfare/contracts/staff';
import type { DbOrTrx } from '../../db/database.ts';
import type { ContactMessagesTable } from '../../db/schema.ts';

export interface InboxFilter {
  state: InboxState;
  /** Only the messages assigned to this staff member. */
  assignedTo?: number;
  beforeId?: number;
  limit: number;
}

function messages(db: DbOrTrx) {
  return db
    .selectFrom('contact_messages as m')
    .leftJoin('staff as s', 's.staff_id', 'm.assigned_staff_id')
    .select([
      'm.contact_message_id',
      'm.name',
      'm.email',
      'm.phone',
      'm.message',
      'm.created_at',
      'm.read_at',
      'm.handled_at',
      'm.assigned_staff_id',
      's.name as assigned_name',
      's.email as assigned_email',
    ]);
}

/** The back office's reads and writes of contact messages (the form's insert is in repo.ts). */
export const inboxRepo = Object.freeze({
  /** Newest first (by id: messages are numbered as they arrive). */
  list(db: DbOrTrx, f: InboxFilter) {
    let query = messages(db);
    if (f.state === 'open') query = query.where('m.handled_at', 'is', null);
    if (f.state === 'handled') query = query.where('m.handled_at', 'is not', null);
    if (f.assignedTo !== undefined) query = query.where('m.assigned_staff_id', '=', f.assignedTo);
    if (f.beforeId !== undefined) query = query.where('m.contact_message_id', '<', f.beforeId);
    return query.orderBy('m.contact_message_id', 'desc').limit(f.limit).execute();
  },

  find(db: DbOrTrx, messageId: number) {
    return messages(db).where('m.contact_message_id', '=', messageId).executeTakeFirst();
  },

  async update(
    db: DbOrTrx,
    messageId: number,
    changes: Updateable<ContactMessagesTable>,
  ): Promise<void> {
    await db
      .updateTable('contact_messages')
      .set(changes)
      .where('contact_message_id', '=', messageId)
      .execute();
  },

  /** Active staff members of `roles`, by name. */
  activeStaff(db: DbOrTrx, roles: readonly StaffRole[]) {
    return db
      .selectFrom('staff')
      .select(['staff_id', 'name', 'email'])
      .where('role', 'in', roles)
      .where('disabled', '=', 0)
      .orderBy('name')
      .orderBy('staff_id')
      .execute();
  },
});

export type InboxRow = NonNullable<Awaited<ReturnType<typeof inboxRepo.find>>>;

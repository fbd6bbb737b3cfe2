import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import { insertReturningId } from '../../db/insert-returning-id.ts';
import type { ContactMessagesTable } from '../../db/schema.ts';

export const contactRepo = Object.freeze({
  async insert(db: DbOrTrx, row: Insertable<ContactMessagesTable>): Promise<number> {
    return insertReturningId(db, 'contact_messages', row, 'contact_message_id');
  },
});

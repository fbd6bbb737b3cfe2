import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { ContactMessagesTable } from '../../db/schema.ts';

export const contactRepo = Object.freeze({
  async insert(db: DbOrTrx, row: Insertable<ContactMessagesTable>): Promise<number> {
    const { contact_message_id } = await db
      .insertInto('contact_messages')
      .values(row)
      .returning('contact_message_id')
      .executeTakeFirstOrThrow();
    return contact_message_id;
  },
});

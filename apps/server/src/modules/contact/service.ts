import type { z } from 'zod';
import type { contactRequestSchema } from '@fairfare/contracts/contact';
import type { Db } from '../../db/database.ts';
import { contactRepo } from './repo.ts';

export async function saveContactMessage(
  db: Db,
  message: z.output<typeof contactRequestSchema>,
  ip: string,
  now = Date.now(),
): Promise<{ contact_message_id: number }> {
  const contact_message_id = await contactRepo.insert(db, { ...message, ip, created_at: now });
  return { contact_message_id };
}

import type { z } from 'zod';
import { isLanguage } from '@fairfare/contracts/languages';
import type { updateProfileRequestSchema, User } from '@fairfare/contracts/users';
import { DEFAULT_CITY_ID } from '@fairfare/contracts/cities';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { usersRepo } from './repo.ts';

/** A rider reads only themselves; asking for another id answers like a missing one. */
export async function getOwnUser(db: Db, riderId: number, requestedId?: number): Promise<User> {
  if (requestedId !== undefined && requestedId !== riderId) throw notFound();
  const row = await usersRepo.findById(db, riderId);
  if (!row) throw notFound();
  return {
    user_id: row.user_id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone_code: row.phone_code,
    phone: row.phone,
    language: isLanguage(row.language) ? row.language : 'en',
    u_wallet: row.u_wallet / 100,
    wallet_currency: await usersRepo.walletCurrency(db, DEFAULT_CITY_ID),
    created_at: row.created_at,
  };
}

export async function updateOwnProfile(
  db: Db,
  riderId: number,
  changes: z.output<typeof updateProfileRequestSchema>,
  now = Date.now(),
): Promise<User> {
  await usersRepo.update(db, riderId, { ...changes, updated_at: now });
  return getOwnUser(db, riderId);
}

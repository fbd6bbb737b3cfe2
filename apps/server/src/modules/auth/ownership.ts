import { notFound } from '../../http/errors.ts';
import type { MessageKey } from '@fairfare/contracts/messages';

/**
 * The one ownership rule for trips, cards, payments and ratings: a rider reaches only their own
 * objects, and another rider's object answers exactly like a missing one (404), so that ids are
 * not confirmed.
 */
export function ownedBy<T extends { user_id: number }>(
  row: T | undefined | null,
  riderId: number,
  missing: MessageKey = 'error.notFound',
): T {
  if (!row || row.user_id !== riderId) throw notFound(missing);
  return row;
}

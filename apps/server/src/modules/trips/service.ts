import type { z } from 'zod';
import type { listTripsRequestSchema, TripList } from '@fairfare/contracts/trips';
import type { Db } from '../../db/database.ts';
import { toTrip } from './mapping.ts';
import { tripsRepo } from './repo.ts';

const OPEN_REQUEST_STATUSES = ['request', 'offer'] as const;

/** The rider's own trips, newest first. */
export async function listOwnTrips(db: Db, riderId: number, q: z.output<typeof listTripsRequestSchema>): Promise<TripList> {
  const statuses = q.is_request === '1' ? (q.statuses ?? [...OPEN_REQUEST_STATUSES]).filter((s) => s === 'request' || s === 'offer') : q.statuses;
  const query = { userId: riderId, statuses };
  const [rows, total] = await Promise.all([
    tripsRepo.listForUser(db, { ...query, offset: q.offset, limit: q.limit }),
    tripsRepo.countForUser(db, query),
  ]);
  return { trips: rows.map(toTrip), total, offset: q.offset, limit: q.limit };
}

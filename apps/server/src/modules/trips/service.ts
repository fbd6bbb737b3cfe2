import type { z } from 'zod';
import {
  OPEN_REQUEST_STATUSES,
  type listTripsRequestSchema,
  type TripList,
} from '@fairfare/contracts/trips';
import type { Db } from '../../db/database.ts';
import { rateTrip } from '../ratings/service.ts';
import { toTrip } from '../ride/views.ts';
import { pollIfChanged, type Polled } from '../ride/polling.ts';
import type { RideDeps, TripOutcome } from '../ride/deps.ts';
import { editScheduled, type BookingOptions, type UpdateTripRequest } from '../ride/book.ts';
import { cancelRequest, cancelTrip } from '../ride/cancel.ts';
import { resendTrip } from '../ride/resend.ts';
import { tripReads } from '../ride/store.ts';

/** The rider's own trips, newest first. */
export async function listOwnTrips(
  db: Db,
  riderId: number,
  q: z.output<typeof listTripsRequestSchema>,
): Promise<TripList> {
  const statuses =
    q.is_request === '1'
      ? (q.statuses ?? [...OPEN_REQUEST_STATUSES]).filter((s) => s === 'request' || s === 'offer')
      : q.statuses;
  const query = { userId: riderId, statuses };
  const [rows, total] = await Promise.all([
    tripReads.listForUser(db, { ...query, offset: q.offset, limit: q.limit }),
    tripReads.countForUser(db, query),
  ]);
  return { trips: rows.map(toTrip), total, offset: q.offset, limit: q.limit };
}

/** tripapi/gettrips with ETag / 304 (see polling.ts). */
export function pollOwnTrips(
  db: Db,
  riderId: number,
  q: z.output<typeof listTripsRequestSchema>,
  ifNoneMatch: string | undefined,
): Promise<Polled<TripList>> {
  return pollIfChanged(db, riderId, 'trips', q, ifNoneMatch, () => listOwnTrips(db, riderId, q));
}

/** tripapi/updatetrip: one change of the rider's own trip, by `action`. */
export async function updateTrip(
  deps: RideDeps,
  riderId: number,
  request: UpdateTripRequest,
  options: BookingOptions,
): Promise<TripOutcome> {
  const now = options.now ?? Date.now();
  switch (request.action) {
    case 'cancel_request':
      return cancelRequest(deps, riderId, request.trip_id, now);
    case 'edit_scheduled':
      return editScheduled(
        deps,
        riderId,
        request.trip_id,
        request,
        { scheduleLeadMs: deps.scheduleLeadMs, reminderMs: deps.reminderMs, ...options },
        now,
      );
    case 'cancel':
      return cancelTrip(deps, riderId, request, now);
    case 'rate':
      return rateTrip(deps.db, riderId, request, now);
    case 'resend':
      return resendTrip(deps, riderId, request, options);
  }
}

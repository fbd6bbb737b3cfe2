import type { z } from 'zod';
import type { getTripRequestsRequestSchema, TripRequestList } from '@fairfare/contracts/offers';
import { tripStatusSchema } from '@fairfare/contracts/trips';
import type { Db } from '../../db/database.ts';
import { ownedBy } from '../auth/ownership.ts';
import { toTripRequest } from '../ride/offer-views.ts';
import { pollIfChanged, type Polled } from '../ride/polling.ts';
import { offerReads, tripReads } from '../ride/store.ts';

// What the rider reads of the offers (the moves are the ride's: ride/rider-offers.ts).

/** The open offers of the rider's own trip, newest first (404 for another rider's trip). */
export async function listOffers(db: Db, riderId: number, tripId: number, now: number) {
  const trip = ownedBy(await tripReads.findWithDriver(db, tripId), riderId);
  const rows = await offerReads.listOpen(db, tripId, now);
  return {
    trip_id: trip.trip_id,
    trip_status: tripStatusSchema.parse(trip.trip_status),
    trip_version: trip.version,
    offers: rows.map((row) => toTripRequest(row, trip)),
  } satisfies TripRequestList;
}

/** triprequestapi/gettriprequests with ETag / 304 (see ride/polling.ts). */
export function pollOffers(
  db: Db,
  riderId: number,
  request: z.output<typeof getTripRequestsRequestSchema>,
  ifNoneMatch: string | undefined,
  now: number,
): Promise<Polled<TripRequestList>> {
  return pollIfChanged(db, riderId, 'offers', request, ifNoneMatch, () =>
    listOffers(db, riderId, request.trip_id, now),
  );
}

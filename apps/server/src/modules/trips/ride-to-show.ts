import type { Db } from '../../db/database.ts';
import { OPEN_TRIP_STATUSES } from '@fairfare/contracts/trips';
import { latestUnpaidTripId } from '../receipts/service.ts';
import { tripReads } from '../ride/store.ts';

/**
 * Whether the ride overlay has something to show this rider (docs/product/screens.md "Ride overlay"): a ride in
 * progress (a request, or a driver on the way or driving), or an ended trip that still owes
 * money (the unpaid-trip popup). A content page carries the overlay island only then (issue 27).
 */
export async function riderHasRideToShow(db: Db, riderId: number): Promise<boolean> {
  if ((await tripReads.countLiveTrips(db, riderId, OPEN_TRIP_STATUSES)) > 0) return true;
  return (await latestUnpaidTripId(db, riderId)) !== undefined;
}

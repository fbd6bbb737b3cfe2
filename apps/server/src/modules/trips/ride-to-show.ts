import type { Db } from '../../db/database.ts';
import type { FirstRide } from '@fairfare/contracts/site-render';
import { isLiveTrip, OPEN_TRIP_STATUSES } from '@fairfare/contracts/trips';
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

/** The open trips read, as many as the overlay's trip list reads (docs/product/api.md). */
const OPEN_TRIPS_READ = 20;

/**
 * The rider's ride in progress as a page's first paint shows it (issue 38 point 11, decision
 * 061): the newest live trip (a ride now, or a ride for later once it went out to drivers), as
 * the overlay's trip list picks it; undefined when there is none.
 */
export async function firstRideOf(db: Db, riderId: number): Promise<FirstRide | undefined> {
  const rows = await tripReads.listForUser(db, {
    userId: riderId,
    statuses: OPEN_TRIP_STATUSES,
    offset: 0,
    limit: OPEN_TRIPS_READ,
  });
  const live = rows.find(isLiveTrip);
  // read by these statuses: this only gives the column its type
  const status = OPEN_TRIP_STATUSES.find((open) => open === live?.trip_status);
  if (!live || !status) return undefined;
  return { status, otp: live.otp, driverName: live.d_name };
}

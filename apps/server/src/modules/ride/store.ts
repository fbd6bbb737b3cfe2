import type { Trip } from '@fairfare/contracts/trips';
import type { DbOrTrx } from '../../db/database.ts';
import { afterRideRepo } from './after-ride-repo.ts';
import { changeOwnTrip, changeTrip, changeTripTelling, underPayClaim } from './changes.ts';
import { offersRepo } from './offers-repo.ts';
import { tripPaymentRepo } from './trip-payment-repo.ts';
import { tripStatusRepo } from './trip-status-repo.ts';
import { driverTripsRepo } from './driver-trips-repo.ts';
import { tripsRepo } from './trips-repo.ts';
import { toTrip } from './views.ts';

/**
 * What other modules may read and write of the ride's tables, `trips` and `trip_requests`
 * (decisions 043 and 064). The SQL lives in the ride's repos (trips-repo.ts, offers-repo.ts,
 * trip-payment-repo.ts), which no other module imports; each export here names one purpose, so
 * that a write the ride does not hand out cannot be reached from outside, and
 * module-folders.test.ts says who may import which. The moves of a trip and an offer are not
 * handed out: they are the ride's own (moves.ts), and so is its transaction (transaction.ts).
 */

export type { TripRow } from './trips-repo.ts';
export type { OpenRequestRow } from './driver-trips-repo.ts';
export type { OfferRow } from './offers-repo.ts';
export type { TripStatusChangeRow } from './trip-status-repo.ts';
export type { PayClaim } from './changes.ts';

/** Reads of trips, for anyone. */
export const tripReads = Object.freeze({
  findWithDriver: tripsRepo.findWithDriver,
  findForDriver: driverTripsRepo.findForDriver,
  listForUser: tripsRepo.listForUser,
  countForUser: tripsRepo.countForUser,
  countLiveTrips: tripsRepo.countLiveTrips,
  driverHasTrip: driverTripsRepo.driverHasTrip,
  driversWithTripAmong: driverTripsRepo.driversWithTripAmong,
  openRequestsInBox: driverTripsRepo.openRequestsInBox,
  openRequestById: driverTripsRepo.openRequestById,
  tripsOfDriver: driverTripsRepo.tripsOfDriver,
  followedTripsOfDriver: driverTripsRepo.followedTripsOfDriver,
  /** A driver's completed trips since a time, summed (the driver's earnings). */
  earningsOfDriver: driverTripsRepo.earningsOfDriver,
  /** A page of a driver's ended trips, newest first, by keyset (the driver's history). */
  historyOfDriver: driverTripsRepo.historyOfDriver,
  cityCancellationFee: tripsRepo.cityCancellationFee,
  /** Every change of the trip's status with its time and actor, oldest first (support's timeline). */
  statusHistory: tripStatusRepo.historyOf,
});

/** Reads of offers, for anyone. */
export const offerReads = Object.freeze({
  listOpen: offersRepo.listOpen,
  findWithDriver: offersRepo.findWithDriver,
  findById: offersRepo.findById,
  findByTripAndDriver: offersRepo.findByTripAndDriver,
  ofDriverOnTrips: offersRepo.ofDriverOnTrips,
  /** Every amount said in the trip's offers, oldest first (migration 024). */
  amountsOfTrip: offersRepo.amountsOfTrip,
});

/** The trip's payment and tip claims, its card and intent, Paid and tip paid: for payments and tips. */
export const tripPayment = Object.freeze({ ...tripPaymentRepo, underPayClaim });

/**
 * The ride's transaction for the changes others make of a trip (changes.ts): a payment, a tip,
 * a rating, the driver's cash confirmation. Only the ride opens a transaction over its tables.
 */
export const tripChanges = Object.freeze({ changeOwnTrip, changeTrip, changeTripTelling });

/** The rider's rating of a completed trip, once (ratings). */
export const recordTripRating = afterRideRepo.rateTrip;

/** The driver's rating of the trip's rider, once (ratings). */
export const recordRiderRating = afterRideRepo.rateRider;

/** The ride for later's reminder was sent, once (reminders). */
export const markTripReminded = afterRideRepo.markReminded;

/**
 * Bumps (and so locks) the rider's version, the ETag of their polled lists: the first lock of
 * the house order (transaction.ts), for a change of a rider's trips made outside the ride's
 * transactions (a payment's release of its claim).
 */
export const bumpRiderVersion = tripsRepo.bumpRiderVersion;

/** A trip's pickup and drop columns (a saved place is read from them). */
export { TRIP_ROUTE_COLUMNS } from './trips-repo.ts';

/**
 * The rider's view of a trip as committed so far (the answer of a rider's change, and what a
 * rider's push carries: realtime/rider-push.ts). A trip that is gone is a bug of the caller.
 */
export async function loadTrip(db: DbOrTrx, tripId: number): Promise<Trip> {
  const row = await tripsRepo.findWithDriver(db, tripId);
  if (!row) throw new Error(`trip ${tripId} vanished inside its own transaction`);
  return toTrip(row);
}

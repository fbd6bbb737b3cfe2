// What both sides of an offer share: the bounds check and the offer as each side sees it. The rider's side is rider-service.ts, the driver's driver-service.ts.
import type { DriverOffer } from '@fairfare/contracts/drivers';
import type { MessageKey } from '@fairfare/contracts/messages';
import type { Db, Trx } from '../../db/database.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { TripRow } from '../trips/repo.ts';
import { toDriverOffer, toTripRequest } from './mapping.ts';
import { offersRepo } from './repo.ts';
import { amountProblem } from './rules.ts';

/** What an offer call answers: its result and, sometimes, a message for the rider. */
export interface Outcome<T> {
  result: T;
  message?: MessageKey;
}

export function refuseAmount(
  cents: number,
  trip: { min_amount: number; max_amount: number },
): void {
  const problem = amountProblem(cents, trip);
  if (problem) throw badRequest(problem.key, problem.params);
}

export async function offerAsRiderSees(trx: Db | Trx, tripRequestId: number, trip: TripRow) {
  const row = await offersRepo.findWithDriver(trx, tripRequestId);
  if (!row) throw new Error(`offer ${tripRequestId} vanished inside its own transaction`);
  return toTripRequest(row, trip);
}

export async function driverOfferOf(trx: Db | Trx, tripRequestId: number): Promise<DriverOffer> {
  const row = await offersRepo.findById(trx, tripRequestId);
  if (!row) throw new Error(`offer ${tripRequestId} vanished inside its own transaction`);
  return toDriverOffer(row);
}

/** The driver's one offer on the trip, or 404 when the driver made none. */
export async function offerOfDriver(trx: Trx, tripId: number, driverId: number) {
  const offer = await offersRepo.findByTripAndDriver(trx, tripId, driverId);
  if (!offer) throw notFound();
  return offer;
}

import type { z } from 'zod';
import type {
  DriverState,
  DriverTrip,
  OpenRequest,
  updateTripStatusRequestSchema,
} from '@fairfare/contracts/drivers';
import { greatCircleKm, splitCommission } from '@fairfare/contracts/fare';
import {
  ASSIGNED_TRIP_STATUSES,
  type TripStatus,
  ACTIVE_RIDE_STATUSES,
} from '@fairfare/contracts/trips';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../http/errors.ts';
import { applicationsRepo } from './applications/repo.ts';
import type { Caller } from '../auth/code-limits.ts';
import { checkCode, createSession, type AuthDeps } from '../auth/service.ts';
import { findFareRule } from '../fares/service.ts';
import { toDriverOffer, toDriverTrip } from '../ride/views.ts';
import { chargeSavedCard, chargesSavedCard } from '../payments/card-trips.ts';
import { boundingBox, reachKm } from '../ride/reach.ts';
import { canMove, OTP_LOCK_MS, OTP_MAX_FAILURES } from '../ride/lifecycle.ts';
import type { RideDeps } from '../ride/deps.ts';
import { rideSettings } from '../ride/settings.ts';
import { tripTransaction } from '../ride/transaction.ts';
import { toOpenRequest } from './mapping.ts';
import { driversRepo, type DriverRow } from './repo.ts';
import { watchOnlineSpell } from './presence.ts';
import { refuseIfSuspended } from './suspension.ts';
import { offerReads, tripMoves, tripReads, type MoveChanges } from '../ride/store.ts';

/** Open requests listed at most. */
const OPEN_REQUESTS_MAX = 50;

/**
 * driverapi/login `verify`: the same one-time codes as riders (purpose 'driver'); only a phone
 * that belongs to a driver gets a session. An applicant whose application is not approved (yet)
 * is told so (403 `apply.pendingReview` / `apply.rejected`); any other phone gets 404
 * `auth.noDriverAccount`.
 */
export async function verifyDriverLogin(
  deps: AuthDeps,
  req: { phone_code: string; phone: string; code: string; caller: Caller },
): Promise<{ driver: DriverRow; token: string }> {
  await checkCode(deps, { ...req, purpose: 'driver' });
  const driver = await driversRepo.findByPhone(deps.db, req.phone_code, req.phone);
  if (!driver) {
    const application = await applicationsRepo.latestOfPhone(deps.db, req.phone_code, req.phone);
    if (application?.status === 'pending') throw forbidden('apply.pendingReview');
    if (application?.status === 'rejected') throw forbidden('apply.rejected');
    throw notFound('auth.noDriverAccount');
  }
  return { driver, token: await createSession(deps, { driverId: driver.driver_id }) };
}

async function driverOf(deps: Pick<RideDeps, 'db'>, driverId: number): Promise<DriverRow> {
  const driver = await driversRepo.findById(deps.db, driverId);
  if (!driver) throw notFound();
  return driver;
}

function stateOf(driver: Pick<DriverRow, keyof DriverState>): DriverState {
  return {
    driver_id: driver.driver_id,
    is_online: driver.is_online,
    d_lat: driver.d_lat,
    d_lng: driver.d_lng,
    position_at: driver.position_at,
  };
}

function positionOf(driver: DriverRow) {
  return driver.d_lat === null || driver.d_lng === null
    ? null
    : { lat: driver.d_lat, lng: driver.d_lng };
}

/**
 * driverapi/setonline: online drivers with a position are in the geo index; offline ones not. A
 * new online spell is watched for silence (presence.ts).
 */
export async function setOnline(
  deps: RideDeps,
  driverId: number,
  online: boolean,
  now: number,
): Promise<DriverState> {
  if (online) {
    refuseIfSuspended(await driverOf(deps, driverId));
    await deps.db.transaction().execute(async (trx) => {
      if (await driversRepo.goOnline(trx, driverId, now)) {
        await watchOnlineSpell(trx, deps, driverId, now);
      }
    });
  } else {
    await driversRepo.goOffline(deps.db, driverId);
  }
  const driver = await driverOf(deps, driverId);
  await deps.locator.update(driverId, online ? positionOf(driver) : null);
  return stateOf(driver);
}

/**
 * driverapi/updateposition: the driver's position in the database and, while online, the geo
 * index; the riders of the driver's active trips (and their tracking pages) follow it.
 */
export async function updatePosition(
  deps: RideDeps,
  driverId: number,
  position: { lat: number; lng: number },
  now: number,
): Promise<DriverState> {
  const driver = await driversRepo.setPosition(deps.db, driverId, { ...position, at: now });
  if (!driver) throw notFound();
  if (driver.is_online === 1) await deps.locator.update(driverId, position);
  const followed = await tripReads.followedTripsOfDriver(deps.db, driverId);
  for (const trip of followed) deps.notifier.driverPosition(trip, position.lat, position.lng);
  return stateOf(driver);
}

/**
 * driverapi/getopenrequests: open requests of the driver's city and category whose pickup is
 * within driver_radius (rl_driver_radius for rides for later, once due), nearest first, with the
 * driver's own offer. Empty while offline, without a position, or busy with a trip; requests the
 * rider declined this driver for, or whose offer was rejected, are left out.
 */
export async function openRequests(
  deps: RideDeps,
  driverId: number,
  now: number,
): Promise<{ requests: OpenRequest[] }> {
  const driver = await driverOf(deps, driverId);
  const position = positionOf(driver);
  if (driver.is_online !== 1 || !position) return { requests: [] };
  if (await tripReads.driverHasTrip(deps.db, driverId, ACTIVE_RIDE_STATUSES))
    return { requests: [] };
  const settings = await rideSettings(deps.db);
  const rows = await tripReads.openRequestsInBox(deps.db, {
    cityId: driver.city_id,
    categoryId: driver.category_id,
    now,
    dueBefore: now + deps.scheduleLeadMs,
    box: boundingBox(position, Math.max(settings.driverRadiusKm, settings.rlDriverRadiusKm)),
    limit: 500,
  });
  const near = rows
    .map((trip) => ({
      trip,
      km: greatCircleKm(position, { lat: trip.trip_from_lat, lng: trip.trip_from_lng }),
    }))
    .filter(({ trip, km }) => km <= reachKm(trip, settings));
  const mine = new Map(
    (
      await offerReads.ofDriverOnTrips(
        deps.db,
        driverId,
        near.map(({ trip }) => trip.trip_id),
      )
    ).map((o) => [o.trip_id, o]),
  );
  const requests = near
    .filter(({ trip }) => {
      const offer = mine.get(trip.trip_id);
      return !offer || ['offer', 'counter', 'expired'].includes(offer.status);
    })
    .sort((a, b) => a.km - b.km || b.trip.trip_id - a.trip.trip_id)
    .slice(0, OPEN_REQUESTS_MAX)
    .map(({ trip, km }) => {
      const offer = mine.get(trip.trip_id);
      return toOpenRequest(trip, km, offer ? toDriverOffer(offer) : null);
    });
  return { requests };
}

/** driverapi/getmytrips: the driver's assigned and active trips, soonest first. */
export async function myTrips(deps: RideDeps, driverId: number): Promise<{ trips: DriverTrip[] }> {
  const rows = await tripReads.tripsOfDriver(deps.db, driverId, ASSIGNED_TRIP_STATUSES);
  return { trips: rows.map(toDriverTrip) };
}

/** What the status transaction answers when the driver gave a wrong OTP. */
const WRONG_OTP = Symbol('wrong OTP');

/**
 * driverapi/updatetripstatus: the trip's own driver moves it (lifecycle.ts): arrive, begin with
 * the trip's OTP, completed (num_trip + 1, commission split on the agreed amount; payment is the
 * rider's next step), or cancel at pickup / drop. The rider hears the new status.
 */
export async function updateTripStatus(
  deps: RideDeps,
  driverId: number,
  request: z.output<typeof updateTripStatusRequestSchema>,
  now: number,
): Promise<DriverTrip> {
  const to = request.status;
  let charged = false;
  const trip = await tripTransaction(
    deps,
    request.trip_id,
    async ({ trx, trip: row, notices }) => {
      // Another driver's trip answers like a missing one.
      if (!row || row.driver_id !== driverId) throw notFound();
      const from = row.trip_status as TripStatus;
      if (!canMove(from, to, 'driver')) throw conflict();
      if (to === 'begin') {
        if (row.otp_locked_until !== null && row.otp_locked_until > now) {
          throw tooManyRequests('ride.otpLocked');
        }
        if (request.otp === undefined || request.otp !== row.otp) {
          // Kept (the transaction commits), so guessing all 10 000 codes is not possible.
          await tripMoves.recordOtpFailure(trx, row.trip_id, now, {
            max: OTP_MAX_FAILURES,
            lockMs: OTP_LOCK_MS,
          });
          return WRONG_OTP;
        }
      }
      const changes: MoveChanges = { updated_at: now };
      if (to === 'completed') {
        const rule = await findFareRule(trx, row.city_id, row.category_id);
        const split = splitCommission(row.user_offer_amt, rule.commission_pct);
        changes.trip_comp_commision = split.commission;
        changes.trip_driver_commision = split.driver;
        // A Card trip with a saved card is claimed for its charge in the same transaction, so no
        // poll sees it completed and payable before the charge below has run.
        if (chargesSavedCard(row)) changes.pay_claimed_at = now;
      }
      if (to === 'p_cancel_pickup') {
        // The driver gave up before the ride: the rider owes nothing.
        Object.assign(changes, {
          is_cancelled: 1,
          can_fee_by: null,
          cancel_fee: 0,
          trip_pay_amount: 0,
          trip_comp_commision: 0,
          trip_driver_commision: 0,
        });
      }
      if (to === 'p_cancel_drop') changes.is_cancelled = 1;
      const moved = await tripMoves.move(trx, row.trip_id, { to, actor: 'driver' }, changes);
      if (!moved) throw conflict();
      if (to === 'completed') await driversRepo.countTrip(trx, driverId);
      notices.toRider(row.user_id, { trip_status: to, data: { trip_id: row.trip_id } });
      const updated = await tripReads.findForDriver(trx, row.trip_id);
      if (!updated) throw new Error('trip vanished inside its own transaction');
      return toDriverTrip(updated);
    },
    {
      // A Card trip is charged on its saved card once completed (a decline leaves it Unpaid).
      afterCommit: async (moved) => {
        if (moved === WRONG_OTP || to !== 'completed') return;
        charged = await chargeSavedCard(deps, moved.trip_id, now, { claimedAt: now });
      },
    },
  );
  if (trip === WRONG_OTP) throw badRequest('ride.otpWrong');
  const paid = charged ? await tripReads.findForDriver(deps.db, trip.trip_id) : undefined;
  return paid ? toDriverTrip(paid) : trip;
}

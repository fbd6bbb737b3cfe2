import type { DriverState, DriverTrip, OpenRequest } from '@fairfare/contracts/drivers';
import { greatCircleKm } from '@fairfare/contracts/fare';
import { ASSIGNED_TRIP_STATUSES, ACTIVE_RIDE_STATUSES } from '@fairfare/contracts/trips';
import { forbidden, notFound } from '../../http/errors.ts';
import { applicationsRepo } from './applications/repo.ts';
import type { Caller } from '../auth/code-limits.ts';
import { checkCode, createSession, type AuthDeps } from '../auth/service.ts';
import { toDriverOffer, toDriverTrip } from '../ride/views.ts';
import { boundingBox, reachKm } from '../ride/reach.ts';
import type { RideDeps } from '../ride/deps.ts';
import { rideSettings } from '../ride/settings.ts';
import { toOpenRequest } from './mapping.ts';
import { driversRepo, type DriverRow } from './repo.ts';
import { watchOnlineSpell } from './presence.ts';
import { refuseIfSuspended } from './suspension.ts';
import { offerReads, tripReads } from '../ride/store.ts';

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

import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairfare/contracts/api';
import type { Db } from '../../src/db/database.ts';
import {
  asDriver,
  asRider,
  offer,
  onlineDriver,
  savedRide,
  type DriverSession,
  type Ride,
} from './rides.ts';

export interface DrivenRide extends Ride {
  driver: DriverSession;
}

export interface RideOptions {
  /** This driver instead of a new online one. */
  driver?: DriverSession;
  /** The driver's offer the rider accepts (default 30.00). */
  amount?: number;
  /** Booking fields over booking-fixtures' default ride (e.g. a promo_code). */
  booking?: Record<string, unknown>;
}

/**
 * A rider's ride now accepted with a driver's offer (status `accept`), through the real API.
 */
export async function acceptedRide(
  app: FastifyInstance,
  db: Db,
  phone: string,
  options: RideOptions = {},
): Promise<DrivenRide> {
  const ride = await savedRide(app, db, phone, options.booking ?? {});
  const driver = options.driver ?? (await onlineDriver(app, db));
  await offer(app, driver, ride.tripId, options.amount ?? 30);
  const res = await asRider(app, ride.rider, endpoints.trips.accept, {
    trip_id: ride.tripId,
    driver_id: driver.driverId,
  });
  if (res.statusCode !== 200) throw new Error(`accept failed: ${res.body}`);
  return { ...ride, driver };
}

/** The same ride driven to the end by its driver: arrive, begin with the OTP, completed (Unpaid). */
export async function completedRide(
  app: FastifyInstance,
  db: Db,
  phone: string,
  options: RideOptions = {},
): Promise<DrivenRide> {
  const ride = await acceptedRide(app, db, phone, options);
  const { otp } = await db
    .selectFrom('trips')
    .select('otp')
    .where('trip_id', '=', ride.tripId)
    .executeTakeFirstOrThrow();
  for (const step of [{ status: 'arrive' }, { status: 'begin', otp }, { status: 'completed' }]) {
    const res = await asDriver(app, ride.driver, endpoints.drivers.updateTripStatus, {
      trip_id: ride.tripId,
      ...step,
    });
    if (res.statusCode !== 200) throw new Error(`${step.status} failed: ${res.body}`);
  }
  return ride;
}

import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairfare/contracts/api';
import { paymentEndpoints } from '@fairfare/contracts/payments';
import type { Db } from '../../src/db/database.ts';
import {
  asDriver,
  asRider,
  offer,
  onlineDriver,
  savedRide,
  type DriverSession,
  type RiderSession,
} from './rides.ts';

export const CARDS = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
  /** Saves fine, declined when charged. */
  declinedOnCharge: '4000 0000 0000 0341',
} as const;

/** A sandbox payment method id for a test card (what the sandbox card form makes). */
export async function tokenize(
  app: FastifyInstance,
  rider: RiderSession,
  number: string,
): Promise<string> {
  const res = await asRider(app, rider, paymentEndpoints.sandboxPaymentMethod, {
    number,
    exp_month: 12,
    exp_year: 2034,
    cvc: '123',
  });
  if (res.statusCode !== 200) throw new Error(`tokenize failed: ${res.body}`);
  return res.json().response.id as string;
}

/** A saved card of the rider: tokenized and attached. */
export async function savedCard(
  app: FastifyInstance,
  rider: RiderSession,
  number: string = CARDS.visa,
): Promise<string> {
  const id = await tokenize(app, rider, number);
  const res = await asRider(app, rider, paymentEndpoints.attach, { payment_method_id: id });
  if (res.statusCode !== 200 || res.json().response.success !== true) {
    throw new Error(`attach failed: ${res.body}`);
  }
  return id;
}

export interface AcceptedRide {
  rider: RiderSession;
  tripId: number;
  driver: DriverSession;
  otp: string;
  /** The driver moves the trip (arrive, begin with the OTP, completed). */
  move(status: string, extra?: object): ReturnType<typeof asDriver>;
}

/**
 * A seeded database, a rider's ride (Western → airport) paid by `payMode`, accepted at 30.00
 * from an online driver (with `accept` extra fields, e.g. payment_card_id), not yet begun.
 * `prepare` runs after registration and before the accept (e.g. to save a card).
 */
export async function acceptedRide(
  app: FastifyInstance,
  db: Db,
  phone: string,
  options: {
    payMode?: 'cash' | 'stripe' | 'wallet';
    prepare?: (rider: RiderSession) => Promise<Record<string, unknown> | void>;
  } = {},
): Promise<AcceptedRide> {
  const ride = await savedRide(app, db, phone, { trip_pay_mode: options.payMode ?? 'cash' });
  const extra = (await options.prepare?.(ride.rider)) ?? {};
  const driver = await onlineDriver(app, db);
  await offer(app, driver, ride.tripId, 30);
  const accepted = await asRider(app, ride.rider, endpoints.trips.accept, {
    trip_id: ride.tripId,
    driver_id: driver.driverId,
    ...extra,
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  const move = (status: string, more: object = {}) =>
    asDriver(app, driver, endpoints.drivers.updateTripStatus, {
      trip_id: ride.tripId,
      status,
      ...more,
    });
  return {
    rider: ride.rider,
    tripId: ride.tripId,
    driver,
    otp: accepted.json().response.otp as string,
    move,
  };
}

/** Drives an accepted ride to `completed` (trip_pay_amount 30.00, Unpaid unless a Card trip). */
export async function complete(ride: AcceptedRide): Promise<void> {
  for (const [status, extra] of [
    ['arrive', {}],
    ['begin', { otp: ride.otp }],
    ['completed', {}],
  ] as const) {
    const res = await ride.move(status, extra);
    if (res.statusCode !== 200) throw new Error(`${status} failed: ${res.body}`);
  }
}

/** A completed ride of 30.00, Unpaid. */
export async function completedRide(
  app: FastifyInstance,
  db: Db,
  phone: string,
  options: Parameters<typeof acceptedRide>[3] = {},
): Promise<AcceptedRide> {
  const ride = await acceptedRide(app, db, phone, options);
  await complete(ride);
  return ride;
}

/** The trip's payment records. */
export async function paymentsOf(db: Db, tripId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('trip_id', '=', tripId)
    .orderBy('payment_id')
    .execute();
}

export async function riderRow(db: Db, userId: number) {
  return db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
}

export async function setWallet(db: Db, userId: number, cents: number): Promise<void> {
  await db.updateTable('users').set({ u_wallet: cents }).where('user_id', '=', userId).execute();
}

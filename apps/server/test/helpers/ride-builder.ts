import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairfare/contracts/api';
import type { Db } from '../../src/db/database.ts';
import { savedCard } from './payments.ts';
import {
  asDriver,
  asRider,
  offer,
  onlineDriver,
  savedRide,
  type DriverSession,
  type Ride,
} from './rides.ts';

/** A ride a driver has offered on (the offer is not yet taken). */
export interface OfferedRide extends Ride {
  driver: DriverSession;
}

/** A ride its rider accepted, at whatever stage the builder drove it to. */
export interface DrivenRide extends OfferedRide {
  otp: string;
  /** The saved card the ride was accepted with (`withCard`). */
  cardId?: string;
  /** The driver moves the trip (arrive, begin with the OTP, completed), through the driver API. */
  move(status: string, extra?: object): ReturnType<typeof asDriver>;
}

/**
 * One way to get a ride to any stage through the real API, on a seeded database
 * (startSeededApp): a new rider books Western → airport (offer 25.00, cash), an online driver
 * offers 30.00, the rider accepts, the driver arrives, begins with the OTP and completes.
 *
 *   const ride = await rideOf(app, db, phone).payingBy('wallet').completed();
 *
 * Each stage method runs every step up to that stage; the chained settings change the steps.
 */
export function rideOf(app: FastifyInstance, db: Db, phone: string): RideBuilder {
  return new RideBuilder(app, db, phone);
}

class RideBuilder {
  private bookingFields: Record<string, unknown> = {};
  private driver?: DriverSession;
  private amount = 30;
  private card?: string;

  private readonly app: FastifyInstance;
  private readonly db: Db;
  private readonly phone: string;

  constructor(app: FastifyInstance, db: Db, phone: string) {
    this.app = app;
    this.db = db;
    this.phone = phone;
  }

  /** Booking fields over the default ride (e.g. a promo_code). */
  booking(fields: Record<string, unknown>): this {
    this.bookingFields = { ...this.bookingFields, ...fields };
    return this;
  }

  payingBy(mode: 'cash' | 'stripe' | 'wallet'): this {
    return this.booking({ trip_pay_mode: mode });
  }

  /**
   * The rider saves this test card before the offer; a Card ride is accepted with it.
   * (Pay by card with `payingBy('stripe')`.)
   */
  withCard(number?: string): this {
    this.card = number ?? '';
    return this;
  }

  /** This driver offers instead of a new online one. */
  by(driver: DriverSession): this {
    this.driver = driver;
    return this;
  }

  /** The driver's offer the rider accepts (default 30.00). */
  at(amount: number): this {
    this.amount = amount;
    return this;
  }

  async booked(): Promise<Ride> {
    return savedRide(this.app, this.db, this.phone, this.bookingFields);
  }

  async offered(): Promise<OfferedRide & { cardId?: string }> {
    const ride = await this.booked();
    const cardId =
      this.card === undefined
        ? undefined
        : await savedCard(this.app, ride.rider, this.card || undefined);
    const driver = this.driver ?? (await onlineDriver(this.app, this.db));
    await offer(this.app, driver, ride.tripId, this.amount);
    return { ...ride, driver, ...(cardId ? { cardId } : {}) };
  }

  async accepted(): Promise<DrivenRide> {
    const ride = await this.offered();
    const res = await asRider(this.app, ride.rider, endpoints.trips.accept, {
      trip_id: ride.tripId,
      driver_id: ride.driver.driverId,
      ...(ride.cardId && this.bookingFields.trip_pay_mode === 'stripe'
        ? { payment_card_id: ride.cardId }
        : {}),
    });
    if (res.statusCode !== 200) throw new Error(`accept failed: ${res.body}`);
    const move = (status: string, extra: object = {}) =>
      asDriver(this.app, ride.driver, endpoints.drivers.updateTripStatus, {
        trip_id: ride.tripId,
        status,
        ...extra,
      });
    return { ...ride, otp: res.json().response.otp as string, move };
  }

  async arrived(): Promise<DrivenRide> {
    return drive(await this.accepted(), 'arrive');
  }

  async begun(): Promise<DrivenRide> {
    return drive(await this.arrived(), 'begin');
  }

  /** Completed by its driver: trip_pay_amount 30.00, Unpaid unless a Card trip was charged. */
  async completed(): Promise<DrivenRide> {
    return drive(await this.begun(), 'completed');
  }
}

/** Moves an accepted ride one step further; `begin` carries the OTP. */
export async function drive(
  ride: DrivenRide,
  status: 'arrive' | 'begin' | 'completed',
): Promise<DrivenRide> {
  const res = await ride.move(status, status === 'begin' ? { otp: ride.otp } : {});
  if (res.statusCode !== 200) throw new Error(`${status} failed: ${res.body}`);
  return ride;
}

/** Drives an accepted ride to `completed` (arrive, begin with the OTP, completed). */
export async function complete(ride: DrivenRide): Promise<DrivenRide> {
  for (const status of ['arrive', 'begin', 'completed'] as const) await drive(ride, status);
  return ride;
}

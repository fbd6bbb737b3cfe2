import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import type { Db } from '../../db/database.ts';
import {
  restartTestApp,
  secondInstance,
  startSeededApp,
  type TestApp,
} from '../../../test/helpers/app.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import { booking, saveTrip, tripRow } from '../../../test/helpers/booking.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { paymentsOf, sandboxCharges, savedCard } from '../../../test/helpers/payments.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';
import {
  asDriver,
  asRider,
  offer,
  onlineDriver,
  type DriverSession,
  type RiderSession,
} from '../../../test/helpers/rides.ts';

/**
 * The sandbox gateway keeps its customers, cards and intents in the database (decision 023): a
 * card saved before a restart, or through another instance, is charged like any other card.
 */

interface AcceptedRide {
  tripId: number;
  driver: DriverSession;
  otp: string;
}

/** The ride's driver takes it from accepted to completed through `app`. */
async function completeOn(app: FastifyInstance, ride: AcceptedRide): Promise<void> {
  for (const [status, extra] of [
    ['arrive', {}],
    ['begin', { otp: ride.otp }],
    ['completed', {}],
  ] as const) {
    const res = await asDriver(app, ride.driver, endpoints.drivers.updateTripStatus, {
      trip_id: ride.tripId,
      status,
      ...extra,
    });
    expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
  }
}

/** Through `app` only: the rider books a Card ride, a driver offers 30.00, the rider accepts with `card`. */
async function cardRideOn(
  { app, db }: TestApp,
  rider: RiderSession,
  card: string,
): Promise<AcceptedRide> {
  const saved = await saveTrip(app, rider.cookie, booking({ trip_pay_mode: 'stripe' }));
  expect(saved.statusCode, saved.body).toBe(200);
  const tripId = saved.json().response.trip_id as number;
  const driver = await onlineDriver(app, db);
  await offer(app, driver, tripId, 30);
  const accepted = await asRider(app, rider, endpoints.trips.accept, {
    trip_id: tripId,
    driver_id: driver.driverId,
    payment_card_id: card,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { tripId, driver, otp: accepted.json().response.otp as string };
}

/** The trip is Paid by one succeeded card payment on `card`, charged once at the gateway. */
async function expectPaidOnce(app: FastifyInstance, db: Db, tripId: number, card: string) {
  expect(await tripRow(db, tripId)).toMatchObject({
    trip_status: 'completed',
    trip_pay_status: 'Paid',
  });
  expect(await paymentsOf(db, tripId)).toMatchObject([
    { status: 'succeeded', pay_mode: 'Card', card_last4: '4242' },
  ]);
  const intentId = (await tripRow(db, tripId)).payment_intent_id;
  expect(intentId).toMatch(/^pi_/);
  // The intent made at accept is the one charged.
  expect(await sandboxCharges(app)).toEqual([
    expect.objectContaining({ intentId, amount: 3000, paymentMethod: card }),
  ]);
}

describe.each(databaseKinds)('card trips across a restart on %s', (kind) => {
  it('a Card trip accepted before a restart is charged on its saved card after it', async () => {
    const before = await startSeededApp(kind);
    const ride = await rideOf(before.app, before.db, '5195559101')
      .payingBy('stripe')
      .withCard()
      .accepted();

    const after = await restartTestApp(before);
    await completeOn(after.app, ride);
    await expectPaidOnce(after.app, after.db, ride.tripId, ride.cardId ?? '');
  });

  it('a card saved before a restart pays a Card trip taken after it', async () => {
    const before = await startSeededApp(kind);
    const rider = await registerRider(before.app, '5195559102');
    const card = await savedCard(before.app, rider);

    const after = await restartTestApp(before);
    const ride = await cardRideOn(after, rider, card);
    await completeOn(after.app, ride);
    await expectPaidOnce(after.app, after.db, ride.tripId, card);
  });
});

describe.runIf(databaseKinds.includes('postgres'))('two instances on one PostgreSQL', () => {
  it('a card saved through one instance pays a Card trip taken through the other', async () => {
    const a = await startSeededApp('postgres');
    const b = await secondInstance(a);
    const rider = await registerRider(a.app, '5195559103');
    const card = await savedCard(a.app, rider);

    const ride = await cardRideOn(b, rider, card);
    await completeOn(b.app, ride);
    await expectPaidOnce(b.app, b.db, ride.tripId, card);
    // Both instances see the same gateway.
    expect(await sandboxCharges(a.app)).toEqual(await sandboxCharges(b.app));
  });
});

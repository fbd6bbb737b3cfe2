import { describe, expect, it, onTestFinished } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { missingAcknowledged, walletDiscrepancies } from './helpers/acknowledged-writes.ts';
import { databaseKinds } from './helpers/databases.ts';
import { startFakeStripe, type FakeStripe } from './helpers/fake-stripe.ts';
import { HttpRide, topUpWallet, type RideParties, type TripPayMode } from './helpers/http-ride.ts';
import { brokenRideInvariants } from './helpers/ride-invariants.ts';
import { addDriver, pointsNearWestern } from './helpers/rides.ts';
import { ServiceClient } from './helpers/service-client.ts';
import { serviceDatabase, type ServiceDatabase } from './helpers/service-database.ts';
import { startService } from './helpers/service-process.ts';
import { chargeMismatches, deliverSucceededEvents } from './helpers/stripe-webhooks.ts';
import { WriteLog, type Fact } from './helpers/write-log.ts';

const WEBHOOK_SECRET = 'whsec_crash_recovery';
/** Rides taken at once, paid in turn by wallet, card and cash; each loses a rival's offer. */
const RIDES = 6;
const MODES: TripPayMode[] = ['wallet', 'stripe', 'cash'];
/** Riders who meanwhile top up their wallets, 5.00 at a time. */
const TOP_UP_RIDERS = 2;
const TOP_UPS_EACH = 8;
/** Ride n starts once n × STAGGER writes were acknowledged, so the kill finds them at every stage. */
const STAGGER = 5;
/** The service is killed once this many writes were acknowledged (of about 66 in the burst). */
const KILL_AFTER = 30;
/** addDriver's drivers have made this many trips before. */
const TRIPS_BEFORE = 12;

/** Every rule the database must keep, and every acknowledged write it must hold. */
async function expectSound(db: Db, facts: Fact[]): Promise<void> {
  expect(await missingAcknowledged(db, facts)).toEqual([]);
  expect(await brokenRideInvariants(db)).toEqual([]);
}

describe.each(databaseKinds)(
  'the service killed with SIGKILL in a burst of writes, on %s',
  (kind) => {
    it('keeps every acknowledged write, breaks no ride rule, and its rides carry on after a restart', async () => {
      const stripe = await startFakeStripe();
      onTestFinished(() => stripe.close());
      const database = await serviceDatabase(kind);
      const env = {
        DATABASE_URL: database.url,
        WEB_DIST_DIR: database.dir,
        CODE_SENDS_PER_IP_HOUR: '1000',
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_crash_recovery',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
      };
      const first = await startService(env);
      let client = new ServiceClient(first.baseUrl);

      const { parties, savers, driverIds } = await cast(client, database);

      // The burst: rides and top-ups at once, every write logged with its answer; the service is
      // killed once KILL_AFTER of them were acknowledged, with the others in flight.
      const log = new WriteLog();
      const rides = parties.map((p) => new HttpRide(p));
      const burst = Promise.all([
        ...rides.map(async (ride, n) => {
          await log.whenAcked(n * STAGGER);
          await ride.drive(client, log);
        }),
        ...savers.map(async (rider) => {
          for (let i = 0; i < TOP_UPS_EACH; i++) {
            if ((await topUpWallet(client, log, rider, 5)) === undefined) return;
          }
        }),
      ]);
      await Promise.race([log.whenAcked(KILL_AFTER), burst]);
      const inFlight = log.pending;
      first.kill();
      await burst;
      expect(await first.exited).toBe('SIGKILL');
      expect(log.refused()).toEqual([]);
      expect(log.acked).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(inFlight).toBeGreaterThan(0);

      // Back on the same database: everything acknowledged is there, and every rule holds.
      const second = await startService(env);
      client = new ServiceClient(second.baseUrl);
      await database.query(async (db) => {
        await expectSound(db, log.facts());
        expect(await walletDiscrepancies(db, log)).toEqual([]);
      });

      // Stripe then sends its events: a charge the crash left unrecorded is recorded, once.
      const events = await deliverSucceededEvents(second.baseUrl, stripe, WEBHOOK_SECRET);
      expect(events.filter((e) => e.status !== 200)).toEqual([]);
      await database.query(async (db) => {
        expect(await chargeMismatches(db, stripe)).toEqual([]);
        await expectSound(db, log.facts());
      });

      // The rides carry on from wherever the service has them, with the sessions of before.
      const after = new WriteLog();
      for (const ride of rides) await ride.readState(client);
      const carried = await Promise.all(rides.map((ride) => ride.drive(client, after)));
      const stopped = rides.filter((_, i) => !carried[i]);
      const reasons = await Promise.all(
        stopped.map((ride) => whyStopped(ride, { log, after }, database, stripe)),
      );
      expect(reasons.filter(Boolean)).toEqual([]);

      // New bookings work: each rider whose ride is paid takes another one to the end, and the
      // savers top up again.
      const again = rides
        .filter((_, i) => carried[i])
        .map((ride) => new HttpRide({ ...ride.parties, rival: undefined }));
      const next = await Promise.all([
        ...again.map((ride) => ride.drive(client, after)),
        ...savers.map(async (rider) => (await topUpWallet(client, after, rider, 5)) !== undefined),
      ]);
      expect(next.every(Boolean)).toBe(true);
      expect(after.refused().length).toBe(stopped.length);

      await database.query(async (db) => {
        await expectSound(db, [...log.facts(), ...after.facts()]);
        expect(await chargeMismatches(db, stripe)).toEqual([]);
        expect(await miscountedDrivers(db, driverIds)).toEqual([]);
      });

      await second.stop();
      expect(await second.exited).toBe(null);
    }, 300_000);
  },
);

/**
 * Why a ride could not be carried on after the restart, or undefined for the one expected reason:
 * its card payment was in flight at the kill and left the trip claimed with no charge made (the
 * claim committed, the call to Stripe never went out). The service then refuses to charge it
 * again until the claim expires (PAY_CLAIM_TTL_MS), so that no rider can be charged twice.
 */
async function whyStopped(
  ride: HttpRide,
  { log, after }: { log: WriteLog; after: WriteLog },
  database: ServiceDatabase,
  stripe: FakeStripe,
): Promise<string | undefined> {
  const riderId = ride.parties.rider.userId;
  const payInFlight = log.unanswered().some((w) => w.riderId === riderId && w.kind === 'paid');
  const refusal = after.refused().find((w) => w.riderId === riderId);
  const trip = await database.query((db) =>
    db
      .selectFrom('trips')
      .select(['trip_status', 'trip_pay_status', 'pay_claimed_at'])
      .where('trip_id', '=', ride.tripId ?? 0)
      .executeTakeFirst(),
  );
  const charged = stripe.charges.some((c) => c.metadata.trip_id === String(ride.tripId));
  const claimedNotCharged =
    ride.parties.mode === 'stripe' &&
    payInFlight &&
    trip?.trip_status === 'completed' &&
    trip.trip_pay_status === 'Unpaid' &&
    trip.pay_claimed_at !== null &&
    !charged &&
    refusal?.kind === 'paid' &&
    refusal.refusal?.includes('payment.inProgress') === true;
  if (claimedNotCharged) return undefined;
  return `rider ${riderId}'s ${ride.parties.mode} ride ${ride.tripId}: ${JSON.stringify({ trip, charged, refusal })}`;
}

/**
 * On the seeded database: RIDES drivers and a rival, added and online near the pickup; RIDES
 * riders paired with them, paying by wallet, card and cash in turn; TOP_UP_RIDERS savers.
 */
async function cast(client: ServiceClient, database: ServiceDatabase) {
  const spots = pointsNearWestern(RIDES + 1);
  const phones = await database.query((db) =>
    Promise.all(spots.map(async (at) => (await addDriver(db, at)).phone)),
  );
  const drivers = await Promise.all(
    phones.map((phone, i) => client.onlineDriver(phone, spots[i]!)),
  );
  const riders = await Promise.all(
    Array.from({ length: RIDES + TOP_UP_RIDERS }, (_, i) =>
      client.registerRider(`5198880${String(i).padStart(3, '0')}`),
    ),
  );
  const parties: RideParties[] = riders.slice(0, RIDES).map((rider, i) => ({
    rider,
    driver: drivers[i]!,
    mode: MODES[i % MODES.length]!,
    rival: drivers[RIDES]!,
  }));
  return { parties, savers: riders.slice(RIDES), driverIds: drivers.map((d) => d.driverId) };
}

/**
 * Drivers whose trip count is not TRIPS_BEFORE plus their completed trips: completing a trip
 * counts it for its driver in the same transaction, so a crash cannot split the two.
 */
async function miscountedDrivers(db: Db, driverIds: number[]) {
  const counts = await db
    .selectFrom('drivers')
    .leftJoin('trips', (join) =>
      join.onRef('trips.driver_id', '=', 'drivers.driver_id').on('trip_status', '=', 'completed'),
    )
    .select(['drivers.driver_id', 'num_trip'])
    .select((eb) => eb.fn.count<number>('trips.trip_id').as('completed'))
    .where('drivers.driver_id', 'in', driverIds)
    .groupBy(['drivers.driver_id', 'num_trip'])
    .execute();
  return counts.filter((d) => d.num_trip !== TRIPS_BEFORE + Number(d.completed));
}

import { describe, expect, it, onTestFinished } from 'vitest';
import { paymentEndpoints } from '@fairfare/contracts/payments';
import { tipEndpoints, type TipOptions } from '@fairfare/contracts/tips';
import type { Trip } from '@fairfare/contracts/trips';
import { sandboxRepo } from '../src/adapters/payments/sandbox-repo.ts';
import type { Db } from '../src/db/database.ts';
import { missingAcknowledged } from './helpers/acknowledged-writes.ts';
import { databaseKinds } from './helpers/databases.ts';
import { startFakeStripe } from './helpers/fake-stripe.ts';
import { HttpRide } from './helpers/http-ride.ts';
import { brokenRideInvariants } from './helpers/ride-invariants.ts';
import { addDriver, pointsNearWestern, type RiderSession } from './helpers/rides.ts';
import { ServiceClient } from './helpers/service-client.ts';
import { serviceDatabase, type ServiceDatabase } from './helpers/service-database.ts';
import { startService, type ServiceProcess } from './helpers/service-process.ts';
import {
  chargeMismatches,
  deliverSucceededEvents,
  type GatewayCharge,
} from './helpers/stripe-webhooks.ts';
import { WriteLog } from './helpers/write-log.ts';

// Issue 31 point 3, decision 026: SIGKILLs in a burst of card payments (the unpaid-trip popup's
// API) and card tips. Whatever each kill cut off — a claim with no call yet, a charge with no
// record, an answer never sent — after the restarts and the reconciliation job the gateway's
// charges equal the payment records, and paying or tipping again never charges a second time.

const WEBHOOK_SECRET = 'whsec_crash_charges';
/** Completed card rides, each paid from the popup's API and then tipped, in one burst. */
const RIDES = 8;
/** The service is killed this many times, each time once KILL_AFTER more writes were acknowledged. */
const KILLS = 3;
const KILL_AFTER = 2;
/** How the service runs: the job runner on, attempts reconciled a second after they open. */
const JOB_ENV = { JOBS: 'on', JOB_INTERVAL_MS: '100', PAY_RECONCILE_AFTER_MS: '1000' };
/**
 * How long the reconciliation may take to close every open attempt after the last restart: a
 * reconciliation job the killed service had claimed is taken over once its lease (60 s) ran out.
 */
const RECONCILE_WITHIN_MS = 75_000;

/** One of the two gateways, as the test needs it: its settings, a saved card, its charges. */
interface Gateway {
  env: Record<string, string>;
  /** A new card of the rider's, saved on their customer through the API; its id. */
  saveCard(client: ServiceClient, rider: RiderSession): Promise<string>;
  /** Every successful charge the gateway made. */
  charges(database: ServiceDatabase): Promise<GatewayCharge[]>;
  /** Stripe's payment_intent.succeeded events, sent to the service (the sandbox sends none). */
  sendEvents(service: ServiceProcess): Promise<void>;
}

async function attach(client: ServiceClient, rider: RiderSession, id: string): Promise<string> {
  const attached = await client.ok<{ success: boolean }>(
    paymentEndpoints.attach,
    { payment_method_id: id },
    rider.cookie,
  );
  if (!attached.success) throw new Error(`card ${id} of rider ${rider.userId} not saved`);
  return id;
}

async function stripeGateway(): Promise<Gateway> {
  const fake = await startFakeStripe();
  onTestFinished(() => fake.close());
  return {
    env: {
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_crash_charges',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    },
    saveCard: async (client, rider) => attach(client, rider, await fake.makeCard()),
    charges: async () => fake.charges,
    // Events for the charges of even trips only: the others are left to the job alone (a webhook
    // that never came), so both ways of settling a charge meet the same crashes.
    sendEvents: async (service) => {
      const even = fake.charges.filter((c) => Number(c.metadata.trip_id) % 2 === 0);
      const answers = await deliverSucceededEvents(
        service.baseUrl,
        { ...fake, charges: even },
        WEBHOOK_SECRET,
      );
      expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    },
  };
}

function sandboxGateway(): Gateway {
  return {
    env: {},
    saveCard: async (client, rider) => {
      const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123' };
      const made = await client.ok<{ id: string }>(
        paymentEndpoints.sandboxPaymentMethod,
        card,
        rider.cookie,
      );
      return attach(client, rider, made.id);
    },
    charges: (database) =>
      database.query(async (db) =>
        (await sandboxRepo.charges(db)).map((c) => ({ intent: c.intent_id, amount: c.amount })),
      ),
    sendEvents: async () => {},
  };
}

const GATEWAYS = { stripe: stripeGateway, sandbox: async () => sandboxGateway() };
const cases = (['stripe', 'sandbox'] as const).flatMap((gateway) =>
  databaseKinds.map((kind) => [gateway, kind] as const),
);

/** A completed card ride, unpaid, with the saved card its rider pays and tips with. */
interface CardRide {
  rider: RiderSession;
  tripId: number;
  card: string;
  paid: boolean;
  tipped: boolean;
}

describe.each(cases)('SIGKILLs in a burst of card payments and tips, %s on %s', (name, kind) => {
  it('leaves the gateway’s charges equal to the payment records, and paying again charges nothing more', async () => {
    const gateway = await GATEWAYS[name]();
    const database = await serviceDatabase(kind);
    const env = {
      DATABASE_URL: database.url,
      WEB_DIST_DIR: database.dir,
      CODE_SENDS_PER_IP_HOUR: '1000',
      ...gateway.env,
      ...JOB_ENV,
    };
    let service = await startService(env);
    let client = new ServiceClient(service.baseUrl);
    const rides = await completedCardRides(client, database, gateway);

    // The burst, killed KILLS times: each rider pays their trip, then tips, every write logged
    // with its answer; after each restart the riders go on from what the service answered.
    const log = new WriteLog();
    for (let kill = 0; kill < KILLS; kill++) {
      const burst = Promise.all(rides.map((ride) => payThenTip(client, log, ride)));
      await Promise.race([log.whenAcked(log.acked + KILL_AFTER), burst]);
      const inFlight = log.pending;
      service.kill();
      await burst;
      expect(await service.exited).toBe('SIGKILL');
      if (kill === 0) expect(inFlight).toBeGreaterThan(0);
      service = await startService(env);
      client = new ServiceClient(service.baseUrl);
    }
    expect(log.refused().filter((w) => !/inProgress|already/.test(w.refusal ?? ''))).toEqual([]);

    // After the last restart Stripe sends some of its events (the sandbox sends none) while the
    // job runs: every attempt a kill left open is settled from what the gateway did, once.
    await gateway.sendEvents(service);
    await database.query((db) => noOpenAttempts(db, Date.now() + RECONCILE_WITHIN_MS, service));
    await database.query(async (db) => {
      expect(await chargeMismatches(db, { charges: await gateway.charges(database) })).toEqual([]);
      expect(await missingAcknowledged(db, log.facts())).toEqual([]);
      expect(await brokenRideInvariants(db)).toEqual([]);
    });
    const settled = await gateway.charges(database);

    // Paying and tipping again from the popup's API: what was charged is never charged again;
    // what no kill let reach the gateway is charged now, once.
    const again = new WriteLog();
    for (const ride of rides) Object.assign(ride, { paid: false, tipped: false });
    await Promise.all(rides.map((ride) => payThenTip(client, again, ride)));
    expect(again.refused().filter((w) => !/already/.test(w.refusal ?? ''))).toEqual([]);
    expect(rides.filter((r) => !r.paid || !r.tipped)).toEqual([]);
    await database.query((db) => noOpenAttempts(db, Date.now() + RECONCILE_WITHIN_MS, service));

    const charges = await gateway.charges(database);
    expect(charges.slice(0, settled.length)).toEqual(settled);
    expect(charges).toHaveLength(RIDES * 2);
    await database.query(async (db) => {
      expect(await chargeMismatches(db, { charges })).toEqual([]);
      expect(await missingAcknowledged(db, [...log.facts(), ...again.facts()])).toEqual([]);
      expect(await paidOnceEach(db, rides)).toEqual([]);
    });
    await service.stop();
  }, 600_000);
});

/**
 * The rider's popup payment of the trip, then the tip, each sent unless the service already said
 * it is done (200, or `alreadyPaid`/`alreadyTipped`). A refusal (a payment under way) or no
 * answer (the kill) leaves the rest for the next round.
 */
async function payThenTip(client: ServiceClient, log: WriteLog, ride: CardRide): Promise<void> {
  const { rider, tripId } = ride;
  if (!ride.paid) {
    const answer = await log.send<{ trip: Trip }>(
      'paid',
      rider.userId,
      () =>
        client.call(
          paymentEndpoints.createIntent,
          { trip_id: tripId, payment_method: ride.card },
          rider.cookie,
        ),
      ({ trip }) => ({
        kind: 'paid',
        riderId: rider.userId,
        tripId,
        mode: 'Card',
        cents: Math.round(trip.trip_pay_amount * 100),
      }),
    );
    ride.paid = answer?.status === 200 || answer?.body.code === 'payment.alreadyPaid';
    if (!ride.paid) return;
  }
  if (ride.tipped) return;
  const answer = await log.send<TipOptions>(
    'tipped',
    rider.userId,
    () => client.call(tipEndpoints.add, { trip_id: tripId, percent: 15 }, rider.cookie),
    (options) => ({
      kind: 'tipped',
      riderId: rider.userId,
      tripId,
      cents: Math.round((options.tip?.amount ?? 0) * 100),
    }),
  );
  ride.tipped = answer?.status === 200 || answer?.body.code === 'tip.alreadyTipped';
}

/**
 * On the seeded database: RIDES drivers and riders, each ride booked to be paid by card and
 * driven to its end with no card saved at accept (so nothing charges it at completion); then
 * each rider saves the card they will pay and tip with.
 */
async function completedCardRides(
  client: ServiceClient,
  database: ServiceDatabase,
  gateway: Gateway,
): Promise<CardRide[]> {
  const spots = pointsNearWestern(RIDES);
  const phones = await database.query((db) =>
    Promise.all(spots.map(async (at) => (await addDriver(db, at)).phone)),
  );
  const drivers = await Promise.all(
    phones.map((phone, i) => client.onlineDriver(phone, spots[i]!)),
  );
  const riders = await Promise.all(
    drivers.map((_, i) => client.registerRider(`5198881${String(i).padStart(3, '0')}`)),
  );
  const setUp = new WriteLog();
  return Promise.all(
    riders.map(async (rider, i) => {
      const ride = new HttpRide({ rider, driver: drivers[i]!, mode: 'stripe' });
      if (!(await ride.drive(client, setUp, 'completed'))) {
        throw new Error(
          `ride of rider ${rider.userId} not completed: ${JSON.stringify(setUp.refused())}`,
        );
      }
      const card = await gateway.saveCard(client, rider);
      return { rider, tripId: ride.tripId!, card, paid: false, tipped: false };
    }),
  );
}

/**
 * Waits (reading the database, a connection at a time) until no card attempt is open: the
 * reconciliation job has asked the gateway about each one and settled it.
 */
async function noOpenAttempts(db: Db, deadline: number, service: ServiceProcess): Promise<void> {
  for (;;) {
    const open = await db
      .selectFrom('payment_attempts')
      .select(['attempt_key', 'status', 'created_at'])
      .where('status', '=', 'open')
      .execute();
    if (open.length === 0) return;
    if (Date.now() > deadline) {
      const jobs = await db
        .selectFrom('due_jobs')
        .selectAll()
        .where('kind', '=', 'payment.reconcile')
        .where('done_at', 'is', null)
        .execute();
      throw new Error(
        `attempts still open: ${JSON.stringify(open)}\njobs: ${JSON.stringify(jobs)}\n${service.output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Trips not paid exactly once and tipped exactly once (one line each). */
async function paidOnceEach(db: Db, rides: CardRide[]): Promise<string[]> {
  const payments = await db
    .selectFrom('payments')
    .select(['trip_id', 'kind', 'pay_mode'])
    .where('status', '=', 'succeeded')
    .execute();
  return rides.flatMap((ride) => {
    const of = (kind: string) =>
      payments.filter((p) => p.trip_id === ride.tripId && p.kind === kind && p.pay_mode === 'Card');
    const fares = of('trip').length;
    const tips = of('tip').length;
    return fares === 1 && tips === 1 ? [] : [`trip ${ride.tripId}: ${fares} fares, ${tips} tips`];
  });
}

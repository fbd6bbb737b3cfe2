import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { describe, expect, it, onTestFinished } from 'vitest';
import { SOCKET_PATH } from '@fairfare/contracts/socket';
import { parseDatabaseUrl } from '../../src/config.ts';
import { createDatabase, type Db } from '../../src/db/database.ts';
import { startTopology, type Topology } from '../../testing/topology.ts';
import { missingAcknowledged, walletDiscrepancies } from '../helpers/acknowledged-writes.ts';
import { startFakeStripe } from '../helpers/fake-stripe.ts';
import { HttpRide, type RideParties, type TripPayMode } from '../helpers/http-ride.ts';
import { brokenRideInvariants } from '../helpers/ride-invariants.ts';
import {
  addDriver,
  pointsNearWestern,
  type DriverSession,
  type RiderSession,
} from '../helpers/rides.ts';
import { ServiceClient } from '../helpers/service-client.ts';
import { chargeMismatches } from '../helpers/stripe-webhooks.ts';
import { WriteLog } from '../helpers/write-log.ts';

/**
 * Issue 29 "Rolling restart loses nothing" (decision 030): three instances on one PostgreSQL and
 * Redis behind HAProxy, riders and their drivers acting over HTTP through the balancer (HttpRide:
 * book, offer, accept, arrive, begin, complete, pay — wallet, card or cash), riders' sockets open
 * through it too. Every instance is restarted in turn (SIGTERM) in the middle of the rides, then
 * one is killed with SIGKILL. Run by `npm run test:topology` (and .ci/run), not `npm test`.
 */
const LANES = 12;
/** Rides each lane takes during the rolling restart (at least), and during the kill. */
const ROLLING_RIDES = 6;
const KILL_RIDES = 3;
const MODES: TripPayMode[] = ['wallet', 'stripe', 'cash'];
const RECONNECT_MS = 5_000;

/** What a client could not read as the API's answer (a balancer's error page, a reset), with when. */
const unreadable: string[] = [];
const started = Date.now();

/** Requests sent again because a kept-alive connection closed before any answer came. */
const resent: string[] = [];

/**
 * The API through the balancer, as a browser calls it: a request whose kept-alive connection was
 * closed before any byte of an answer came ("other side closed": the connection, not the request,
 * failed) is sent once more on a new connection, as browsers do with a reused connection. Those
 * are counted apart; every other call without a readable answer is noted as a failure.
 */
class BalancedClient extends ServiceClient {
  override async call<T = unknown>(path: string, body: object = {}, cookie?: string) {
    try {
      return await super.call<T>(path, body, cookie);
    } catch (err) {
      const cause =
        err instanceof Error ? `${err.message} ${String(err.cause ?? '')}` : String(err);
      if (cause.includes('other side closed')) {
        resent.push(`${Date.now() - started} ms ${path}`);
        return super.call<T>(path, body, cookie);
      }
      unreadable.push(`${Date.now() - started} ms ${path}: ${cause}`);
      throw err;
    }
  }
}

function siteDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ff-topology-site-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>FairFare</title>');
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A rider's socket through the balancer, reconnecting as the site's does; its gaps measured. */
function watchSocket(baseUrl: string, cookie: string, transport: 'websocket' | 'polling') {
  const socket = io(baseUrl, {
    path: SOCKET_PATH,
    transports: [transport],
    forceNew: true,
    withCredentials: true, // keeps the balancer's stickiness cookie on Node, as a browser does
    extraHeaders: { cookie },
  });
  const gaps: number[] = [];
  let downSince: number | null = null;
  socket.on('disconnect', () => (downSince = Date.now()));
  socket.on('connect', () => {
    if (downSince !== null) gaps.push(Date.now() - downSince);
    downSince = null;
  });
  onTestFinished(() => void socket.close());
  return {
    socket,
    gaps,
    connected: () =>
      new Promise<void>((resolve) =>
        socket.connected ? resolve() : socket.once('connect', () => resolve()),
      ),
    down: () => (downSince === null ? 0 : Date.now() - downSince),
  };
}

async function cast(topology: Topology, db: Db) {
  // Codes are read from the dev outbox of the instance that sent them: sign in on app1 directly.
  const direct = new ServiceClient(topology.instances[0]!.url);
  const spots = pointsNearWestern(LANES);
  const phones = await Promise.all(spots.map(async (at) => (await addDriver(db, at)).phone));
  const drivers: DriverSession[] = [];
  const riders: RiderSession[] = [];
  for (let i = 0; i < LANES; i++) {
    drivers.push(await direct.onlineDriver(phones[i]!, spots[i]!));
    riders.push(await direct.registerRider(`5197770${String(i).padStart(3, '0')}`));
  }
  return riders.map((rider, i) => ({ rider, driver: drivers[i]! }));
}

describe('three instances behind HAProxy', () => {
  it('restart in turn, and one killed, in the middle of 100+ rides: nothing lost, stuck, failed or charged twice', async () => {
    const stripe = await startFakeStripe();
    onTestFinished(() => stripe.close());
    const topology = await startTopology({
      instances: 3,
      webDistDir: siteDir(),
      env: {
        NODE_ENV: 'test',
        JOBS: 'on',
        JOB_INTERVAL_MS: '200',
        SIMULATOR: 'off',
        // The test's drivers send no position between their rides: the silence job
        // (DRIVER_SILENT_SECONDS, decision 056) would take them offline in the middle of it.
        DRIVER_SILENT_SECONDS: '3600',
        CODE_SENDS_PER_IP_HOUR: '10000',
        CODE_SENDS_PER_PHONE_HOUR: '100',
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_topology',
        STRIPE_WEBHOOK_SECRET: 'whsec_topology',
        STRIPE_API_URL: stripe.url,
      },
      instanceEnv: () => ({ SIMULATOR: 'off' }),
    });
    onTestFinished(() => topology.stop());
    const db = createDatabase(parseDatabaseUrl(topology.databaseUrl));
    onTestFinished(() => db.destroy());
    const client = new BalancedClient(topology.url);
    const phase = (name: string) => unreadable.push(`${Date.now() - started} ms -- ${name}`);
    const lanes = await cast(topology, db);
    const sockets = lanes.map((lane, i) =>
      watchSocket(topology.url, lane.rider.cookie, i % 2 === 0 ? 'websocket' : 'polling'),
    );
    await Promise.all(sockets.map((s) => s.connected()));

    // --- Rolling restart: every instance in turn, while the lanes ride.
    const rolling = new WriteLog();
    let restarted = false;
    let ridden = 0;
    const laneRides = (parties: Omit<RideParties, 'mode'>, lane: number) => async () => {
      for (let n = 0; n < ROLLING_RIDES || !restarted; n++) {
        const ride = new HttpRide({ ...parties, mode: MODES[(lane + n) % MODES.length]! });
        if (!(await ride.drive(client, rolling))) return false;
        ridden++;
      }
      return true;
    };
    const riding = Promise.all(lanes.map((lane, i) => laneRides(lane, i)()));
    const restartTimes: number[] = [];
    await Promise.race([rolling.whenAcked(60), riding]);
    for (const instance of topology.instances) {
      phase(`restart ${instance.name}`);
      const started = Date.now();
      expect(await instance.stop()).toBe(0);
      await instance.start();
      await topology.waitForServer(instance.name, 'UP');
      restartTimes.push(Date.now() - started);
    }
    restarted = true;
    phase('restarts done');
    const lanesDone = await riding;
    const rollingFailures = [...rolling.refused(), ...rolling.unanswered()];
    expect(rollingFailures, unreadable.join('\n')).toEqual([]);
    expect(lanesDone.every(Boolean)).toBe(true);
    await Promise.all(sockets.map((s) => s.connected()));
    const rollingGaps = sockets.flatMap((s) => s.gaps);
    // Every socket was on one of the restarted instances, and came back through the balancer.
    expect(sockets.every((s) => s.gaps.length >= 1)).toBe(true);
    expect(rollingGaps.filter((ms) => ms > RECONNECT_MS)).toEqual([]);

    // --- kill -9 one instance in the middle of more rides: they recover without anyone's help.
    const killed = new WriteLog();
    const victim = topology.instances[1]!;
    const victimPid = victim.pid;
    const before = ridden;
    const killRides = lanes.map((lane, i) => async () => {
      const stopped: HttpRide[] = [];
      for (let n = 0; n < KILL_RIDES; n++) {
        const ride = new HttpRide({ ...lane, mode: MODES[(i + n) % MODES.length]! });
        if (!(await ride.drive(client, killed))) stopped.push(ride);
        else ridden++;
        if (stopped.length > 0) break;
      }
      return stopped;
    });
    const gapsBefore = sockets.map((s) => s.gaps.length);
    const burst = Promise.all(killRides.map((run) => run()));
    await killed.whenAcked(40);
    await victim.kill();
    await topology.waitForServer(victim.name, 'DOWN');
    const stoppedRides = (await burst).flat();
    // The stopped rides carry on from wherever the service has them, through the balancer.
    const after = new WriteLog();
    for (const ride of stoppedRides) {
      await ride.readState(client);
      expect(await ride.drive(client, after)).toBe(true);
      ridden++;
    }
    expect([...after.refused(), ...after.unanswered()]).toEqual([]);
    await victim.start();
    await topology.waitForServer(victim.name, 'UP');
    await Promise.all(sockets.map((s) => s.connected()));
    const killGaps = sockets.flatMap((s, i) => s.gaps.slice(gapsBefore[i]));
    expect(killGaps.filter((ms) => ms > RECONNECT_MS)).toEqual([]);

    // --- Nothing lost, nothing stuck, nothing charged twice, no job run twice or never.
    const facts = [...rolling.facts(), ...killed.facts(), ...after.facts()];
    expect(await missingAcknowledged(db, facts)).toEqual([]);
    expect(await brokenRideInvariants(db)).toEqual([]);
    const trips = await db
      .selectFrom('trips')
      .select(['trip_id', 'trip_status', 'trip_pay_status'])
      .execute();
    const unfinished = trips.filter(
      (t) => t.trip_status !== 'completed' || t.trip_pay_status !== 'Paid',
    );
    expect(unfinished).toEqual([]);
    expect(trips.length).toBe(ridden);
    const charges = await db
      .selectFrom('payments')
      .select(['settles_trip_id'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'succeeded')
      .where('settles_trip_id', 'is not', null)
      .groupBy('settles_trip_id')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(charges).toEqual([]);
    expect(await chargeMismatches(db, stripe)).toEqual([]);
    const everyWrite = new WriteLog();
    everyWrite.writes.push(...rolling.writes, ...killed.writes, ...after.writes);
    expect(await walletDiscrepancies(db, everyWrite)).toEqual([]);
    const jobs = await settledJobs(db, Date.now() - 2_000);
    const victimOwner = `:${victimPid}:`;
    expect(jobs.filter((j) => j.done_at === null && !j.claimed_by?.includes(victimOwner))).toEqual(
      [],
    );
    expect(jobs.filter((j) => j.attempts > 1 && !j.claimed_by?.includes(victimOwner))).toEqual([]);

    console.log(
      JSON.stringify({
        rides: ridden,
        ridesDuringRollingRestart: before,
        writes: {
          rolling: rolling.writes.length,
          kill: killed.writes.length,
          after: after.writes.length,
        },
        resentOnClosedConnection: resent.length,
        failures: {
          rolling: rollingFailures.length,
          kill: killed.refused().length + killed.unanswered().length,
        },
        ridesStoppedByTheKill: stoppedRides.length,
        restartMs: restartTimes,
        reconnectMs: { rolling: rollingGaps, kill: killGaps },
        jobs: { due: jobs.length, done: jobs.filter((j) => j.done_at !== null).length },
      }),
    );
  }, 600_000);
});

/** Jobs due before `dueBefore`, once the runners have had the time to run them (10 s at most). */
async function settledJobs(db: Db, dueBefore: number) {
  const read = () =>
    db
      .selectFrom('due_jobs')
      .select(['job_id', 'kind', 'done_at', 'attempts', 'claimed_by'])
      .where('run_at', '<', dueBefore)
      .execute();
  const deadline = Date.now() + 10_000;
  let jobs = await read();
  while (jobs.some((j) => j.done_at === null) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    jobs = await read();
  }
  return jobs;
}

import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { SESSION_COOKIE } from '@fairfare/contracts/auth';
import { OPEN_TRIP_STATUSES } from '@fairfare/contracts/trips';
import type { DatabaseTarget } from '@fairfare/server/config';
import { createDatabase, type Db } from '@fairfare/server/db/database';
import { generateToken, hashToken } from '@fairfare/server/modules/auth/secrets';
import type { BenchContext, BenchResult, Benchmark, Figure } from './lib/report.ts';
import { percentile, round } from './lib/percentiles.ts';
import { cpuTimeMs, serverPid } from './lib/process-cpu.ts';
import { LeanHttpPool, leanPost } from './lib/lean-http.ts';
import { eventLoopFigures, readServerMetrics } from './lib/server-metrics.ts';
import { benchSite } from './lib/site-dir.ts';
import { startApp } from './lib/start-app.ts';
import { onlineDrivers, pool, saveBenchTrip } from './push-latency.ts';

/** docs/product/constants.md: trip list every 2 s, offers every 5 s; 5 000 riders offer 3 500 requests/s. */
const TRIP_LIST_EVERY_MS = 2_000;
const OFFERS_EVERY_MS = 5_000;
/**
 * Issue 15's targets: p99 under 25 ms at 3 500 requests/s on SQLite (5 000 riders) and at
 * 2 000 requests/s on PostgreSQL (2 858 riders; each rider polls 0.7 times a second).
 */
const TARGET_RATE = { sqlite: 3_500, postgres: 2_000 } as const;
const POLLS_PER_RIDER_S = 1000 / TRIP_LIST_EVERY_MS + 1000 / OFFERS_EVERY_MS;
const RIDERS = (db: keyof typeof TARGET_RATE) =>
  Number(process.env.BENCH_POLL_RIDERS ?? Math.ceil(TARGET_RATE[db] / POLLS_PER_RIDER_S));
/** Share of the riders whose trip has a driver's offer before the run. */
const WITH_OFFER = 0.2;
/** Offers arriving during the run (each changes one rider's lists: the next polls answer 200). */
const CHANGES_PER_S = Number(process.env.BENCH_POLL_CHANGES ?? 20);
/**
 * Open loop: the first seconds are not counted. Every rider has already polled once before
 * (a site that has been open for a while holds its ETags), so the run measures the steady state
 * rather than 5 000 first visits in the same two seconds.
 */
const WARMUP_S = 4;
const MEASURE_S = Number(process.env.BENCH_POLL_SECONDS ?? 20);
/** Closed loop: this many requests in flight at any time, for this long. */
const CLOSED_CONCURRENCY = 64;
const CLOSED_S = 10;
const SETUP_CONCURRENCY = 32;
const MAX_SOCKETS = 512;
const REQUEST_TIMEOUT_MS = 10_000;
const TARGET_P99_MS = 25;
/** Issue 15: no answer later than this (a stall shows here before it shows in the p99). */
const TARGET_MAX_MS = 250;

const TRIP_LIST_BODY = JSON.stringify({
  is_request: '0',
  offset: '0',
  limit: '20',
  statuses: [...OPEN_TRIP_STATUSES],
});

interface Rider {
  cookie: string;
  tripId: number;
  offersBody: string;
  etags: { trips?: string; offers?: string };
  /** The next poll of each kind, built once per ETag (the generator must stay cheap). */
  requests: { trips?: Buffer; offers?: Buffer };
}
type Kind = 'trips' | 'offers';
interface Sample {
  kind: Kind;
  status: number;
  /** Intended start → answer read (open loop: includes any wait for a free connection). */
  ms: number;
}

/** The load generator's HTTP client: see lib/lean-http.ts for why not node:http. */
let client: LeanHttpPool;
let host = '';

/** A rider's poll of one kind, with the last ETag of that kind; keeps the new ETag. */
function poll(rider: Rider, kind: Kind, done: (status: number) => void): void {
  let request = rider.requests[kind];
  if (!request) {
    const [path, body] =
      kind === 'trips'
        ? [API_BASE + endpoints.trips.list, TRIP_LIST_BODY]
        : [API_BASE + endpoints.offers.list, rider.offersBody];
    request = leanPost(host, path, body, {
      cookie: rider.cookie,
      'if-none-match': rider.etags[kind],
    });
    rider.requests[kind] = request;
  }
  client.send(request, ({ status, etag }) => {
    if (status === 200 && etag && etag !== rider.etags[kind]) {
      rider.etags[kind] = etag;
      rider.requests[kind] = undefined;
    }
    done(status);
  });
}
const pollAsync = (rider: Rider, kind: Kind) =>
  new Promise<number>((resolve) => poll(rider, kind, resolve));

/**
 * 5 000 riders: users and sessions written straight into the database (registration is measured
 * elsewhere and would take minutes), trips saved through the API.
 */
async function makeRiders(baseUrl: string, db: Db, count: number): Promise<Rider[]> {
  const now = Date.now();
  const tokens: string[] = [];
  for (let start = 0; start < count; start += 500) {
    const size = Math.min(500, count - start);
    const users = await db
      .insertInto('users')
      .values(
        Array.from({ length: size }, (_, k) => ({
          first_name: 'Poll',
          last_name: `Rider ${start + k}`,
          email: null,
          phone_code: '+1',
          phone: `5195${String(start + k).padStart(6, '0')}`,
          stripe_customer_id: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('user_id')
      .execute();
    const batch = users.map(() => generateToken());
    await db
      .insertInto('sessions')
      .values(
        users.map((u, k) => ({
          token_hash: hashToken(batch[k]!),
          user_id: u.user_id,
          driver_id: null,
          created_at: now,
          last_seen_at: now,
          ended_at: null,
        })),
      )
      .execute();
    tokens.push(...batch);
  }
  return pool(count, SETUP_CONCURRENCY, async (i) => {
    const cookie = `${SESSION_COOKIE}=${tokens[i]}`;
    const tripId = (await saveBenchTrip(baseUrl, cookie)).trip_id;
    return {
      cookie,
      tripId,
      offersBody: JSON.stringify({ trip_id: tripId }),
      etags: {},
      requests: {},
    };
  });
}

/** A driver's offer on a rider's trip (a distinct amount each time, within the trip's bounds). */
let offerSeq = 0;
async function offer(rider: Rider, driver: string): Promise<boolean> {
  const amount = 25 + ((offerSeq++ % 8) + 1) * 0.5;
  const body = JSON.stringify({ trip_id: rider.tripId, offer_amt: amount });
  const res = await client.request(
    leanPost(host, API_BASE + endpoints.drivers.sendOffer, body, { cookie: driver }),
  );
  return res.status === 200;
}

interface Summary {
  requests: number;
  rate: number;
  p50: number;
  p99: number;
  max: number;
  notModified: number;
  errors: number;
}

function summarize(samples: Sample[], seconds: number): Summary {
  const ms = samples.map((s) => s.ms);
  return {
    requests: samples.length,
    rate: samples.length / seconds,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: ms.reduce((a, b) => Math.max(a, b), 0),
    notModified: samples.filter((s) => s.status === 304).length / Math.max(1, samples.length),
    errors: samples.filter((s) => s.status !== 200 && s.status !== 304).length,
  };
}

/**
 * Open loop at the spec's rate: every rider polls its trip list every 2 s and its offers every
 * 5 s (random phases), sent on schedule whether or not earlier answers came back; latency is
 * counted from the scheduled time, so a stalled server shows in the tail (no coordinated
 * omission). Drivers' offers arrive meanwhile. The generator's own lateness (scheduled time →
 * actually sent) is kept apart, so that a slow generator is not mistaken for a slow server.
 */
async function openLoop(
  riders: Rider[],
  onChange: () => void,
): Promise<{
  samples: Sample[];
  sendLag: number[];
  changes: number;
  sent: number;
  answeredRate: number;
}> {
  const totalMs = (WARMUP_S + MEASURE_S) * 1000;
  const events: Array<{ at: number; rider: Rider; kind: Kind }> = [];
  for (const rider of riders) {
    for (const [kind, every] of [
      ['trips', TRIP_LIST_EVERY_MS],
      ['offers', OFFERS_EVERY_MS],
    ] as const) {
      for (let at = Math.random() * every; at < totalMs; at += every)
        events.push({ at, rider, kind });
    }
  }
  events.sort((a, b) => a.at - b.at);
  const samples: Sample[] = [];
  const sendLag: number[] = [];
  let inFlight = 0;
  let changes = 0;
  const start = performance.now();
  let next = 0;
  let nextChange = 0;
  let nextReport = 5_000;
  let lastAnswer = 0;
  let allAnswered: () => void = () => {};
  while (next < events.length) {
    const elapsed = performance.now() - start;
    while (next < events.length && events[next]!.at <= elapsed) {
      const { at, rider, kind } = events[next++]!;
      const counted = at >= WARMUP_S * 1000;
      if (counted) sendLag.push(elapsed - at);
      inFlight++;
      poll(rider, kind, (status) => {
        if (counted) {
          lastAnswer = performance.now() - start;
          samples.push({ kind, status, ms: lastAnswer - at });
        }
        if (--inFlight === 0) allAnswered();
      });
    }
    if (elapsed >= nextReport) {
      nextReport += 5_000;
      console.log(
        `polling: ${(elapsed / 1000).toFixed(0)} s: ${next} sent, ${inFlight} in flight, ` +
          `${client.queued} waiting for a connection`,
      );
    }
    while (nextChange <= elapsed) {
      nextChange += 1000 / CHANGES_PER_S;
      changes++;
      onChange();
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  if (inFlight > 0) await new Promise<void>((r) => (allAnswered = r));
  // answered per second of the measured stretch (below the offered rate when the server lags)
  const answeredRate = samples.length / ((lastAnswer - WARMUP_S * 1000) / 1000);
  return { samples, sendLag, changes, sent: events.length + changes, answeredRate };
}

/** Closed loop: as fast as CLOSED_CONCURRENCY requests at a time allow, the same 5:2 mix. */
async function closedLoop(riders: Rider[]): Promise<Sample[]> {
  const samples: Sample[] = [];
  const until = performance.now() + CLOSED_S * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: CLOSED_CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const i = n++;
        const rider = riders[i % riders.length]!;
        const kind: Kind = i % 7 < 5 ? 'trips' : 'offers';
        const at = performance.now();
        const status = await pollAsync(rider, kind);
        samples.push({ kind, status, ms: performance.now() - at });
      }
    }),
  );
  return samples;
}

/** PostgreSQL when BENCH_DATABASE_URL names one: a fresh schema, dropped afterwards. */
async function postgresTarget(url: string) {
  const schema = `bench_${Math.floor(Date.now() / 1000)}_${randomBytes(3).toString('hex')}`;
  const admin = createDatabase({ kind: 'postgres', url });
  await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin);
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: withSchema.toString(),
    target: { kind: 'postgres', url, schema } satisfies DatabaseTarget,
    drop: async () => {
      await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(admin);
      await admin.destroy();
    },
  };
}

/**
 * Polling throughput (issues 5, 15): riders (5 000 on SQLite, 2 858 on PostgreSQL) each with a session and an open trip (a fifth with
 * a driver's offer), polling as the site does (trip list every 2 s with the open statuses, page
 * size 20; offers every 5 s; If-None-Match with the last ETag), with offers arriving meanwhile.
 * Reports the open-loop latency at 3 500 requests/s (SQLite; 2 000 on PostgreSQL) and the
 * closed-loop maximum.
 * SQLite by default; `BENCH_DATABASE_URL=postgres://…` runs it on PostgreSQL.
 */
export const pollingThroughput: Benchmark = {
  name: 'polling throughput',
  needsServer: false,
  async run({ repoRoot }: BenchContext): Promise<BenchResult> {
    const warnings: string[] = [];
    const site = benchSite(repoRoot);
    const pgUrl = process.env.BENCH_DATABASE_URL;
    // BENCH_CPU_PROF_DIR=/tmp/prof: the server writes a .cpuprofile there when it stops.
    // BENCH_SERVER_NODE_OPTIONS: more flags for the server (--perf-basic-prof for `perf`).
    const serverNodeOptions = [
      process.env.BENCH_CPU_PROF_DIR
        ? `--cpu-prof --cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`
        : undefined,
      process.env.BENCH_SERVER_NODE_OPTIONS,
    ]
      .filter(Boolean)
      .join(' ');
    const pgTarget = pgUrl ? await postgresTarget(pgUrl) : undefined;
    const app = await startApp({
      env: {
        CODE_SENDS_PER_IP_HOUR: '1000000',
        // as in production: due jobs run (the setup's offers expire during a long run)
        JOBS: 'on',
        ...(pgTarget ? { DATABASE_URL: pgTarget.url } : {}),
        ...site.env,
        ...(serverNodeOptions ? { NODE_OPTIONS: serverNodeOptions } : {}),
      },
    });
    const dbLabel = pgTarget ? 'PostgreSQL' : 'SQLite';
    const targetRate = TARGET_RATE[pgTarget ? 'postgres' : 'sqlite'];
    const riderCount = RIDERS(pgTarget ? 'postgres' : 'sqlite');
    const target: DatabaseTarget = pgTarget?.target ?? { kind: 'sqlite', file: app.dbFile };
    const db = createDatabase(target);
    try {
      const baseUrl = new URL(app.baseUrl);
      host = baseUrl.host;
      client = new LeanHttpPool(
        baseUrl.hostname,
        Number(baseUrl.port),
        MAX_SOCKETS,
        REQUEST_TIMEOUT_MS,
      );
      let started = performance.now();
      const drivers = await onlineDrivers(app.baseUrl, target);
      const riders = await makeRiders(app.baseUrl, db, riderCount);
      const offered = await pool(Math.floor(riderCount * WITH_OFFER), 16, (i) =>
        offer(riders[i * Math.round(1 / WITH_OFFER)]!, drivers[i % drivers.length]!),
      );
      if (offered.some((ok) => !ok)) warnings.push('some setup offers were refused');
      console.log(
        `polling (${dbLabel}): ${riders.length} riders with a session and a trip, ` +
          `${offered.filter(Boolean).length} offers, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );

      const pid = serverPid(Number(baseUrl.port));
      /** The server's CPU time per request over a stretch (µs), and its share of one core. */
      const cpuOf = async <T>(requests: (r: T) => number, work: () => Promise<T>) => {
        const [cpu0, t0] = [cpuTimeMs(pid), performance.now()];
        const result = await work();
        const [cpu1, t1] = [cpuTimeMs(pid), performance.now()];
        if (cpu0 === undefined || cpu1 === undefined) return { result };
        return {
          result,
          usPerRequest: ((cpu1 - cpu0) * 1000) / Math.max(1, requests(result)),
          coreShare: (cpu1 - cpu0) / (t1 - t0),
        };
      };
      // Each rider's first polls (full answers) hand it its ETags, as on a site open for a while.
      await pool(riders.length * 2, SETUP_CONCURRENCY, (i) =>
        pollAsync(riders[i >> 1]!, i % 2 === 0 ? 'trips' : 'offers'),
      );
      await readServerMetrics(app.baseUrl, { reset: true });
      started = performance.now();
      let refused = 0;
      const openRun = await cpuOf(
        (r) => r.sent,
        () =>
          openLoop(riders, () => {
            const rider = riders[Math.floor(Math.random() * riders.length)]!;
            const driver = drivers[Math.floor(Math.random() * drivers.length)]!;
            void offer(rider, driver).then((ok) => {
              if (!ok) refused++;
            });
          }),
      );
      const openLoopServer = await readServerMetrics(app.baseUrl);
      const { samples, sendLag, changes, answeredRate } = openRun.result;
      const lagP99 = percentile(sendLag, 99);
      const open = summarize(samples, MEASURE_S);
      const byKind = (kind: Kind) =>
        summarize(
          samples.filter((s) => s.kind === kind),
          MEASURE_S,
        );
      const trips = byKind('trips');
      const offers = byKind('offers');
      console.log(
        `polling (${dbLabel}): open loop ${open.requests} requests in ${MEASURE_S} s ` +
          `(offered ${open.rate.toFixed(0)}/s, answered ${answeredRate.toFixed(0)}/s), p50 ${open.p50.toFixed(1)} ms, p99 ${open.p99.toFixed(1)} ms, ` +
          `max ${open.max.toFixed(0)} ms, 304 ${(open.notModified * 100).toFixed(1)} %, ` +
          `trip list p99 ${trips.p99.toFixed(1)} ms, offers p99 ${offers.p99.toFixed(1)} ms, ` +
          `${changes} offers sent (${refused} refused), generator send lag p99 ${lagP99.toFixed(1)} ms (${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
      if (open.errors > 0)
        warnings.push(`${open.errors} open-loop answers were neither 200 nor 304`);

      // after the open loop, so that every rider holds its ETags (as a polling site does)
      const closedRun = await cpuOf(
        (samples) => samples.length,
        () => closedLoop(riders),
      );
      const closedSamples = closedRun.result;
      const closed = summarize(closedSamples, CLOSED_S);
      console.log(
        `polling (${dbLabel}): closed loop (${CLOSED_CONCURRENCY} in flight) ${closed.rate.toFixed(0)}/s, ` +
          `p50 ${closed.p50.toFixed(1)} ms, p99 ${closed.p99.toFixed(1)} ms, 304 ${(closed.notModified * 100).toFixed(1)} %`,
      );
      if (closed.errors > 0)
        warnings.push(`${closed.errors} closed-loop answers were neither 200 nor 304`);

      const at = `${dbLabel}, ${riderCount} riders`;
      const figures: Figure[] = [
        { label: `open loop offered rate (${at})`, value: round(open.rate, 0), unit: 'req/s' },
        { label: 'open loop answered rate', value: round(answeredRate, 0), unit: 'req/s' },
        { label: `open loop p50 (${at})`, value: round(open.p50, 1), unit: 'ms' },
        {
          label: `open loop p99 (${at})`,
          value: round(open.p99, 1),
          unit: 'ms',
          target: `under ${TARGET_P99_MS} ms at ${targetRate} req/s`,
          ok: open.p99 < TARGET_P99_MS && answeredRate >= targetRate * 0.97,
        },
        {
          label: 'open loop max',
          value: round(open.max, 0),
          unit: 'ms',
          target: `under ${TARGET_MAX_MS} ms`,
          ok: open.max < TARGET_MAX_MS,
        },
        { label: 'open loop trip list p99', value: round(trips.p99, 1), unit: 'ms' },
        { label: 'open loop offers p99', value: round(offers.p99, 1), unit: 'ms' },
        // how late the generator itself sent (included in the latencies above)
        { label: 'open loop generator send lag p99', value: round(lagP99, 1), unit: 'ms' },
        { label: 'open loop 304 share', value: round(open.notModified * 100, 1), unit: '%' },
        ...eventLoopFigures('open loop', openLoopServer),
        { label: `closed loop max rate (${dbLabel})`, value: round(closed.rate, 0), unit: 'req/s' },
        { label: 'closed loop p99', value: round(closed.p99, 1), unit: 'ms' },
      ];
      for (const [name, run] of [
        ['open loop', openRun],
        ['closed loop', closedRun],
      ] as const) {
        if (run.usPerRequest === undefined) continue;
        figures.push(
          {
            label: `${name} server CPU per request`,
            value: round(run.usPerRequest, 0),
            unit: 'µs',
          },
          {
            label: `${name} server CPU (share of one core)`,
            value: round(run.coreShare * 100, 0),
            unit: '%',
          },
        );
      }
      return { name: this.name, figures, warnings };
    } finally {
      client?.close();
      await db.destroy();
      await app.stop();
      await pgTarget?.drop();
      site.remove();
    }
  },
};

import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { SESSION_COOKIE } from '@fairfare/contracts/auth';
import {
  DRIVER_SESSION_COOKIE,
  socketEvents,
  type ServerToClientEvents,
} from '@fairfare/contracts/socket';
import { createDatabase, type Db } from '@fairfare/server/db/database';
import { generateToken, hashToken } from '@fairfare/server/modules/auth/secrets';
import type { BenchContext, BenchResult, Benchmark, Figure } from './lib/report.ts';
import { percentile, round } from './lib/percentiles.ts';
import { LeanHttpPool, leanPost } from './lib/lean-http.ts';
import { cpuTimeMs, serverPid } from './lib/process-cpu.ts';
import { eventLoopFigures, readServerMetrics } from './lib/server-metrics.ts';
import { benchSite } from './lib/site-dir.ts';
import { startApp, type RunningApp } from './lib/start-app.ts';
import {
  CITY_ID,
  WESTERN,
  connectSocket,
  pool,
  saveBenchTrip,
  type Client,
} from './push-latency.ts';

/** Issue 36: a request reaches every nearby driver's socket, 1 000 drivers online in one city. */
const DRIVERS = Number(process.env.BENCH_DRIVERS ?? 1_000);
/** Requests booked one after another (each reaches every driver: DRIVERS pushes each). */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const REQUEST_GAP_MS = 300;
const FANOUT_TARGET_P99_MS = 100;
/** Issue 36: position updates per second per instance, and their p99. */
const POSITIONS_PER_S = Number(process.env.BENCH_POSITIONS_PER_S ?? 3_000);
const POSITION_WARMUP_S = 2;
const POSITION_MEASURE_S = Number(process.env.BENCH_POSITION_SECONDS ?? 10);
const POSITION_TARGET_P99_MS = 25;
const HTTP_CONNECTIONS = 64;

const now = () => performance.timeOrigin + performance.now();

/** Within ~3 km of Western University (driver_radius is 5 km): every driver is within reach. */
function spot(i: number): { lat: number; lng: number } {
  const ring = (i % 25) / 25;
  const angle = (i * 2.399963) % (2 * Math.PI); // golden angle: spread evenly
  return {
    lat: WESTERN.lat + 0.025 * ring * Math.sin(angle),
    lng: WESTERN.lng + 0.035 * ring * Math.cos(angle),
  };
}

/**
 * Drivers of London, Economy, and their sessions, written straight into the database (signing in
 * 1 000 drivers by texted code is measured elsewhere and would take minutes); real drivers, not
 * the simulator's. Returns their session cookies.
 */
async function makeDrivers(db: Db, count: number): Promise<string[]> {
  const at = Date.now();
  const cookies: string[] = [];
  for (let start = 0; start < count; start += 250) {
    const size = Math.min(250, count - start);
    const rows = await db
      .insertInto('drivers')
      .values(
        Array.from({ length: size }, (_, k) => ({
          city_id: CITY_ID,
          category_id: 1,
          d_name: `Bench Driver ${start + k}`,
          d_phone_code: '+1',
          d_phone: `5196${String(start + k).padStart(6, '0')}`,
          d_lat: null,
          d_lng: null,
          car_name: 'Sedan',
          car_model: 'Corolla',
          car_make: 'Toyota',
          created_at: at,
          suspended_at: null,
          suspension_reason: null,
        })),
      )
      .returning('driver_id')
      .execute();
    const tokens = rows.map(() => generateToken());
    await db
      .insertInto('sessions')
      .values(
        rows.map((r, k) => ({
          token_hash: hashToken(tokens[k]!),
          user_id: null,
          driver_id: r.driver_id,
          created_at: at,
          last_seen_at: at,
          ended_at: null,
        })),
      )
      .execute();
    cookies.push(...tokens.map((t) => `${DRIVER_SESSION_COOKIE}=${t}`));
  }
  return cookies;
}

/** Riders with a session (no trip yet), written into the database like the drivers. */
async function makeRiders(db: Db, count: number): Promise<string[]> {
  const at = Date.now();
  const users = await db
    .insertInto('users')
    .values(
      Array.from({ length: count }, (_, k) => ({
        first_name: 'Fan',
        last_name: `Out ${k}`,
        email: null,
        phone_code: '+1',
        phone: `5197${String(k).padStart(6, '0')}`,
        stripe_customer_id: null,
        created_at: at,
        updated_at: at,
      })),
    )
    .returning('user_id')
    .execute();
  const tokens = users.map(() => generateToken());
  await db
    .insertInto('sessions')
    .values(
      users.map((u, k) => ({
        token_hash: hashToken(tokens[k]!),
        user_id: u.user_id,
        driver_id: null,
        created_at: at,
        last_seen_at: at,
        ended_at: null,
      })),
    )
    .execute();
  return tokens.map((t) => `${SESSION_COOKIE}=${t}`);
}

interface City {
  app: RunningApp;
  http: LeanHttpPool;
  host: string;
  drivers: string[];
  riders: string[];
  remove: () => void;
}

/** The app (as `npm start` runs it) with DRIVERS drivers online around Western University. */
async function cityWithDrivers(repoRoot: string): Promise<City> {
  const site = benchSite(repoRoot);
  const app = await startApp({
    env: {
      JOBS: 'on',
      ...site.env,
      // BENCH_CPU_PROF_DIR=/tmp/prof: the server writes a .cpuprofile there when it stops.
      ...(process.env.BENCH_CPU_PROF_DIR
        ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}` }
        : {}),
    },
  });
  const db = createDatabase({ kind: 'sqlite', file: app.dbFile });
  let drivers: string[];
  let riders: string[];
  try {
    drivers = await makeDrivers(db, DRIVERS);
    riders = await makeRiders(db, REQUESTS);
  } finally {
    await db.destroy();
  }
  const url = new URL(app.baseUrl);
  const http = new LeanHttpPool(url.hostname, Number(url.port), HTTP_CONNECTIONS);
  const host = url.host;
  const started = performance.now();
  await pool(drivers.length, 32, async (i) => {
    const cookie = drivers[i]!;
    for (const [path, body] of [
      [endpoints.drivers.setOnline, { online: true }],
      [endpoints.drivers.updatePosition, spot(i)],
    ] as const) {
      const res = await http.request(
        leanPost(host, API_BASE + path, JSON.stringify(body), { cookie }),
      );
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    }
  });
  console.log(
    `driver dispatch: ${drivers.length} drivers online in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { app, http, host, drivers, riders, remove: site.remove };
}

/**
 * A new request reaches every nearby driver (issue 36): DRIVERS drivers online within reach of
 * Western University, each with a Socket.IO connection (websocket, session cookie); riders book
 * a ride now there one after another, and every driver's socket notes when the `request` push
 * of that trip arrives. Latency = the trip's created_at (the server's clock as the booking
 * starts, so before its commit: an upper bound of commit → socket) → the socket receiving it.
 */
async function requestFanout(city: City, sockets: Client[], warnings: string[]): Promise<Figure[]> {
  const listeners: Array<() => void> = [];
  try {
    const received = new Map<number, number[]>();
    for (const socket of sockets) {
      const listener = (message: Parameters<ServerToClientEvents['fcm_push_noti']>[0]) => {
        if (message.trip_status !== 'request') return;
        const at = now();
        const list = received.get(message.data.trip_id) ?? [];
        list.push(at);
        received.set(message.data.trip_id, list);
      };
      socket.on(socketEvents.push, listener);
      listeners.push(() => socket.off(socketEvents.push, listener));
    }
    const trips: Array<{ tripId: number; createdAt: number; answeredAt: number }> = [];
    const pid = serverPid(Number(new URL(city.app.baseUrl).port));
    const cpuBefore = cpuTimeMs(pid);
    for (const rider of city.riders) {
      const sentAt = now();
      const trip = (await saveBenchTrip(city.app.baseUrl, rider)) as unknown as {
        trip_id: number;
        created_at: number;
      };
      trips.push({ tripId: trip.trip_id, createdAt: trip.created_at, answeredAt: now() - sentAt });
      await new Promise((r) => setTimeout(r, REQUEST_GAP_MS));
    }
    await new Promise((r) => setTimeout(r, 1000)); // the last pushes land
    const cpuAfter = cpuTimeMs(pid);
    const cpuPerBooking =
      cpuBefore === undefined || cpuAfter === undefined
        ? undefined
        : (cpuAfter - cpuBefore) / city.riders.length;
    const latencies: number[] = [];
    let missing = 0;
    for (const trip of trips.slice(1)) {
      // the first booking warms the server up
      const got = received.get(trip.tripId) ?? [];
      missing += sockets.length - got.length;
      for (const at of got) latencies.push(at - trip.createdAt);
    }
    if (missing > 0) warnings.push(`${missing} request pushes never reached a driver's socket`);
    const p99 = percentile(latencies, 99);
    return [
      {
        label: `booking → every driver's socket p50 (${sockets.length} drivers)`,
        value: round(percentile(latencies, 50), 1),
        unit: 'ms',
      },
      {
        label: `booking → every driver's socket p99 (${sockets.length} drivers)`,
        value: round(p99, 1),
        unit: 'ms',
        target: `at most ${FANOUT_TARGET_P99_MS} ms`,
        ok: p99 <= FANOUT_TARGET_P99_MS,
      },
      {
        label: 'booking → last driver socket max',
        value: round(
          latencies.reduce((a, b) => Math.max(a, b), 0),
          0,
        ),
        unit: 'ms',
      },
      {
        label: 'tripapi/save answer p99',
        value: round(
          percentile(
            trips.slice(1).map((t) => t.answeredAt),
            99,
          ),
          1,
        ),
        unit: 'ms',
      },
      ...(cpuPerBooking === undefined
        ? []
        : [
            {
              label: `server CPU per booking and its ${sockets.length} pushes`,
              value: round(cpuPerBooking, 1),
              unit: 'ms',
            },
          ]),
      { label: 'request pushes measured', value: latencies.length, unit: '' },
    ];
  } finally {
    for (const off of listeners) off();
  }
}

/** One Socket.IO connection per driver (websocket, session cookie), as the driver app holds it. */
async function connectDrivers(city: City): Promise<Client[]> {
  const sockets: Client[] = [];
  const started = performance.now();
  for (let i = 0; i < city.drivers.length; i += 100) {
    const batch = city.drivers.slice(i, i + 100);
    sockets.push(...(await Promise.all(batch.map((c) => connectSocket(city.app.baseUrl, c)))));
  }
  console.log(
    `driver dispatch: ${sockets.length} driver sockets in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return sockets;
}

/** How one position of driver `i` goes to the service; `done` gets whether it was taken. */
type SendPosition = (i: number, position: string, done: (ok: boolean) => void) => void;

/** driverapi/updateposition over keep-alive HTTP (the API's way). */
const overHttp =
  (city: City): SendPosition =>
  (i, body, done) =>
    city.http.send(
      leanPost(city.host, API_BASE + endpoints.drivers.updatePosition, body, {
        cookie: city.drivers[i],
      }),
      ({ status }) => done(status === 200),
    );

/** `update_position` over each driver's own socket (the driver app's way, decision 059). */
const overSocket =
  (sockets: Client[]): SendPosition =>
  (i, body, done) =>
    sockets[i]!.emit(
      socketEvents.updatePosition,
      JSON.parse(body) as { lat: number; lng: number },
      (answer) => done(answer.ok),
    );

/**
 * Position ingest (issue 36): the same drivers send their positions (`send`: by
 * driverapi/updateposition, or by `update_position` on their sockets) open loop at
 * POSITIONS_PER_S in total (each driver in turn, a step along its own path), sent on schedule
 * whether or not earlier ones have answered; latency from the scheduled time. The first
 * POSITION_WARMUP_S seconds are not counted.
 */
async function positionIngest(
  city: City,
  way: 'HTTP' | 'socket',
  send: SendPosition,
  warnings: string[],
): Promise<Figure[]> {
  const intervalMs = 1000 / POSITIONS_PER_S;
  const total = Math.round(POSITIONS_PER_S * (POSITION_WARMUP_S + POSITION_MEASURE_S));
  const latencies: number[] = [];
  let errors = 0;
  let inFlight = 0;
  let allAnswered: () => void = () => {};
  let lastAnswer = 0;
  const pid = serverPid(Number(new URL(city.app.baseUrl).port));
  const cpuBefore = cpuTimeMs(pid);
  const start = performance.now();
  let next = 0;
  while (next < total) {
    const elapsed = performance.now() - start;
    while (next < total && next * intervalMs <= elapsed) {
      const at = next * intervalMs;
      const i = next % city.drivers.length;
      const step = Math.floor(next / city.drivers.length);
      const p = spot(i);
      const body = JSON.stringify({ lat: p.lat + step * 1e-5, lng: p.lng });
      const counted = at >= POSITION_WARMUP_S * 1000;
      next++;
      inFlight++;
      send(i, body, (ok) => {
        if (counted) {
          lastAnswer = performance.now() - start;
          latencies.push(lastAnswer - at);
          if (!ok) errors++;
        }
        if (--inFlight === 0) allAnswered();
      });
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  if (inFlight > 0) await new Promise<void>((r) => (allAnswered = r));
  const cpuAfter = cpuTimeMs(pid);
  // the server's own CPU per update says more than latency on a shared, loaded machine
  const cpuPerUpdate =
    cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / total;
  const rate = latencies.length / ((lastAnswer - POSITION_WARMUP_S * 1000) / 1000);
  if (errors > 0) warnings.push(`${errors} position updates (${way}) were not taken`);
  const p99 = percentile(latencies, 99);
  return [
    {
      label: `position (${way}) answered per s (offered ${POSITIONS_PER_S}/s)`,
      value: round(rate, 0),
      unit: '/s',
      target: `at least ${POSITIONS_PER_S}/s`,
      ok: rate >= POSITIONS_PER_S * 0.98,
    },
    { label: `position (${way}) p50`, value: round(percentile(latencies, 50), 1), unit: 'ms' },
    {
      label: `position (${way}) p99`,
      value: round(p99, 1),
      unit: 'ms',
      target: `at most ${POSITION_TARGET_P99_MS} ms`,
      ok: p99 <= POSITION_TARGET_P99_MS,
    },
    ...(cpuPerUpdate === undefined
      ? []
      : [
          { label: `server CPU per position (${way})`, value: round(cpuPerUpdate, 3), unit: 'ms' },
          {
            label: `positions (${way}) per s one core could take (1 / CPU)`,
            value: round(1000 / cpuPerUpdate, 0),
            unit: '/s',
          },
        ]),
    {
      label: `position (${way}) max`,
      value: round(
        latencies.reduce((a, b) => Math.max(a, b), 0),
        0,
      ),
      unit: 'ms',
    },
  ];
}

/**
 * The drivers' side at scale (issue 36), one city of DRIVERS online drivers: a new request's
 * fan-out to every nearby driver's socket, then position ingest.
 */
export const driverDispatch: Benchmark = {
  name: 'driver dispatch',
  needsServer: false,
  async run({ repoRoot }: BenchContext): Promise<BenchResult> {
    const warnings: string[] = [];
    const city = await cityWithDrivers(repoRoot);
    const sockets = await connectDrivers(city);
    try {
      await readServerMetrics(city.app.baseUrl, { reset: true });
      const fanout = process.env.BENCH_SKIP_FANOUT
        ? []
        : await requestFanout(city, sockets, warnings);
      const fanoutServer = await readServerMetrics(city.app.baseUrl, { reset: true });
      // the API's way and the driver app's way, one after the other on the same server
      const viaHttp = await positionIngest(city, 'HTTP', overHttp(city), warnings);
      const httpServer = await readServerMetrics(city.app.baseUrl, { reset: true });
      const viaSocket = await positionIngest(city, 'socket', overSocket(sockets), warnings);
      const socketServer = await readServerMetrics(city.app.baseUrl);
      return {
        name: this.name,
        figures: [
          ...fanout,
          ...eventLoopFigures('fan-out', fanoutServer),
          ...viaHttp,
          ...eventLoopFigures('positions (HTTP)', httpServer),
          ...viaSocket,
          ...eventLoopFigures('positions (socket)', socketServer),
        ],
        warnings,
      };
    } finally {
      for (const socket of sockets) socket.disconnect();
      city.http.close();
      await city.app.stop();
      city.remove();
    }
  },
};

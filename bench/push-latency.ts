import { io, type Socket } from 'socket.io-client';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import {
  DRIVER_SESSION_COOKIE,
  SOCKET_PATH,
  socketEvents,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@fairfare/contracts/socket';
import type { DatabaseTarget } from '@fairfare/server/config';
import { createDatabase } from '@fairfare/server/db/database';
import type { BenchContext, BenchResult, Benchmark } from './lib/report.ts';
import { percentile, round } from './lib/percentiles.ts';
import { eventLoopFigures, readServerMetrics } from './lib/server-metrics.ts';
import { benchSite } from './lib/site-dir.ts';
import { startApp } from './lib/start-app.ts';

const TRIPS = 1_000;
/** Offers per second, open loop (sent on schedule whether or not earlier ones have answered). */
const OFFERS_PER_S = 250;
/** Every trip receives one offer per round; the first round warms the server up and is not counted. */
const ROUNDS = 4;
/** Concurrent HTTP calls while setting up riders and trips. */
const SETUP_CONCURRENCY = 16;
const TARGET_P99_MS = 50;

export const WESTERN = { lat: 43.0096, lng: -81.2737, address: 'Western University' };
export const AIRPORT = {
  lat: 43.0334,
  lng: -81.1512,
  address: 'London International Airport (YXU)',
};
export const CITY_ID = 14;

/** A bench's Socket.IO client, typed by the events both sides declare. */
export type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
const now = () => performance.timeOrigin + performance.now();

export async function post(
  baseUrl: string,
  path: string,
  body: object,
  cookie?: string,
): Promise<{ status: number; json: { response?: unknown; message?: string }; cookies: string[] }> {
  const res = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { response?: unknown; message?: string };
  return { status: res.status, json, cookies: res.headers.getSetCookie() };
}

export async function codeFor(baseUrl: string, phone: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
  const body = (await res.json()) as { messages: Array<{ text: string }> };
  const code = body.messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the dev outbox for ${phone}`);
  return code;
}

export function cookieNamed(cookies: string[], name: string): string {
  const found = cookies.find((c) => c.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie`);
  return found.split(';')[0]!;
}

/** Runs `task` for 0..n-1 with at most `limit` at once. */
export async function pool<T>(
  n: number,
  limit: number,
  task: (i: number) => Promise<T>,
): Promise<T[]> {
  const out: T[] = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < n) {
        const i = next++;
        out[i] = await task(i);
      }
    }),
  );
  return out;
}

/**
 * A rider registered through the API (the texted code read from the outbox): their session
 * cookie, and every cookie the sign-in set (for a browser).
 */
export async function registeredRider(
  baseUrl: string,
  rider: { phone: string; firstName: string; lastName: string },
): Promise<{ cookie: string; cookies: string[] }> {
  const url = API_BASE + endpoints.users.registration;
  const sent = await post(baseUrl, url, {
    step: 'request',
    first_name: rider.firstName,
    last_name: rider.lastName,
    email: '',
    phone_code: '+1',
    phone: rider.phone,
    accept_terms: true,
  });
  if (sent.status !== 200) throw new Error(`registration failed: ${sent.json.message}`);
  const code = await codeFor(baseUrl, `+1${rider.phone}`);
  const verified = await post(baseUrl, url, {
    step: 'verify',
    phone_code: '+1',
    phone: rider.phone,
    code,
    client: 'web',
  });
  if (verified.status !== 200) throw new Error(`verification failed: ${verified.json.message}`);
  return { cookie: cookieNamed(verified.cookies, 'ff_session'), cookies: verified.cookies };
}

/** A rider registered through the API, with a trip saved now (Western → airport). */
async function riderWithTrip(baseUrl: string, i: number) {
  const phone = `5193${String(i).padStart(6, '0')}`;
  const { cookie } = await registeredRider(baseUrl, {
    phone,
    firstName: 'Bench',
    lastName: `Rider ${i}`,
  });
  const trip = await saveBenchTrip(baseUrl, cookie);
  return { cookie, tripId: trip.trip_id, amount: trip.user_offer_amt };
}

/** The rider's ride now, Western University → the airport, 25.00 by cash. */
export async function saveBenchTrip(
  baseUrl: string,
  cookie: string,
): Promise<{ trip_id: number; user_offer_amt: number }> {
  const saved = await post(
    baseUrl,
    API_BASE + endpoints.trips.save,
    {
      city_id: CITY_ID,
      category_id: 1,
      pickup: WESTERN,
      drop: AIRPORT,
      user_offer_amt: 25,
      trip_pay_mode: 'cash',
      accept_terms: true,
    },
    cookie,
  );
  if (saved.status !== 200) throw new Error(`trip save failed: ${saved.json.message}`);
  return saved.json.response as { trip_id: number; user_offer_amt: number };
}

/** The seeded drivers of the trips' city and category, logged in, online at the pickup. */
export async function onlineDrivers(baseUrl: string, target: DatabaseTarget): Promise<string[]> {
  const db = createDatabase(target);
  let phones: string[];
  try {
    const rows = await db
      .selectFrom('drivers')
      .select(['d_phone'])
      .where('city_id', '=', CITY_ID)
      .where('category_id', '=', 1)
      .execute();
    phones = rows.map((r) => r.d_phone);
  } finally {
    await db.destroy();
  }
  if (phones.length === 0) throw new Error('the seed has no driver in city 14, category 1');
  const url = API_BASE + endpoints.drivers.login;
  return Promise.all(
    phones.map(async (phone) => {
      await post(baseUrl, url, { step: 'request', phone_code: '+1', phone });
      const code = await codeFor(baseUrl, `+1${phone}`);
      const res = await post(baseUrl, url, {
        step: 'verify',
        phone_code: '+1',
        phone,
        code,
        client: 'web',
      });
      if (res.status !== 200) throw new Error(`driver login failed: ${res.json.message}`);
      const cookie = cookieNamed(res.cookies, DRIVER_SESSION_COOKIE);
      await post(baseUrl, API_BASE + endpoints.drivers.setOnline, { online: true }, cookie);
      await post(baseUrl, API_BASE + endpoints.drivers.updatePosition, WESTERN, cookie);
      return cookie;
    }),
  );
}

/** A Socket.IO client signed in by `cookie` (a rider's or a driver's), once connected. */
export function connectSocket(baseUrl: string, cookie: string): Promise<Client> {
  const socket: Client = io(baseUrl, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { cookie },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/**
 * Offer push latency at 1 000 concurrent trips (issue 5): a server started as `npm start` starts
 * it; 1 000 riders registered through the API, each with a trip saved and a Socket.IO connection
 * (websocket, session cookie); the seeded drivers online at the pickup send offers through
 * `driverapi/sendoffer` at a steady rate, and each rider's socket notes when the `fcm_push_noti`
 * offer arrives. Latency = the driver's request leaving → the rider's socket receiving the push
 * (HTTP, the offer transaction, the emit), measured in this one process.
 */
export const pushLatency: Benchmark = {
  name: 'push latency',
  needsServer: false,
  async run({ repoRoot }: BenchContext): Promise<BenchResult> {
    const warnings: string[] = [];
    const site = benchSite(repoRoot);
    const app = await startApp({
      env: {
        CODE_SENDS_PER_IP_HOUR: '1000000',
        // as in production: due jobs run (offers expire a minute after they are made)
        JOBS: 'on',
        ...site.env,
        // BENCH_CPU_PROF_DIR=/tmp/prof: the server writes a .cpuprofile there when it stops.
        ...(process.env.BENCH_CPU_PROF_DIR
          ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}` }
          : {}),
      },
    });
    const sockets: Client[] = [];
    try {
      const baseUrl = app.baseUrl;
      let started = performance.now();
      const drivers = await onlineDrivers(baseUrl, { kind: 'sqlite', file: app.dbFile });
      const rides = await pool(TRIPS, SETUP_CONCURRENCY, (i) => riderWithTrip(baseUrl, i));
      console.log(
        `push latency: ${TRIPS} riders with a trip and ${drivers.length} drivers online ` +
          `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );

      started = performance.now();
      const receivedAt = new Map<string, number>();
      for (const batch of chunk(rides, 100)) {
        sockets.push(...(await Promise.all(batch.map((r) => connectSocket(baseUrl, r.cookie)))));
      }
      sockets.forEach((socket) =>
        socket.on(socketEvents.push, (message) => {
          if (message.trip_status !== 'offer') return;
          const key = `${message.data.trip_id}:${(message.data.offer as { offer_amt?: number })?.offer_amt}`;
          if (!receivedAt.has(key)) receivedAt.set(key, now());
        }),
      );
      console.log(
        `push latency: ${sockets.length} sockets connected in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );

      const latencies: number[] = [];
      const httpTimes: number[] = [];
      let failed = 0;
      let failedMeasured = 0;
      let lost = 0;
      const intervalMs = 1000 / OFFERS_PER_S;
      for (let round = 0; round < ROUNDS; round++) {
        const pending: Array<Promise<void>> = [];
        const sent: Array<{ key: string; at: number }> = [];
        const roundStart = performance.now();
        for (let i = 0; i < rides.length; i++) {
          const wait = roundStart + i * intervalMs - performance.now();
          if (wait > 1) await new Promise((r) => setTimeout(r, wait));
          const ride = rides[i]!;
          // A distinct amount per round tells the rounds' pushes apart (within the trip's bounds).
          const amount = round === 0 ? ride.amount : ride.amount + 0.5 * round;
          const key = `${ride.tripId}:${amount}`;
          const at = now();
          sent.push({ key, at });
          pending.push(
            post(
              baseUrl,
              API_BASE + endpoints.drivers.sendOffer,
              { trip_id: ride.tripId, offer_amt: amount },
              drivers[(i + round) % drivers.length],
            ).then((res) => {
              httpTimes.push(now() - at);
              if (res.status !== 200) {
                failed++;
                if (round > 0) failedMeasured++;
                if (failed <= 3)
                  warnings.push(`sendoffer answered ${res.status}: ${res.json.message}`);
              }
            }),
          );
        }
        await Promise.all(pending);
        await new Promise((r) => setTimeout(r, 500)); // the last pushes land
        for (const { key, at } of round === 0 ? [] : sent) {
          const got = receivedAt.get(key);
          if (got === undefined) lost++;
          else latencies.push(got - at);
        }
        if (round === 0) {
          console.log(`push latency: warm-up round: ${rides.length} offers at ${OFFERS_PER_S}/s`);
          await readServerMetrics(baseUrl, { reset: true }); // the measured rounds start now
          continue;
        }
        console.log(
          `push latency: round ${round}: ${rides.length} offers at ${OFFERS_PER_S}/s, ` +
            `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms so far`,
        );
      }
      if (failed > 0) warnings.push(`${failed} offers were refused`);
      if (lost - failedMeasured > 0)
        warnings.push(`${lost - failedMeasured} accepted offers never reached the rider`);

      const server = await readServerMetrics(baseUrl);
      const p50 = percentile(latencies, 50);
      const p99 = percentile(latencies, 99);
      return {
        name: this.name,
        figures: [
          {
            label: `offer → rider socket p50 (${TRIPS} trips, ${OFFERS_PER_S}/s)`,
            value: round(p50, 1),
            unit: 'ms',
          },
          {
            label: `offer → rider socket p99 (${TRIPS} trips, ${OFFERS_PER_S}/s)`,
            value: round(p99, 1),
            unit: 'ms',
            target: `under ${TARGET_P99_MS} ms`,
            ok: p99 < TARGET_P99_MS,
          },
          {
            label: 'offer → rider socket max',
            value: round(
              latencies.reduce((a, b) => Math.max(a, b), 0),
              0,
            ),
            unit: 'ms',
          },
          {
            label: 'sendoffer HTTP answer p99',
            value: round(percentile(httpTimes, 99), 1),
            unit: 'ms',
          },
          { label: 'pushes measured', value: latencies.length, unit: '' },
          ...eventLoopFigures('measured rounds', server),
        ],
        warnings,
      };
    } finally {
      for (const s of sockets) s.disconnect();
      await app.stop();
      site.remove();
    }
  },
};

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

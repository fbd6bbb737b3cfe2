import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { paymentEndpoints } from '@fairfare/contracts/payments';
import type { BenchContext, BenchResult, Benchmark, Figure } from './lib/report.ts';
import { percentile, round } from './lib/percentiles.ts';
import { readServerMetrics } from './lib/server-metrics.ts';
import type { RuntimeMetrics } from '@fairfare/server/modules/dev/metrics';
import { benchSite } from './lib/site-dir.ts';
import { startApp } from './lib/start-app.ts';
import { AIRPORT, CITY_ID, codeFor, cookieNamed, pool, WESTERN } from './push-latency.ts';

/**
 * A simulated city for a bounded time (`npm run bench soak`; SOAK_MINUTES, default 10, and
 * SOAK_RIDERS, default 200): the driver simulator at high speed, and riders who each register,
 * save a card, then book, take the first offer, ride, get charged on their card at completion
 * and rate the driver, again and again, polling their trip list and offers as the site does.
 * Prints the errors (target 0), the p99 of every endpoint, the server's memory idle, after a
 * warm-up (SOAK_WARMUP_S, default a quarter of the run), at the end (target: flat within 10 % of
 * the warm figure) and after a quiet spell, and its open resources. SOAK_NODE_OPTIONS replaces
 * the server's Node flags (default `--expose-gc`; keep it, and add e.g. `--require` of a
 * heap-sampling script).
 */
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const RIDERS = Number(process.env.SOAK_RIDERS ?? 200);
/** How often a rider polls, as the site does (trip list every 2 s, offers every 5 s: docs/product/constants.md). */
const TRIPS_POLL_MS = 2_000;
const OFFERS_POLL_MS = 5_000;
/** A request that gets no offer in this long is cancelled and booked again. */
const GIVE_UP_MS = 90_000;
const MEMORY_TARGET_PCT = 10;
/**
 * Load before memory is held flat (a quarter of the run by default, and at most), and the quiet
 * after. V8 sizes its heap to the allocation rate, and how long that takes depends on the machine:
 * one reached its plateau within the first minute, a faster one (more rides a minute) only after
 * about two, its RSS at 60 s mid-climb (373 MB, 459 at 150 s, 470.7 at the end and for the last
 * five minutes: decision 021).
 */
const WARMUP_MS = Math.min(
  Number(process.env.SOAK_WARMUP_S ?? MINUTES * 15) * 1000,
  MINUTES * 15_000,
);
const AFTER_MS = 30_000;

const growthPct = (from: number, to: number) => round((to / from - 1) * 100, 1);

/** Memory at idle, once warm, at the end and after a quiet spell (each after a full GC). */
function memoryFigures(m: {
  idle: RuntimeMetrics;
  warm: RuntimeMetrics;
  end: RuntimeMetrics;
  after: RuntimeMetrics;
  rssSeries: number[];
}): Figure[] {
  const flat = `within ${MEMORY_TARGET_PCT} % of the warm figure`;
  const flatFromWarm = (of: (metrics: RuntimeMetrics) => number) =>
    Math.abs(growthPct(of(m.warm), of(m.end))) <= MEMORY_TARGET_PCT;
  const warmS = Math.round(WARMUP_MS / 1000);
  return [
    {
      label: 'server heap used, idle before the riders',
      value: m.idle.memory.heapUsedMb,
      unit: 'MB',
    },
    {
      label: `server heap used after ${warmS} s of load`,
      value: m.warm.memory.heapUsedMb,
      unit: 'MB',
    },
    {
      label: 'server heap used at the end',
      value: m.end.memory.heapUsedMb,
      unit: 'MB',
      target: flat,
      ok: flatFromWarm((metrics) => metrics.memory.heapUsedMb),
    },
    { label: 'server heap reserved (V8) at the end', value: m.end.memory.heapTotalMb, unit: 'MB' },
    {
      label: 'server memory outside the heap at the end',
      value: m.end.memory.externalMb,
      unit: 'MB',
    },
    { label: 'server RSS, idle before the riders', value: m.idle.memory.rssMb, unit: 'MB' },
    { label: `server RSS after ${warmS} s of load`, value: m.warm.memory.rssMb, unit: 'MB' },
    {
      label: 'server RSS at the end',
      value: m.end.memory.rssMb,
      unit: 'MB',
      target: flat,
      ok: flatFromWarm((metrics) => metrics.memory.rssMb),
    },
    { label: 'server RSS, highest 30 s sample', value: Math.max(0, ...m.rssSeries), unit: 'MB' },
    {
      label: `server RSS ${AFTER_MS / 1000} s after the riders stopped`,
      value: m.after.memory.rssMb,
      unit: 'MB',
    },
  ];
}

/** Expected refusals: races a real rider meets too (an offer closed, a trip already moved on). */
const EXPECTED_STATUSES = new Set([409]);

class Calls {
  readonly times = new Map<string, number[]>();
  readonly errors = new Map<string, number>();

  async post(baseUrl: string, path: string, body: object, cookie: string) {
    const started = performance.now();
    let status = 0;
    let json: { response?: unknown; message?: string } = {};
    try {
      const res = await fetch(baseUrl + API_BASE + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
      status = res.status;
      json = (await res.json()) as typeof json;
    } catch (err) {
      json = { message: err instanceof Error ? err.message : String(err) };
    }
    const list = this.times.get(path) ?? [];
    list.push(performance.now() - started);
    this.times.set(path, list);
    if (status !== 200 && !EXPECTED_STATUSES.has(status)) {
      const key = `${path} → ${status || 'network'}: ${json.message ?? ''}`.slice(0, 160);
      this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
    }
    return { status, response: json.response };
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Rider {
  cookie: string;
  rides: number;
}

async function register(baseUrl: string, calls: Calls, i: number): Promise<Rider> {
  const phone = `5194${String(i).padStart(6, '0')}`;
  const url = endpoints.users.registration;
  await calls.post(
    baseUrl,
    url,
    {
      step: 'request',
      first_name: 'Soak',
      last_name: `Rider ${i}`,
      email: '',
      phone_code: '+1',
      phone,
      accept_terms: true,
    },
    '',
  );
  const code = await codeFor(baseUrl, `+1${phone}`);
  const res = await fetch(baseUrl + API_BASE + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ step: 'verify', phone_code: '+1', phone, code, client: 'web' }),
  });
  if (res.status !== 200) throw new Error(`verification failed: ${res.status}`);
  const cookie = cookieNamed(res.headers.getSetCookie(), 'ff_session');
  const card = await calls.post(
    baseUrl,
    paymentEndpoints.sandboxPaymentMethod,
    { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123' },
    cookie,
  );
  const id = (card.response as { id?: string } | undefined)?.id;
  if (!id) throw new Error('the sandbox made no payment method');
  await calls.post(baseUrl, paymentEndpoints.attach, { payment_method_id: id }, cookie);
  return { cookie, rides: 0 };
}

type TripRow = { trip_id: number; trip_status: string; trip_pay_status: string };

/** One ride, start to end; returns when it ended one way or another. */
async function ride(baseUrl: string, calls: Calls, rider: Rider, until: number): Promise<void> {
  const { cookie } = rider;
  const places = { city_id: CITY_ID, pickup: WESTERN, drop: AIRPORT };
  await calls.post(baseUrl, endpoints.trips.estimate, places, cookie);
  const saved = await calls.post(
    baseUrl,
    endpoints.trips.save,
    { ...places, category_id: 1, user_offer_amt: 25, trip_pay_mode: 'stripe', accept_terms: true },
    cookie,
  );
  const tripId = (saved.response as { trip_id?: number } | undefined)?.trip_id;
  if (!tripId) return;
  const asked = Date.now();
  let lastOffersPoll = 0;
  while (Date.now() < until) {
    await sleep(TRIPS_POLL_MS);
    const list = await calls.post(
      baseUrl,
      endpoints.trips.list,
      { is_request: '0', offset: '0', limit: '20' },
      cookie,
    );
    const trip = (list.response as { trips?: TripRow[] } | undefined)?.trips?.find(
      (t) => t.trip_id === tripId,
    );
    if (!trip) return;
    if (trip.trip_status === 'completed') {
      const rating = 3 + Math.floor(Math.random() * 5) / 2;
      await calls.post(
        baseUrl,
        endpoints.trips.update,
        { action: 'rate', trip_id: tripId, trip_rating: rating, trip_feedback: 'Soak run' },
        cookie,
      );
      rider.rides++;
      return;
    }
    if (!['request', 'offer', 'accept', 'assigned', 'arrive', 'begin'].includes(trip.trip_status))
      return; // cancelled by the driver, or expired
    if (!['request', 'offer'].includes(trip.trip_status)) continue;
    if (Date.now() - asked > GIVE_UP_MS) {
      await calls.post(
        baseUrl,
        endpoints.trips.update,
        { action: 'cancel_request', trip_id: tripId },
        cookie,
      );
      return;
    }
    if (Date.now() - lastOffersPoll < OFFERS_POLL_MS) continue;
    lastOffersPoll = Date.now();
    const offers = await calls.post(
      baseUrl,
      endpoints.offers.list,
      { trip_id: tripId, status: 'offer' },
      cookie,
    );
    const first = (offers.response as { offers?: Array<{ driver_id: number }> } | undefined)
      ?.offers?.[0];
    if (first) {
      await calls.post(
        baseUrl,
        endpoints.trips.accept,
        { trip_id: tripId, driver_id: first.driver_id },
        cookie,
      );
    }
  }
}

export const soak: Benchmark = {
  name: 'soak',
  needsServer: false,
  onlyWhenNamed: true,
  async run({ repoRoot }: BenchContext): Promise<BenchResult> {
    const site = benchSite(repoRoot);
    const app = await startApp({
      env: {
        ...site.env,
        // memory is read after a full collection (GET /api/dev/metrics?gc=1)
        NODE_OPTIONS: process.env.SOAK_NODE_OPTIONS ?? '--expose-gc',
        SIMULATOR: 'on',
        SIMULATOR_SPEED: '20',
        SIMULATOR_DRIVE_KMH: '300',
        SIMULATOR_BEHAVIOUR: JSON.stringify({ offerAtFare: 1, offerAbove: 0 }),
        JOBS: 'on',
        CODE_SENDS_PER_IP_HOUR: '1000000',
        FARE_ESTIMATE_RATE_LIMIT: '1000000000',
      },
    });
    const calls = new Calls();
    const warnings: string[] = [];
    try {
      console.log(`soak: ${RIDERS} riders for ${MINUTES} min against simulated drivers…`);
      const riders = await pool(RIDERS, 16, (i) => register(app.baseUrl, calls, i));
      const idle = await readServerMetrics(app.baseUrl, { reset: true, gc: true });
      const until = Date.now() + MINUTES * 60_000;
      // Memory is held to its size once the service carries the load: V8 sizes its heap to the
      // allocation rate during the warm-up (decision 021), which is not growth over time.
      const warmedUp = sleep(WARMUP_MS).then(() => readServerMetrics(app.baseUrl, { gc: true }));
      const rssSeries: number[] = [];
      const progress = setInterval(() => {
        const done = riders.reduce((n, r) => n + r.rides, 0);
        const left = Math.max(0, Math.round((until - Date.now()) / 1000));
        void readServerMetrics(app.baseUrl).then(
          ({ memory: m }) => {
            rssSeries.push(m.rssMb);
            console.log(
              `soak: ${done} rides completed and rated, ${left} s left; server MB: rss ${m.rssMb}, ` +
                `heap ${m.heapUsedMb} of ${m.heapTotalMb} reserved, external ${m.externalMb} ` +
                `(array buffers ${m.arrayBuffersMb})`,
            );
          },
          () => console.log(`soak: ${done} rides completed and rated, ${left} s left`),
        );
      }, 30_000);
      try {
        await Promise.all(
          riders.map(async (rider, i) => {
            await sleep((i * 997) % 5_000); // not all at once
            while (Date.now() < until) await ride(app.baseUrl, calls, rider, until);
          }),
        );
      } finally {
        clearInterval(progress);
      }
      await sleep(2_000); // what is in flight settles
      const warm = await warmedUp;
      const end = await readServerMetrics(app.baseUrl, { gc: true });
      await sleep(AFTER_MS); // quiet: does the service hand memory back?
      const after = await readServerMetrics(app.baseUrl, { gc: true });

      const errorCount = [...calls.errors.values()].reduce((a, b) => a + b, 0);
      for (const [what, n] of calls.errors) warnings.push(`${n} × ${what}`);
      const rides = riders.reduce((n, r) => n + r.rides, 0);
      const figures: Figure[] = [
        { label: `rides completed, paid and rated (${MINUTES} min)`, value: rides, unit: '' },
        {
          label: 'unexpected errors',
          value: errorCount,
          unit: '',
          target: '0',
          ok: errorCount === 0,
        },
        ...[...calls.times.entries()].map(([path, times]) => ({
          label: `${path} p99 (${times.length} calls)`,
          value: round(percentile(times, 99), 1),
          unit: 'ms',
        })),
        ...memoryFigures({ idle, warm, end, after, rssSeries }),
        { label: 'server event-loop delay p99', value: end.eventLoopDelayMs.p99, unit: 'ms' },
        { label: 'server event-loop delay max', value: end.eventLoopDelayMs.max, unit: 'ms' },
        ...Object.entries(after.activeResources).map(([type, n]) => ({
          label: `server open ${type} after the riders stopped (idle before: ${idle.activeResources[type] ?? 0})`,
          value: n,
          unit: '',
        })),
      ];
      return { name: this.name, figures, warnings };
    } finally {
      await app.stop();
      site.remove();
    }
  },
};

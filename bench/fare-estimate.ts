import autocannon from 'autocannon';
import { createDatabase } from '@fairfare/server/db/database';
import { migrateToLatest } from '@fairfare/server/db/migrate';
import { places } from '@fairfare/server/db/seed/places';
import { seedDatabase } from '@fairfare/server/db/seed/seed';
import { estimateFares } from '@fairfare/server/modules/fares/service';
import type { BenchContext, BenchResult, Benchmark } from './lib/report.ts';

const CITY_ID = 14; // London, Ontario
const PATH = '/webservices/1.1.5/tripapi/estimatetripfare';
const LOOP_S = 3;
const LOOP_WARMUP_S = 0.5;
const HTTP_S = 5;
const HTTP_WARMUP_S = 1;
const CONNECTIONS = 20;

type Point = { lat: number; lng: number };

/** Trips between the city's seeded places (every ordered pair, skipping same-place pairs). */
function tripsOfCity(): Array<{ pickup: Point; drop: Point }> {
  const points = places
    .filter((p) => p.city_id === CITY_ID)
    .map((p) => ({ lat: p.place_lat, lng: p.place_lng }));
  return points.flatMap((pickup, i) =>
    points.filter((_, j) => j !== i).map((drop) => ({ pickup, drop })),
  );
}

/**
 * The service function on its own (an in-memory SQLite database, seeded): how many estimates, each
 * for all categories of the city, it answers per second, one after another.
 */
async function serviceLoop(): Promise<{ perSecond: number; categories: number; calls: number }> {
  const db = createDatabase({ kind: 'sqlite-memory' });
  try {
    await migrateToLatest(db);
    await seedDatabase(db);
    const trips = tripsOfCity();
    const options = { serviceTaxPct: 0 };
    const run = async (seconds: number) => {
      let calls = 0;
      let categories = 0;
      const started = performance.now();
      const until = started + seconds * 1000;
      while (performance.now() < until) {
        const trip = trips[calls % trips.length]!;
        const estimates = await estimateFares(db, { city_id: CITY_ID, ...trip }, options);
        categories = Object.keys(estimates).length;
        calls++;
      }
      return { calls, categories, elapsedS: (performance.now() - started) / 1000 };
    };
    await run(LOOP_WARMUP_S);
    const { calls, categories, elapsedS } = await run(LOOP_S);
    return { perSecond: calls / elapsedS, categories, calls };
  } finally {
    await db.destroy();
  }
}

/** Fare estimates for London ON: the service function in a loop, then the HTTP endpoint under load. */
export const fareEstimate: Benchmark = {
  name: 'fare estimate',
  needsServer: true,
  async run({ baseUrl }: BenchContext): Promise<BenchResult> {
    console.log(`fare estimate: service function in a loop for ${LOOP_S} s (in-memory SQLite)…`);
    const loop = await serviceLoop();
    console.log(
      `fare estimate: ${loop.perSecond.toFixed(0)} estimates/s × ${loop.categories} categories ` +
        `(${loop.calls} calls)`,
    );

    const [first] = tripsOfCity();
    const body = JSON.stringify({ city_id: CITY_ID, ...first });
    const options = {
      url: `${baseUrl}${PATH}`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body,
      connections: CONNECTIONS,
      pipelining: 1,
    };
    const probe = await fetch(options.url, { method: 'POST', headers: options.headers, body });
    if (probe.status !== 200) {
      throw new Error(`POST ${PATH} answered ${probe.status}: ${await probe.text()}`);
    }
    console.log(
      `fare estimate: HTTP warm-up ${HTTP_WARMUP_S} s, then ${HTTP_S} s at ${CONNECTIONS} connections…`,
    );
    await autocannon({ ...options, duration: HTTP_WARMUP_S });
    const result = await autocannon({ ...options, duration: HTTP_S });

    const warnings: string[] = [];
    if (result.errors > 0) warnings.push(`${result.errors} connection errors`);
    if (result.timeouts > 0) warnings.push(`${result.timeouts} timeouts`);
    if (result.non2xx > 0) warnings.push(`${result.non2xx} answers were not 2xx`);
    console.log(
      `fare estimate: HTTP ${result.requests.average.toFixed(0)} req/s average, ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    );

    return {
      name: this.name,
      figures: [
        {
          label: `service estimates/s (all ${loop.categories} categories, one at a time)`,
          value: Math.round(loop.perSecond),
          unit: 'est/s',
        },
        {
          label: 'service category fares/s',
          value: Math.round(loop.perSecond * loop.categories),
          unit: 'fares/s',
        },
        {
          label: `HTTP estimates/s (${CONNECTIONS} connections)`,
          value: Math.round(result.requests.average),
          unit: 'req/s',
        },
        { label: 'HTTP latency p50', value: result.latency.p50, unit: 'ms' },
        { label: 'HTTP latency p99', value: result.latency.p99, unit: 'ms' },
      ],
      warnings,
    };
  },
};

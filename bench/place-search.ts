import { cpus, loadavg } from 'node:os';
import { createDatabase } from '@fairfare/server/db/database';
import { migrateToLatest } from '@fairfare/server/db/migrate';
import { seedDatabase } from '@fairfare/server/db/seed/seed';
import { searchPlaces } from '@fairfare/server/modules/places/service';
import type { BenchResult, Benchmark, Figure } from './lib/report.ts';
import { percentile, round } from './lib/percentiles.ts';

const CITY_ID = 14; // London, Ontario
/** What riders type: addresses, a street, a postcode, landmark words, a text being typed. */
const QUERIES = [
  '123 Richmond St',
  '200 Queens Ave',
  '1680 Richmond Street',
  'Richmond St',
  'N6A 1B7',
  'N6',
  'aeropuerto',
  'western',
  'wel',
  'london',
];
/** Riders at a few places of the city (downtown, Masonville, White Oaks, the airport). */
const NEAR = [
  { lat: 42.9837, lng: -81.2497 },
  { lat: 43.0255, lng: -81.279 },
  { lat: 42.9365, lng: -81.2258 },
  { lat: 43.0334, lng: -81.1512 },
];
const RUN_MS = 3_000;
const WARMUP_MS = 500;
/** A search should take no more than this of a keystroke's budget, its database reads included. */
const TARGET_P99_MS = 5;

/**
 * The place search's service function (`placeapi/searchplaces` without HTTP) on an in-memory
 * SQLite database with the demo's gazetteer: ~50 landmarks, ~54 streets, ~17 postcode areas of
 * London read and ranked per search.
 */
export const placeSearch: Benchmark = {
  name: 'place search',
  needsServer: false,
  async run(): Promise<BenchResult> {
    const warnings: string[] = [];
    const load = loadavg()[0]!;
    if (load > cpus().length)
      warnings.push(
        `load average ${load.toFixed(1)} on ${cpus().length} CPUs while measuring: tails are inflated`,
      );
    const db = createDatabase({ kind: 'sqlite-memory' });
    try {
      await migrateToLatest(db);
      await seedDatabase(db);
      const loop = async (ms: number) => {
        const samples: number[] = [];
        let found = 0;
        const until = performance.now() + ms;
        for (let i = 0; performance.now() < until; i++) {
          const q = QUERIES[i % QUERIES.length]!;
          const near = NEAR[Math.floor(i / QUERIES.length) % NEAR.length]!;
          const started = performance.now();
          found += (await searchPlaces(db, { q, city_id: CITY_ID, near })).length;
          samples.push(performance.now() - started);
        }
        return { samples, found };
      };
      await loop(WARMUP_MS);
      const { samples, found } = await loop(RUN_MS);
      const p50 = percentile(samples, 50);
      const p99 = percentile(samples, 99);
      console.log(
        `place search: ${samples.length} searches, p50 ${p50.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms ` +
          `(${(found / samples.length).toFixed(1)} results on average)`,
      );
      const figures: Figure[] = [
        {
          label: 'service: searches/s',
          value: Math.round(samples.length / (RUN_MS / 1000)),
          unit: '/s',
        },
        { label: 'service: p50', value: round(p50), unit: 'ms' },
        {
          label: 'service: p99',
          value: round(p99),
          unit: 'ms',
          target: `under ${TARGET_P99_MS} ms`,
          ok: p99 < TARGET_P99_MS,
        },
      ];
      return { name: this.name, figures, warnings };
    } finally {
      await db.destroy();
    }
  },
};

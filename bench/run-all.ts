import { bookingBundle } from './booking-bundle.ts';
import { bundleSize } from './bundle-size.ts';
import { contentList } from './content-list.ts';
import { driverDispatch } from './driver-dispatch.ts';
import { fareEstimate } from './fare-estimate.ts';
import { geoSearch } from './geo-search.ts';
import { lighthouseBench } from './lighthouse.ts';
import { placeSearch } from './place-search.ts';
import { pollingThroughput } from './polling-throughput.ts';
import { pressBookNow } from './press-book-now.ts';
import { pushLatency } from './push-latency.ts';
import { renderFlood } from './render-flood.ts';
import { slowNetwork } from './slow-network.ts';
import { soak } from './soak.ts';
import { smsTimeout } from './sms-timeout.ts';
import { staffSignIn } from './staff-signin.ts';
import type { BenchResult, Benchmark } from './lib/report.ts';
import { printSummary } from './lib/report.ts';
import { type RunningApp, repoRoot, startApp } from './lib/start-app.ts';

/**
 * `npm run bench`: starts the app once (fresh seeded database, quiet logs), runs every benchmark in
 * turn and prints a summary. Add a benchmark by writing a file that exports a `Benchmark` and
 * listing it here. Run a subset with `node run-all.ts <name>…` (e.g. `node run-all.ts bundle`).
 * The soak run (a simulated city for SOAK_MINUTES, default 10) runs only when named: `soak`.
 */
const BENCHMARKS: Benchmark[] = [
  bundleSize,
  bookingBundle,
  contentList,
  fareEstimate,
  geoSearch,
  placeSearch,
  pushLatency,
  driverDispatch,
  pollingThroughput,
  lighthouseBench,
  pressBookNow,
  renderFlood,
  staffSignIn,
  smsTimeout,
  slowNetwork,
  soak,
];

const filters = process.argv.slice(2).map((f) => f.toLowerCase());
const selected = filters.length
  ? BENCHMARKS.filter((b) => filters.some((f) => b.name.toLowerCase().includes(f)))
  : BENCHMARKS.filter((b) => !b.onlyWhenNamed);
if (selected.length === 0) {
  console.error(
    `No benchmark matches ${filters.join(', ')}; known: ${BENCHMARKS.map((b) => b.name).join(', ')}`,
  );
  process.exit(2);
}

const started = Date.now();
let app: RunningApp | undefined;
const results: BenchResult[] = [];
let failed = false;
try {
  if (selected.some((b) => b.needsServer)) {
    // the load comes from one address: lift the per-address limit of the public fare estimate
    app = await startApp({ env: { FARE_ESTIMATE_RATE_LIMIT: '1000000000' } });
    console.log(`server up at ${app.baseUrl} (fresh seeded database)\n`);
  }
  for (const bench of selected) {
    try {
      results.push(await bench.run({ baseUrl: app?.baseUrl ?? '', repoRoot }));
    } catch (err) {
      failed = true;
      console.error(`${bench.name}: failed: ${err instanceof Error ? err.message : String(err)}`);
      results.push({ name: bench.name, figures: [], warnings: ['failed, see above'] });
    }
    console.log('');
  }
} finally {
  await app?.stop();
}

printSummary(results);
console.log(`\n(${((Date.now() - started) / 1000).toFixed(1)} s)`);
if (failed) process.exit(1);

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchContext, BenchResult, Benchmark, Figure } from './lib/report.ts';
import { percentile } from './lib/percentiles.ts';
import { startApp } from './lib/start-app.ts';

const PHASE_S = 8;
const CONNECTIONS = 8;
/** The health probe asks this often (one at a time), during every phase. */
const PROBE_EVERY_MS = 20;
/** The target of issue 31 point 6. */
const HEALTH_P95_TARGET_MS = 50;

interface Phase {
  label: string;
  /** The page address of the n-th flood request; none: no flood (the idle figure). */
  url?: (n: number) => string;
}

interface PhaseResult {
  label: string;
  healthP50: number;
  healthP95: number;
  healthMax: number;
  floodPerS: number;
  statuses: Record<string, number>;
}

/** Asks /api/health one at a time until `until`, returning each answer's latency (ms). */
async function probeHealth(baseUrl: string, until: number): Promise<number[]> {
  const latencies: number[] = [];
  while (Date.now() < until) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/health`);
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  return latencies;
}

/**
 * CONNECTIONS loops asking page addresses as a browser would (HTML), until `until` (or, with
 * `untilRefused`, until the first 429).
 */
async function flood(
  baseUrl: string,
  url: (n: number) => string,
  until: number,
  untilRefused = false,
) {
  const statuses: Record<string, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until && !(untilRefused && statuses[429])) {
        const res = await fetch(`${baseUrl}${url(next++)}`, {
          headers: { accept: 'text/html', 'accept-encoding': 'br' },
        });
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  );
  return { statuses, requests: next };
}

async function runPhase(baseUrl: string, phase: Phase): Promise<PhaseResult> {
  const until = Date.now() + PHASE_S * 1000;
  const [latencies, load] = await Promise.all([
    probeHealth(baseUrl, until),
    phase.url ? flood(baseUrl, phase.url, until) : Promise.resolve({ statuses: {}, requests: 0 }),
  ]);
  const result = {
    label: phase.label,
    healthP50: Math.round(percentile(latencies, 50) * 10) / 10,
    healthP95: Math.round(percentile(latencies, 95) * 10) / 10,
    healthMax: Math.round(Math.max(...latencies)),
    floodPerS: Math.round(load.requests / PHASE_S),
    statuses: load.statuses,
  };
  console.log(
    `render flood: ${result.label}: /api/health p50 ${result.healthP50} ms, p95 ${result.healthP95} ms, ` +
      `max ${result.healthMax} ms; flood ${result.floodPerS} pages/s ${JSON.stringify(result.statuses)}`,
  );
  return result;
}

/**
 * Issue 31 point 6: floods the server-rendered pages from one address on CONNECTIONS connections
 * while /api/health is probed, and prints the probe's latency: idle; with made-up query
 * parameters (`/?utm=<unique>`, which no longer renders anything); with addresses that do render
 * (`/blog?page=<unique>`) once the address has spent its RENDER_RATE_LIMIT; and the same with the
 * limit lifted (what renders cost, as before the limit). Needs the built site (`npm run build`).
 */
export const renderFlood: Benchmark = {
  name: 'render flood',
  needsServer: false,
  async run({ repoRoot }: BenchContext): Promise<BenchResult> {
    if (!existsSync(join(repoRoot, 'apps/web/dist/server/entry-server.js'))) {
      throw new Error('the site is not built with its server bundle: run `npm run build` first');
    }
    const phases: PhaseResult[] = [];
    const limited = await startApp();
    try {
      // the server bundle loads, and / is rendered and kept, before anything is measured
      await (
        await fetch(`${limited.baseUrl}/`, { headers: { accept: 'text/html' } })
      ).arrayBuffer();
      phases.push(await runPhase(limited.baseUrl, { label: 'idle' }));
      phases.push(
        await runPhase(limited.baseUrl, {
          label: 'made-up parameters',
          url: (n) => `/?utm=${n}-${Math.random()}`,
        }),
      );
      // the address spends what is left of its renders (RENDER_RATE_LIMIT, 60 a minute) and page
      // requests (NOT_FOUND_RATE_LIMIT, 120 a minute, / included), then the flood goes on
      const spent = await flood(
        limited.baseUrl,
        (n) => `/blog?page=${1000 + n}`,
        Date.now() + 60_000,
        true,
      );
      console.log(
        `render flood: renders spent before the first 429: ${JSON.stringify(spent.statuses)}`,
      );
      phases.push(
        await runPhase(limited.baseUrl, {
          label: 'rendering pages, past the limit',
          url: (n) => `/blog?page=${5000 + n}`,
        }),
      );
    } finally {
      await limited.stop();
    }
    const unlimited = await startApp({ env: { RENDER_RATE_LIMIT: '1000000000' } });
    try {
      phases.push(
        await runPhase(unlimited.baseUrl, {
          label: 'rendering pages, no limit',
          url: (n) => `/blog?page=${1000 + n}`,
        }),
      );
    } finally {
      await unlimited.stop();
    }

    // the target holds where the service's defences are on (every phase but the last)
    const figures: Figure[] = phases.flatMap((p, i) => [
      {
        label: `${p.label}: /api/health p95`,
        value: p.healthP95,
        unit: 'ms',
        ...(i < phases.length - 1
          ? { target: `under ${HEALTH_P95_TARGET_MS} ms`, ok: p.healthP95 < HEALTH_P95_TARGET_MS }
          : {}),
      },
      { label: `${p.label}: pages/s`, value: p.floodPerS, unit: 'pages/s' },
    ]);
    return { name: this.name, figures, warnings: [] };
  },
};

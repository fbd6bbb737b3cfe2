import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { PerformanceObserver, constants, performance } from 'node:perf_hooks';
import { StatementSync } from 'node:sqlite';

/**
 * What the benchmarked server was doing when it stalled (decision 021). Loaded into the server
 * with `BENCH_SERVER_NODE_OPTIONS="--import <repo>/bench/lib/stall-probe.ts"` and
 * `STALL_PROBE_FILE=/tmp/probe` (the polling bench); writes `<file>.<pid>.json` when the server
 * exits, which `node bench/lib/stall-report.ts <that file>` summarises. It keeps:
 * - every GC (the events `--trace-gc` prints, with their start times);
 * - every event-loop gap over 30 ms, split by the main thread's /proc schedstat into time on a
 *   CPU, time waiting for one (run queue), and the rest (blocked in a system call or on a lock);
 * - every node:sqlite statement's duration by SQL text, the slow ones (over 5 ms) with their
 *   start, and every SQLITE_BUSY;
 * - a mark at every GET /api/dev/metrics (the benches read it when a measured window starts and
 *   ends), with the running totals at that moment.
 * A diagnostic: it costs a few per cent of the server's CPU.
 */
export interface Gap {
  at: number;
  ms: number;
  cpu: number;
  runq: number;
  blocked: number;
}
export interface Timed {
  at: number;
  ms: number;
  key: string;
}
export interface Totals {
  wall: number;
  cpu: number;
  runq: number;
  gapWall: number;
  gapCpu: number;
  gapRunq: number;
}
export interface ProbeReport {
  gcs: Array<{ at: number; ms: number; kind: string }>;
  gaps: Gap[];
  slow: Timed[];
  busy: Timed[];
  statements: Array<{ key: string; n: number; total: number; max: number }>;
  marks: Array<{ at: number; totals: Totals }>;
}

const GAP_TICK_MS = 5;
const GAP_MS = 30;
const SLOW_STATEMENT_MS = 5;
const SQLITE_BUSY = 5;
const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
};

/** ns on a CPU and ns waiting for one, of the calling thread (zeros off Linux). */
function schedstat(): [number, number] {
  try {
    const [cpu, runq] = readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ').map(Number);
    return [cpu ?? 0, runq ?? 0];
  } catch {
    return [0, 0];
  }
}

export function startStallProbe(): { report(): ProbeReport; stop(): void } {
  const report: ProbeReport = { gcs: [], gaps: [], slow: [], busy: [], statements: [], marks: [] };
  const statements = new Map<string, { n: number; total: number; max: number }>();
  const totals: Totals = { wall: 0, cpu: 0, runq: 0, gapWall: 0, gapCpu: 0, gapRunq: 0 };

  const gcObserver = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = (e as { detail?: { kind?: number } }).detail?.kind ?? -1;
      report.gcs.push({ at: e.startTime, ms: e.duration, kind: GC_KINDS[kind] ?? String(kind) });
    }
  });
  gcObserver.observe({ entryTypes: ['gc'] });

  let last = performance.now();
  let lastSched = schedstat();
  const gapTimer = setInterval(() => {
    const now = performance.now();
    const sched = schedstat();
    const wall = now - last;
    const cpu = (sched[0] - lastSched[0]) / 1e6;
    const runq = (sched[1] - lastSched[1]) / 1e6;
    totals.wall += wall;
    totals.cpu += cpu;
    totals.runq += runq;
    if (wall > GAP_MS) {
      report.gaps.push({ at: last, ms: wall - GAP_TICK_MS, cpu, runq, blocked: wall - cpu - runq });
      totals.gapWall += wall;
      totals.gapCpu += cpu;
      totals.gapRunq += runq;
    }
    last = now;
    lastSched = sched;
  }, GAP_TICK_MS);
  gapTimer.unref();

  const proto = StatementSync.prototype as unknown as Record<string, unknown>;
  const originals = new Map<string, unknown>();
  for (const method of ['run', 'all', 'get', 'iterate']) {
    const original = proto[method] as (this: StatementSync, ...args: unknown[]) => unknown;
    originals.set(method, original);
    proto[method] = function timed(this: StatementSync, ...args: unknown[]) {
      const at = performance.now();
      const key = `${method} ${this.sourceSQL.slice(0, 140)}`;
      try {
        return original.apply(this, args);
      } catch (err) {
        const code = (err as { errcode?: number }).errcode ?? 0;
        if ((code & 0xff) === SQLITE_BUSY)
          report.busy.push({ at, ms: performance.now() - at, key });
        throw err;
      } finally {
        const ms = performance.now() - at;
        let s = statements.get(key);
        if (!s) statements.set(key, (s = { n: 0, total: 0, max: 0 }));
        s.n++;
        s.total += ms;
        s.max = Math.max(s.max, ms);
        if (ms > SLOW_STATEMENT_MS) report.slow.push({ at, ms, key });
      }
    };
  }

  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function marked(
    this: http.Server,
    name: string,
    ...args: unknown[]
  ) {
    if (name === 'request' && (args[0] as http.IncomingMessage).url?.startsWith('/api/dev/metrics'))
      report.marks.push({ at: performance.now(), totals: { ...totals } });
    return Reflect.apply(emit, this, [name, ...args]) as boolean;
  } as typeof emit;

  return {
    report: () => ({
      ...report,
      statements: [...statements]
        .map(([key, s]) => ({ key, ...s }))
        .sort((a, b) => b.total - a.total),
    }),
    stop() {
      clearInterval(gapTimer);
      gcObserver.disconnect();
      for (const [method, original] of originals) proto[method] = original;
      http.Server.prototype.emit = emit;
    },
  };
}

const file = process.env.STALL_PROBE_FILE;
if (file) {
  const probe = startStallProbe();
  process.on('exit', () => {
    writeFileSync(`${file}.${process.pid}.json`, JSON.stringify(probe.report()));
  });
}

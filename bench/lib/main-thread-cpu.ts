/**
 * What a Lighthouse trace says about the page's main thread once its wall time is set against its
 * CPU time.
 *
 * Lighthouse's simulated TBT multiplies each task's observed (wall) duration by the CPU slowdown
 * (4 on the mobile preset) and counts what passes 50 ms after the first contentful paint. On a
 * 2-core machine the renderer's main thread shares the cores with Chromium's browser and GPU
 * processes, Lighthouse's own tracing and screenshots, and the service under test; a task then
 * lasts longer than the work in it, and the wait is multiplied by 4 as if it were the page's.
 * Chromium records each trace event's thread time (`tdur`, the CPU the thread used) beside its
 * wall time (`dur`). The same sum over thread time is the TBT of the page's own work, with the
 * machine's contention taken out; the share of wall time the thread was on the CPU says how much
 * contention there was (bench note 072).
 */

/** The fields of a Chrome trace event this reads (the trace-event format's names). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** µs */
  ts: number;
  /** Wall duration, µs (complete events). */
  dur?: number;
  /** Thread (CPU) duration, µs, when the trace recorded thread time. */
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

export interface MainThreadTime {
  /** Every task of the page's main thread, wall time. */
  wallMs: number;
  /** The same tasks, CPU time. */
  cpuMs: number;
  /** cpuMs / wallMs: how much of its task time the thread had a core. */
  onCpuShare: number;
  /** Lighthouse's TBT formula over tasks from the first contentful paint on, on wall time. */
  tbtFromWallMs: number;
  /** The same over CPU time: the blocking the page's own work would cause on a quiet machine. */
  tbtFromCpuMs: number;
}

/** A task over this (after the slowdown) blocks input for the rest of its length. */
const LONG_TASK_MS = 50;

/**
 * The page's main thread is the one that started loading the audited (http) main frame; its
 * first contentful paint starts the blocking window. Undefined when the trace has no such
 * navigation, no paint, or no thread time (the figure would be made up).
 */
export function mainThreadTime(events: TraceEvent[], slowdown = 4): MainThreadTime | undefined {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame === true &&
      e.args.data.documentLoaderURL?.startsWith('http') === true,
  );
  if (!navigation) return undefined;
  const onThread = (e: TraceEvent) => e.pid === navigation.pid && e.tid === navigation.tid;
  const fcp = events.find(
    (e) => e.name === 'firstContentfulPaint' && onThread(e) && e.ts >= navigation.ts,
  );
  const tasks = topLevel(
    events.filter(
      (e) => e.name === 'RunTask' && e.ph === 'X' && onThread(e) && e.dur !== undefined,
    ),
  );
  if (!fcp || tasks.length === 0 || tasks.some((e) => e.tdur === undefined)) return undefined;

  const blocking = (µs: number) => Math.max(0, (µs / 1000) * slowdown - LONG_TASK_MS);
  let wall = 0;
  let cpu = 0;
  let tbtFromWallMs = 0;
  let tbtFromCpuMs = 0;
  for (const task of tasks) {
    wall += task.dur!;
    cpu += task.tdur!;
    if (task.ts < fcp.ts) continue;
    tbtFromWallMs += blocking(task.dur!);
    tbtFromCpuMs += blocking(task.tdur!);
  }
  return {
    wallMs: wall / 1000,
    cpuMs: cpu / 1000,
    onCpuShare: wall === 0 ? 1 : cpu / wall,
    tbtFromWallMs,
    tbtFromCpuMs,
  };
}

/** Tasks not nested in another (a nested run loop's tasks are already inside their parent's). */
function topLevel(tasks: TraceEvent[]): TraceEvent[] {
  const sorted = [...tasks].sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const outer: TraceEvent[] = [];
  let end = -Infinity;
  for (const task of sorted) {
    if (task.ts < end) continue;
    outer.push(task);
    end = task.ts + task.dur!;
  }
  return outer;
}

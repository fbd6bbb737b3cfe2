import { readFileSync } from 'node:fs';
import type { ProbeReport } from './stall-probe.ts';

/**
 * Summaries behind decision 021:
 * `node bench/lib/stall-report.ts /tmp/probe.<pid>.json` (a stall-probe.ts report: the window
 * between the last two metrics marks, i.e. a bench's measured stretch) or
 * `node bench/lib/stall-report.ts x.cpuprofile [function regex]` (a `--cpu-prof` profile: top
 * self and inclusive time, and the longest unbroken stretches of samples under the function).
 */
const ms = (n: number) => `${n.toFixed(0)} ms`;
const share = (part: number, whole: number) =>
  `${((100 * part) / Math.max(whole, 1e-9)).toFixed(1)} %`;

export function summariseProbe(report: ProbeReport): string[] {
  const marks = report.marks;
  const from = marks.at(-2)?.at ?? 0;
  const to = marks.length >= 2 ? marks.at(-1)!.at : Infinity;
  const inWindow = (e: { at: number }) => e.at >= from && e.at <= to;
  const lines: string[] = [];

  const byKind = new Map<string, { n: number; total: number; max: number }>();
  for (const gc of report.gcs.filter(inWindow)) {
    const k = byKind.get(gc.kind) ?? { n: 0, total: 0, max: 0 };
    byKind.set(gc.kind, { n: k.n + 1, total: k.total + gc.ms, max: Math.max(k.max, gc.ms) });
  }
  lines.push(
    `GC: ${[...byKind].map(([kind, k]) => `${kind} ${k.n}× ${ms(k.total)} (longest ${ms(k.max)})`).join(', ') || 'none'}`,
  );

  if (marks.length >= 2) {
    const [a, b] = [marks.at(-2)!.totals, marks.at(-1)!.totals];
    const wall = b.wall - a.wall;
    const [cpu, runq] = [b.cpu - a.cpu, b.runq - a.runq];
    lines.push(
      `main thread: ${share(cpu, wall)} on a CPU, ${share(runq, wall)} waiting for one, ` +
        `${share(wall - cpu - runq, wall)} idle or blocked`,
    );
  }
  const gaps = report.gaps.filter(inWindow).sort((x, y) => y.ms - x.ms);
  const sum = (key: 'ms' | 'cpu' | 'runq' | 'blocked') => gaps.reduce((s, g) => s + g[key], 0);
  lines.push(
    `loop gaps over 30 ms: ${gaps.length}, ${ms(sum('ms'))}: CPU ${ms(sum('cpu'))}, ` +
      `run queue ${ms(sum('runq'))}, blocked ${ms(sum('blocked'))}`,
  );
  for (const g of gaps.slice(0, 5)) {
    const gcs = report.gcs.filter((e) => e.at >= g.at - 5 && e.at <= g.at + g.ms + 5);
    lines.push(
      `  ${ms(g.ms)} at ${(g.at / 1000).toFixed(2)} s: CPU ${ms(g.cpu)}, run queue ${ms(g.runq)}, ` +
        `blocked ${ms(g.blocked)}${gcs.length ? `, during ${gcs.map((e) => `${e.kind} GC ${ms(e.ms)}`).join(', ')}` : ''}`,
    );
  }
  const slow = report.slow.filter(inWindow).sort((x, y) => y.ms - x.ms);
  lines.push(
    `statements over 5 ms: ${slow.length}; SQLITE_BUSY: ${report.busy.filter(inWindow).length}`,
  );
  for (const s of slow.slice(0, 5)) lines.push(`  ${ms(s.ms)}: ${s.key.slice(0, 100)}`);
  return lines;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

export function summariseProfile(profile: CpuProfile, under?: RegExp, top = 20): string[] {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`;
  const stack = (id: number) => {
    const labels: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      labels.push(label(nodes.get(at)!));
    return labels;
  };
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const stretches: Array<{ start: number; ms: number }> = [];
  let t = profile.startTime;
  let open: number | undefined;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    const labels = stack(id);
    self.set(labels[0]!, (self.get(labels[0]!) ?? 0) + 1);
    for (const l of new Set(labels)) inclusive.set(l, (inclusive.get(l) ?? 0) + 1);
    const hit = under !== undefined && labels.some((l) => under.test(l));
    if (hit && open === undefined) open = t;
    if (!hit && open !== undefined) {
      stretches.push({ start: open, ms: (t - open) / 1000 });
      open = undefined;
    }
  });
  const n = profile.samples.length;
  const ranked = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([l, c]) => `  ${share(c, n).padStart(7)} ${l}`);
  const lines = [`${n} samples`, 'self:', ...ranked(self), 'inclusive:', ...ranked(inclusive)];
  if (under) {
    stretches.sort((a, b) => b.ms - a.ms);
    lines.push(
      `longest stretches under /${under.source}/: ` +
        stretches
          .slice(0, 8)
          .map(
            (s) => `${s.ms.toFixed(1)} ms at ${((s.start - profile.startTime) / 1e6).toFixed(1)} s`,
          )
          .join(', '),
    );
  }
  return lines;
}

if (import.meta.main) {
  const [path, pattern] = process.argv.slice(2);
  if (!path) {
    console.error('usage: node bench/lib/stall-report.ts <probe.json | x.cpuprofile> [regex]');
    process.exit(2);
  }
  const data: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const lines = path.endsWith('.cpuprofile')
    ? summariseProfile(data as CpuProfile, pattern ? new RegExp(pattern) : undefined)
    : summariseProbe(data as ProbeReport);
  console.log(lines.join('\n'));
}

/** One figure a benchmark measured, with an optional target it is held to. */
export interface Figure {
  label: string;
  value: number;
  unit: string;
  /** e.g. 'at most 120 KB gzip'; a figure without a target is informative only. */
  target?: string;
  /** Whether the target is met (undefined when there is no target). */
  ok?: boolean;
}

export interface BenchResult {
  name: string;
  figures: Figure[];
  /** Anything that makes the figures doubtful (errors, non-2xx answers, missing files). */
  warnings: string[];
}

/** Everything a benchmark may use; the app is started once for the whole run. */
export interface BenchContext {
  baseUrl: string;
  repoRoot: string;
}

export interface Benchmark {
  name: string;
  /** Whether the benchmark needs the running server (a bundle size does not). */
  needsServer: boolean;
  /** Run only when asked for by name (`npm run bench soak`): it takes minutes. */
  onlyWhenNamed?: boolean;
  run(ctx: BenchContext): Promise<BenchResult>;
}

export function formatNumber(value: number): string {
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  return value.toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 2 });
}

function pad(cells: string[], widths: number[]): string {
  return cells
    .map((c, i) => c.padEnd(widths[i] ?? 0))
    .join('  ')
    .trimEnd();
}

/** Prints every figure of every benchmark as one table. */
export function printSummary(results: BenchResult[]): void {
  const header = ['benchmark', 'figure', 'value', 'target', 'result'];
  const rows = results.flatMap((r) =>
    r.figures.map((f) => [
      r.name,
      f.label,
      `${formatNumber(f.value)} ${f.unit}`,
      f.target ?? '',
      f.ok === undefined ? '' : f.ok ? 'ok' : 'MISSED',
    ]),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  console.log('\n== Summary ==');
  console.log(pad(header, widths));
  console.log(
    pad(
      widths.map((w) => '-'.repeat(w)),
      widths,
    ),
  );
  for (const row of rows) console.log(pad(row, widths));
  const warnings = results.flatMap((r) => r.warnings.map((w) => `${r.name}: ${w}`));
  if (warnings.length > 0) {
    console.log('\nWarnings:');
    for (const w of warnings) console.log(`  - ${w}`);
  }
}

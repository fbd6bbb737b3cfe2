/** One sample of a Prometheus text exposition: `name{label="value",…} number`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  samples: Sample[];
  /** Metric families by their `# TYPE` line (histograms without observations have no samples). */
  types: Map<string, string>;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Reads the text format (version 0.0.4) as prom-client writes it; throws on a line it cannot read. */
export function parseExposition(text: string): Exposition {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (line.startsWith('#')) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a Prometheus sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return { samples, types };
}

/** The samples of `name` whose labels include `labels`. */
export function samplesOf(
  exposition: Exposition,
  name: string,
  labels: Record<string, string> = {},
): Sample[] {
  return exposition.samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
}

/** The sum of the values of `name` with `labels` (0 when there is none). */
export function valueOf(
  exposition: Exposition,
  name: string,
  labels: Record<string, string> = {},
): number {
  return samplesOf(exposition, name, labels).reduce((sum, s) => sum + s.value, 0);
}

/** PromQL words that are not metric names (functions are told apart by their parenthesis). */
const PROMQL_WORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'and',
  'or',
  'unless',
  'bool',
  'offset',
  'le',
  'inf',
  'nan',
]);

/**
 * The metric names a PromQL expression reads: what is left once strings, label matchers,
 * ranges, grouping clauses, functions and numbers are taken out.
 */
export function metricNamesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/(?<![\w:])\d[\d.]*(?:e[+-]?\d+)?/gi, ' ');
  const names = new Set<string>();
  for (const match of bare.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)(\s*\()?/g)) {
    const [, word, call] = match;
    if (call || PROMQL_WORDS.has(word!.toLowerCase())) continue;
    names.add(word!);
  }
  return [...names];
}

/** The family a sample name belongs to: a histogram's `_bucket`, `_sum` and `_count` are its own. */
export function familyOf(name: string, exposition: Exposition): string | undefined {
  if (exposition.types.has(name)) return name;
  const base = name.replace(/_(bucket|sum|count)$/, '');
  return exposition.types.get(base) === 'histogram' ? base : undefined;
}

/**
 * Which sources the bytes of a minified file come from, read from its source map: every mapping
 * segment owns the generated characters up to the next segment on its line. Good enough to tell
 * which packages fill a bundle (no dependency on a source-map library).
 */
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`bad VLQ digit ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

export interface SourceMapV3 {
  sources: string[];
  mappings: string;
}

/** Bytes of generated code per source path (unmapped bytes under '(unmapped)'). */
export function bytesBySource(code: string, map: SourceMapV3): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (source: string, n: number) => totals.set(source, (totals.get(source) ?? 0) + n);
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, i) => {
    const segments = (mappingLines[i] ?? '').split(',').filter(Boolean);
    let column = 0;
    let spanStart = 0;
    let spanSource: string | undefined;
    for (const segment of segments) {
      const [dColumn = 0, dSource] = decodeVlq(segment);
      column += dColumn;
      add(spanSource ?? '(unmapped)', column - spanStart);
      spanStart = column;
      if (dSource === undefined) {
        spanSource = undefined;
      } else {
        sourceIndex += dSource;
        spanSource = map.sources[sourceIndex] ?? '(unknown)';
      }
    }
    add(spanSource ?? '(unmapped)', line.length - spanStart);
  });
  return totals;
}

/** The npm package a source path belongs to, or 'app' for the project's own code. */
export function packageOf(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (match) return match[1]!;
  if (source.startsWith('(')) return source;
  if (source.includes('packages/contracts')) return '@fairfare/contracts';
  return 'app (apps/web/src)';
}

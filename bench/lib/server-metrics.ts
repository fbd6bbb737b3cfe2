import type { RuntimeMetrics } from '@fairfare/server/modules/dev/metrics';
import type { Figure } from './report.ts';

/**
 * The server's own view of a measured window (GET /api/dev/metrics, development and test only):
 * reset it when the window starts, read it when it ends. `gc` collects garbage first (when the
 * server runs with --expose-gc), so that memory figures compare like with like.
 */
export async function readServerMetrics(
  baseUrl: string,
  options: { reset?: boolean; gc?: boolean } = {},
): Promise<RuntimeMetrics> {
  const query = new URLSearchParams();
  if (options.reset) query.set('reset', '1');
  if (options.gc) query.set('gc', '1');
  const res = await fetch(`${baseUrl}/api/dev/metrics?${query}`);
  if (!res.ok) throw new Error(`GET /api/dev/metrics answered ${res.status}`);
  return (await res.json()) as RuntimeMetrics;
}

/** The event-loop figures printed beside a benchmark's latencies. */
export function eventLoopFigures(prefix: string, m: RuntimeMetrics): Figure[] {
  return [
    { label: `${prefix} server event-loop delay p99`, value: m.eventLoopDelayMs.p99, unit: 'ms' },
    { label: `${prefix} server event-loop delay max`, value: m.eventLoopDelayMs.max, unit: 'ms' },
    {
      label: `${prefix} server event-loop utilisation`,
      value: Math.round(m.eventLoopUtilization * 100),
      unit: '%',
    },
  ];
}

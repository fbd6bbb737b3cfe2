import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** What the process looked like since the last reset: for benchmarks and soak runs. */
export interface RuntimeMetrics {
  /** Event-loop delay (ms): how late timers ran, i.e. how long the loop was blocked. */
  eventLoopDelayMs: { p50: number; p99: number; max: number; mean: number };
  /** Share of the time the event loop was busy (0–1). */
  eventLoopUtilization: number;
  /** Resident set, V8 heap (used and reserved), and memory outside it (Buffers, native). */
  memory: {
    rssMb: number;
    heapUsedMb: number;
    heapTotalMb: number;
    externalMb: number;
    arrayBuffersMb: number;
  };
  /** Resources keeping the event loop alive, by type (sockets, timers, …). */
  activeResources: Record<string, number>;
  sinceMs: number;
}

const MB = 1024 * 1024;
const round = (n: number, digits = 2) => Number(n.toFixed(digits));

/**
 * GET /api/dev/metrics (`?reset=1` starts a new window, `?gc=1` collects garbage first when
 * the process runs with --expose-gc): event-loop delay percentiles
 * (perf_hooks.monitorEventLoopDelay at 10 ms resolution), utilisation, memory and open handles.
 * Development and test only, like the outbox: `npm run bench` prints these beside its figures.
 */
export function registerRuntimeMetrics(app: FastifyInstance): void {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  let since = Date.now();
  let elu: EventLoopUtilization = performance.eventLoopUtilization();
  app.addHook('onReady', async () => {
    delay.enable();
  });
  app.addHook('onClose', async () => {
    delay.disable();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dev/metrics',
    {
      schema: {
        querystring: z.object({
          reset: z.enum(['0', '1']).optional(),
          gc: z.enum(['0', '1']).optional(),
        }),
      },
    },
    async (request): Promise<RuntimeMetrics> => {
      // A full collection first, when the process runs with --expose-gc (the soak run does).
      if (request.query.gc === '1') (globalThis as { gc?: () => void }).gc?.();
      const memory = process.memoryUsage();
      const resources: Record<string, number> = {};
      for (const type of process.getActiveResourcesInfo()) {
        resources[type] = (resources[type] ?? 0) + 1;
      }
      const metrics: RuntimeMetrics = {
        eventLoopDelayMs: {
          p50: round(delay.percentile(50) / 1e6),
          p99: round(delay.percentile(99) / 1e6),
          max: round(delay.max / 1e6),
          mean: round(delay.mean / 1e6),
        },
        eventLoopUtilization: round(performance.eventLoopUtilization(elu).utilization, 3),
        memory: {
          rssMb: round(memory.rss / MB, 1),
          heapUsedMb: round(memory.heapUsed / MB, 1),
          heapTotalMb: round(memory.heapTotal / MB, 1),
          externalMb: round(memory.external / MB, 1),
          arrayBuffersMb: round(memory.arrayBuffers / MB, 1),
        },
        activeResources: resources,
        sinceMs: Date.now() - since,
      };
      if (request.query.reset === '1') {
        delay.reset();
        elu = performance.eventLoopUtilization();
        since = Date.now();
      }
      return metrics;
    },
  );
}

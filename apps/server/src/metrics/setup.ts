import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { JobObserver } from '../jobs/runner.ts';
import { listenForMetrics, type MetricsServer } from './metrics-server.ts';
import type { AppMetrics } from './registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The service's figures (metrics/registry.ts); scraped on METRICS_PORT only. */
    metrics: AppMetrics;
    /** The port /metrics listens on in this process, once ready (undefined: none here). */
    metricsPort: () => number | undefined;
  }
}

/** The due-job runner's figures: lag at claim, result at the end. */
export function jobObserver(metrics: AppMetrics): JobObserver {
  return {
    started: (kind, lagMs) => metrics.jobLag.observe({ kind }, Math.max(0, lagMs) / 1000),
    finished: (kind, result) => metrics.jobRuns.inc({ kind, result }),
  };
}

/**
 * Where the app's figures go: its own metrics port, opened when the app is ready and closed with
 * it; `app.metricsPort()` then tells its port.
 */
export function exposeMetrics(app: FastifyInstance, metrics: AppMetrics, config: Config): void {
  let server: MetricsServer | null = null;
  app.decorate('metricsPort', () => server?.port);
  const { port, host, token } = config.metrics;
  if (port === undefined) return;
  app.addHook('onReady', async () => {
    server = await listenForMetrics(
      { port, host, ...(token ? { token } : {}) },
      { contentType: metrics.registry.contentType, render: () => metrics.registry.metrics() },
      app.log,
    );
    app.log.info(`metrics on http://${host}:${server.port}/metrics`);
  });
  app.addHook('onClose', async () => server?.close());
}

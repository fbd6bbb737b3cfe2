import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Latency buckets (seconds) for HTTP answers and database queries: 1 ms to 10 s. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** How late a due job ran (seconds): a round every JOB_INTERVAL_MS (1 s) makes ~1 s normal. */
const JOB_LAG_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300];

/**
 * The service's figures, one registry per app (tests build many apps in one process; the global
 * registry would refuse the second). Every series of the Grafana dashboard is declared here or
 * by prom-client's default metrics (event loop, GC, memory, handles).
 */
export class AppMetrics {
  readonly registry = new Registry();

  /** Every answer of a matched route, by its pattern (never the raw URL) and status. */
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  /** How long after its time a due job was claimed. */
  readonly jobLag = new Histogram({
    name: 'fairfare_job_lag_seconds',
    help: 'How late a due job started: claim time minus its run_at, by kind',
    labelNames: ['kind'] as const,
    buckets: JOB_LAG_BUCKETS,
    registers: [this.registry],
  });

  readonly jobRuns = new Counter({
    name: 'fairfare_jobs_total',
    help: 'Due jobs run, by kind and result (done, failed: retried later, given_up)',
    labelNames: ['kind', 'result'] as const,
    registers: [this.registry],
  });

  readonly queryDuration = new Histogram({
    name: 'fairfare_db_query_duration_seconds',
    help: 'Time of a database query as Kysely ran it, by statement (select, insert, …) and result',
    labelNames: ['statement', 'result'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly connectionWait = new Histogram({
    name: 'fairfare_db_connection_wait_seconds',
    help: 'Time a query or transaction waited for a database connection (PostgreSQL pool; SQLite: its one connection and write lock)',
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly connectionsWaiting = new Gauge({
    name: 'fairfare_db_connections_waiting',
    help: 'Queries and transactions waiting for a database connection now',
    registers: [this.registry],
  });

  constructor(options: { runtime: boolean }) {
    // Event-loop delay, GC, memory, handles: their monitors live as long as the process, so only
    // an app that serves its metrics starts them (not the hundreds of apps a test run builds).
    if (options.runtime) collectDefaultMetrics({ register: this.registry });
  }

  /** A gauge whose value is read at scrape time (sockets, rooms, rides by status…). */
  gauge<L extends string>(config: {
    name: string;
    help: string;
    labelNames?: readonly L[];
    /** How the primary combines the workers' values (WORKERS > 1): `max` for shared figures. */
    aggregator?: 'sum' | 'max';
    collect: (gauge: Gauge<L>) => void | Promise<void>;
  }): Gauge<L> {
    const { collect, aggregator = 'sum', ...rest } = config;
    return new Gauge<L>({
      ...rest,
      aggregator,
      registers: [this.registry],
      collect() {
        return collect(this);
      },
    });
  }
}

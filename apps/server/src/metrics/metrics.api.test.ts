import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { parse } from 'yaml';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { buildApp } from '../app.ts';
import { testConfig, type Config, type DatabaseTarget } from '../config.ts';
import type { Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { dueJobsRepo } from '../due-jobs/repo.ts';
import { registerRider } from '../../test/helpers/auth.ts';
import { databaseKinds, freshDatabase } from '../../test/helpers/databases.ts';
import { insertTrip } from '../../test/helpers/fixtures.ts';
import {
  familyOf,
  metricNamesIn,
  parseExposition,
  samplesOf,
  valueOf,
} from '../../test/helpers/prometheus.ts';
import { connect, listen } from '../../test/helpers/sockets.ts';

/**
 * The app as main.ts runs it with METRICS_PORT: its own database connection (so that the
 * database hooks are on it), metrics on a loopback port of their own.
 */
async function appWithMetrics(kind: 'sqlite' | 'postgres', metrics: Partial<Config['metrics']>) {
  let target: DatabaseTarget;
  if (kind === 'postgres') {
    const database = await freshDatabase('postgres', { seeded: true });
    onTestFinished(() => database.close());
    target = database.target;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'fairfare-metrics-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    target = { kind: 'sqlite', file: join(dir, 'fairfare.db') };
  }
  const app = await buildApp(
    testConfig({
      database: target,
      webDistDir: '/nonexistent',
      metrics: { host: '127.0.0.1', port: 0, ...metrics },
    }),
  );
  onTestFinished(() => app.close());
  if (kind === 'sqlite') {
    await migrateToLatest(app.db);
    await seedDatabase(app.db);
  }
  await app.ready();
  return app;
}

async function scrape(port: number | undefined, headers: Record<string, string> = {}) {
  if (port === undefined) throw new Error('no metrics port');
  return fetch(`http://127.0.0.1:${port}/metrics`, { headers });
}

async function payment(db: Db, tripId: number, userId: number, status: 'succeeded' | 'failed') {
  await db
    .insertInto('payments')
    .values({
      user_id: userId,
      trip_id: tripId,
      driver_id: null,
      kind: 'trip',
      pay_mode: 'Card',
      status,
      total_amt: 800,
      pay_amount: 800,
      rider_amt: 800,
      city_id: 14,
      currency: 'CAD',
      pg_currency: 'CAD',
      settles_trip_id: status === 'succeeded' ? tripId : null,
      created_at: Date.now(),
    })
    .execute();
}

describe.each(databaseKinds)('metrics on %s', (kind) => {
  it('serves every named series on the metrics port after some traffic, and never on the public port', async () => {
    const app = await appWithMetrics(kind, {});
    const base = await listen(app);

    // HTTP traffic: a page by pattern, an API call, a refused call, a URL with a secret-like id.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const rider = await registerRider(app, '5195550177');
    const refused = await fetch(`${base}${API_BASE}${endpoints.trips.list}?trip_id=4242`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(401);
    await fetch(`${base}/track/secret-token-0123456789`);
    await fetch(`${base}/no/such/page/98765`);

    // A rider's socket, a due job that fails (no handler for its kind), rides and payments.
    await connect(base, { cookie: rider.cookie });
    const now = Date.now();
    await dueJobsRepo.insert(app.db, {
      kind: 'metrics-test',
      runAt: now - 2_000,
      payload: {},
      now,
    });
    expect(await app.jobs.runDue(now)).toEqual({ ran: 0, failed: 1 });
    const tripId = await insertTrip(app.db, rider.userId, { trip_status: 'completed' });
    await insertTrip(app.db, rider.userId, { trip_status: 'cancel' });
    await payment(app.db, tripId, rider.userId, 'succeeded');
    await payment(app.db, tripId, rider.userId, 'failed');

    // The public port does not serve them.
    const publicScrape = await fetch(`${base}/metrics`);
    expect(publicScrape.status).toBe(404);
    expect(await publicScrape.text()).not.toContain('http_request_duration_seconds');

    const res = await scrape(app.metricsPort());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const m = parseExposition(await res.text());

    // HTTP latency by route pattern and status, never the raw URL.
    const http = 'http_request_duration_seconds_count';
    expect(valueOf(m, http, { method: 'GET', route: '/api/health', status_code: '200' })).toBe(1);
    expect(
      valueOf(m, http, {
        method: 'POST',
        route: `${API_BASE}${endpoints.users.registration}`,
        status_code: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(m, http, { route: `${API_BASE}${endpoints.trips.list}`, status_code: '401' }),
    ).toBe(1);
    const routes = new Set(samplesOf(m, http).map((s) => s.labels.route));
    for (const route of routes) expect(route).not.toMatch(/4242|secret-token|98765/);
    expect(valueOf(m, 'http_request_duration_seconds_sum')).toBeGreaterThan(0);

    // Runtime: event-loop delay, GC, memory, handles (prom-client's default metrics).
    expect(m.types.get('nodejs_eventloop_lag_p99_seconds')).toBe('gauge');
    expect(m.types.get('nodejs_gc_duration_seconds')).toBe('histogram');
    expect(valueOf(m, 'process_resident_memory_bytes')).toBeGreaterThan(0);

    // Sockets and rooms (the rider's own room at least).
    expect(valueOf(m, 'fairfare_socketio_connected_sockets')).toBe(1);
    expect(valueOf(m, 'fairfare_engineio_clients')).toBe(1);
    expect(valueOf(m, 'fairfare_socketio_rooms')).toBeGreaterThanOrEqual(1);

    // Due jobs: how late, and the failure.
    expect(valueOf(m, 'fairfare_jobs_total', { kind: 'metrics-test', result: 'failed' })).toBe(1);
    expect(valueOf(m, 'fairfare_job_lag_seconds_count', { kind: 'metrics-test' })).toBe(1);
    expect(valueOf(m, 'fairfare_job_lag_seconds_sum', { kind: 'metrics-test' })).toBeCloseTo(2, 1);

    // Database: query times by statement, connection waits.
    const queries = 'fairfare_db_query_duration_seconds_count';
    expect(valueOf(m, queries, { statement: 'select', result: 'ok' })).toBeGreaterThan(0);
    expect(valueOf(m, queries, { statement: 'insert', result: 'ok' })).toBeGreaterThan(0);
    expect(valueOf(m, 'fairfare_db_connection_wait_seconds_count')).toBeGreaterThan(0);
    expect(samplesOf(m, 'fairfare_db_connections_waiting')).toHaveLength(1);

    // Rides by status and payments by result: what the database holds.
    const statuses = await app.db.selectFrom('trips').select('trip_status').execute();
    const expected: Record<string, number> = {};
    for (const { trip_status } of statuses)
      expected[trip_status] = (expected[trip_status] ?? 0) + 1;
    const rides = Object.fromEntries(
      samplesOf(m, 'fairfare_rides').map((s) => [s.labels.status, s.value]),
    );
    expect(rides).toEqual(expected);
    expect(rides.completed).toBeGreaterThanOrEqual(1);
    const payments = await app.db.selectFrom('payments').select(['status']).execute();
    for (const status of ['succeeded', 'failed']) {
      expect(valueOf(m, 'fairfare_payments', { kind: 'trip', mode: 'Card', status })).toBe(
        payments.filter((p) => p.status === status).length,
      );
    }
  });
});

describe('the metrics port', () => {
  it('is off unless METRICS_PORT is set', async () => {
    const app = await buildApp(testConfig());
    onTestFinished(() => app.close());
    await app.ready();
    expect(app.metricsPort()).toBeUndefined();
    expect((await app.inject('/metrics')).statusCode).toBe(404);
  });

  it('asks for METRICS_TOKEN as a bearer token, and still answers when a count fails', async () => {
    const token = 'metrics-token-0123456789';
    // An unmigrated database: the rides and payments counts fail, the scrape does not.
    const app = await buildApp(testConfig({ metrics: { host: '127.0.0.1', port: 0, token } }));
    onTestFinished(() => app.close());
    await app.ready();
    const port = app.metricsPort();
    expect((await scrape(port)).status).toBe(401);
    expect((await scrape(port, { authorization: 'Bearer wrong-token-0123456789' })).status).toBe(
      401,
    );
    const ok = await scrape(port, { authorization: `Bearer ${token}` });
    expect(ok.status).toBe(200);
    const m = parseExposition(await ok.text());
    expect(m.types.get('fairfare_socketio_rooms')).toBe('gauge');
    expect(samplesOf(m, 'fairfare_rides')).toEqual([]);
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
  });
});

describe('the Grafana dashboard (ops/grafana/fairfare.json)', () => {
  interface Panel {
    title: string;
    targets?: Array<{ expr: string }>;
  }
  const dashboard = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../../ops/grafana/fairfare.json'), 'utf8'),
  ) as { panels: Panel[] };
  const queries = dashboard.panels.flatMap((panel) =>
    (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr })),
  );

  it('queries only metrics that a scrape of the service has', async () => {
    const app = await appWithMetrics('sqlite', {});
    await app.inject('/api/health');
    const m = parseExposition(await (await scrape(app.metricsPort())).text());
    expect(queries.length).toBeGreaterThan(10);
    const read = new Set<string>();
    for (const { panel, expr } of queries) {
      const names = metricNamesIn(expr);
      expect(names.length, `${panel}: ${expr} reads no metric`).toBeGreaterThan(0);
      for (const name of names) {
        expect(familyOf(name, m), `${panel}: ${name} is not in a scrape`).toBeDefined();
        read.add(familyOf(name, m)!);
      }
    }
    // The figures the issue names each have a panel.
    for (const family of [
      'http_request_duration_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_gc_duration_seconds',
      'fairfare_socketio_connected_sockets',
      'fairfare_socketio_rooms',
      'fairfare_job_lag_seconds',
      'fairfare_jobs_total',
      'fairfare_db_connection_wait_seconds',
      'fairfare_db_query_duration_seconds',
      'fairfare_rides',
      'fairfare_payments',
    ]) {
      expect(read, family).toContain(family);
    }
  });

  it('reads metric names out of PromQL, not functions, labels or ranges', () => {
    expect(
      metricNamesIn(
        'histogram_quantile(0.95, sum by (le, route) (rate(http_request_duration_seconds_bucket{route!="x"}[5m])))',
      ),
    ).toEqual(['http_request_duration_seconds_bucket']);
    expect(metricNamesIn('sum(a_total) / clamp_min(sum(b_total{x=~"5.."}), 1e-9)')).toEqual([
      'a_total',
      'b_total',
    ]);
  });
});

describe('the alert rules (ops/prometheus/alerts.yml)', () => {
  /** Prometheus's own series: whether a scrape of the target worked. */
  const PROMETHEUS_OWN = new Set(['up']);
  const rules = parse(
    readFileSync(join(import.meta.dirname, '../../../../ops/prometheus/alerts.yml'), 'utf8'),
  ) as { groups: Array<{ rules: Array<{ alert: string; expr: string }> }> };
  const alerts = rules.groups.flatMap((g) => g.rules);

  it("read only metrics that a scrape of the service has (or Prometheus's own `up`)", async () => {
    const app = await appWithMetrics('sqlite', {});
    await app.inject('/api/health');
    const m = parseExposition(await (await scrape(app.metricsPort())).text());
    expect(alerts.length).toBeGreaterThan(5);
    for (const { alert, expr } of alerts) {
      const names = metricNamesIn(expr);
      expect(names.length, `${alert}: ${expr} reads no metric`).toBeGreaterThan(0);
      for (const name of names.filter((n) => !PROMETHEUS_OWN.has(n))) {
        expect(familyOf(name, m), `${alert}: ${name} is not in a scrape`).toBeDefined();
      }
    }
    // the series behind "PostgreSQL away" is there, and says the database answers
    expect(valueOf(m, 'fairfare_dependency_up', { dependency: 'database' })).toBe(1);
  });
});

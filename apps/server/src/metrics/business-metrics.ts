import type { Db } from '../db/database.ts';
import { metricsRepo } from './repo.ts';
import type { AppMetrics } from './registry.ts';

/** How long a scrape's counts are kept: scrapes every few seconds cost one query each at most. */
export const COUNTS_CACHE_MS = 10_000;

/** A value read at most once per `ttlMs`; callers at the same time share the read in flight. */
function cached<T>(read: () => Promise<T>, ttlMs: number, clock: () => number) {
  let value: { at: number; promise: Promise<T> } | null = null;
  return (): Promise<T> => {
    const now = clock();
    if (!value || now - value.at >= ttlMs) {
      const promise = read();
      value = { at: now, promise };
      // A failed read is not kept: the next scrape tries again.
      promise.catch(() => {
        if (value?.promise === promise) value = null;
      });
    }
    return value.promise;
  };
}

/**
 * Rides by status and payments by kind, mode and result, counted in the database at scrape time:
 * the database is the one place every instance's rides and payments meet, so every instance
 * reports the same figures (the primary keeps the largest of its workers', not their sum), and
 * they survive restarts. A failed count leaves the series out of that scrape (logged), never the
 * scrape itself.
 */
export function registerBusinessMetrics(
  metrics: AppMetrics,
  db: Db,
  log: { warn: (obj: object, msg: string) => void },
  clock: () => number = Date.now,
): void {
  const trips = cached(() => metricsRepo.tripsByStatus(db), COUNTS_CACHE_MS, clock);
  const payments = cached(() => metricsRepo.paymentsByResult(db), COUNTS_CACHE_MS, clock);

  metrics.gauge({
    name: 'fairfare_rides',
    help: 'Rides (trips) in the database by trip_status',
    labelNames: ['status'] as const,
    aggregator: 'max',
    collect: async (gauge) => {
      gauge.reset();
      try {
        for (const row of await trips()) gauge.set({ status: row.status }, row.count);
      } catch (err) {
        log.warn({ err }, 'metrics: could not count rides by status');
      }
    },
  });

  metrics.gauge({
    name: 'fairfare_payments',
    help: 'Payments recorded in the database by kind, pay mode and status (succeeded, failed, pending)',
    labelNames: ['kind', 'mode', 'status'] as const,
    aggregator: 'max',
    collect: async (gauge) => {
      gauge.reset();
      try {
        for (const row of await payments()) {
          gauge.set({ kind: row.kind, mode: row.mode, status: row.status }, row.count);
        }
      } catch (err) {
        log.warn({ err }, 'metrics: could not count payments');
      }
    },
  });
}

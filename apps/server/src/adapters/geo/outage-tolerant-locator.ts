import type { FastifyBaseLogger } from 'fastify';
import type { LatLng } from '@fairfare/contracts/fare';
import { serviceUnavailable } from '../../http/dependency-outage.ts';
import type { DriverLocator, NearbyDriver } from './driver-locator.ts';

/** What the wrapper needs of the Redis locator and its connection. */
export interface RebuildableLocator extends DriverLocator {
  replaceAll(drivers: ReadonlyArray<{ driverId: number; position: LatLng }>): Promise<void>;
}

export interface OutageTolerantOptions {
  /** Whether the index's store answers now (the Redis connection is ready). */
  available: () => boolean;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * The Redis geo index, living through a Redis outage (decision 025). The database holds every
 * online driver's position; the index only answers "who is near". So while Redis is away:
 * - `update` (driverapi/setonline, updateposition) is skipped and remembered: the driver's call
 *   succeeds on the database's say-so, and the index is rebuilt from the database (`rebuild`,
 *   when the connection is ready again: setup.ts);
 * - `nearby` (the public nearby-cars map, announcing a request) fails at once with a 503
 *   'error.serviceUnavailable' instead of waiting for Redis; drivers still find requests by
 *   polling driverapi/getopenrequests, which reads the database.
 */
export class OutageTolerantLocator implements DriverLocator {
  private readonly inner: RebuildableLocator;
  private readonly options: OutageTolerantOptions;
  /** Updates were skipped since the last rebuild: the index may be out of date. */
  private missed = false;

  constructor(inner: RebuildableLocator, options: OutageTolerantOptions) {
    this.inner = inner;
    this.options = options;
  }

  /** Whether updates were skipped since the index was last rebuilt. */
  get stale(): boolean {
    return this.missed;
  }

  async update(driverId: number, position: LatLng | null): Promise<void> {
    if (!this.options.available()) return this.skip(driverId);
    try {
      await this.inner.update(driverId, position);
    } catch (err) {
      this.skip(driverId, err);
    }
  }

  async nearby(center: LatLng, radiusKm: number, limit?: number): Promise<NearbyDriver[]> {
    if (!this.options.available()) throw serviceUnavailable('redis');
    return this.inner.nearby(center, radiusKm, limit);
  }

  /** Makes the index exactly `drivers` (the database's online drivers), and up to date again. */
  async rebuild(drivers: ReadonlyArray<{ driverId: number; position: LatLng }>): Promise<void> {
    // Cleared first: an update skipped while the rebuild runs marks it stale again.
    this.missed = false;
    try {
      await this.inner.replaceAll(drivers);
    } catch (err) {
      this.missed = true;
      throw err;
    }
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  private skip(driverId: number, err?: unknown): void {
    if (!this.missed) {
      this.options.log?.warn(
        { err, driverId },
        'geo index unavailable: positions are kept in the database until it is rebuilt',
      );
    }
    this.missed = true;
  }
}

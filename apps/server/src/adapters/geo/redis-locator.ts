import type { Redis } from 'ioredis';
import { greatCircleKm, type LatLng } from '@fairfare/contracts/fare';
import type { DriverLocator, NearbyDriver } from './driver-locator.ts';

/** Redis measures on a sphere of this radius (km); our distances use 6379 km (docs/product/constants.md). */
const REDIS_EARTH_KM = 6372.797560856;
const OUR_EARTH_KM = 6379;
/** Stored positions are 52-bit geohashes (under a metre off); search this much wider, then filter. */
const SLACK_KM = 0.002;
/**
 * With a limit, search this radius first and widen it ×{@link WIDEN} until enough drivers are
 * found: GEOSEARCH reads every member of the radius's bounding box even with COUNT, which in a
 * dense city (tens of thousands within 5 km) costs milliseconds, while a small disk costs little.
 */
const FIRST_KM = 1;
const WIDEN = 3;

/**
 * Online drivers in a Redis GEO set (docs/architecture.md, REDIS_URL), shared by every app instance:
 * GEOADD on each position, ZREM when the driver goes offline, GEOSEARCH … BYRADIUS … ASC WITHDIST
 * WITHCOORD to search. Distances are recomputed with the service's own great-circle formula so
 * that both locators answer the same.
 */
export class RedisDriverLocator implements DriverLocator {
  private readonly redis: Redis;
  /** The GEO set's key, e.g. `fairfare:drivers:geo`. */
  private readonly key: string;

  constructor(redis: Redis, key: string) {
    this.redis = redis;
    this.key = key;
  }

  async update(driverId: number, position: LatLng | null): Promise<void> {
    if (position === null) {
      await this.redis.zrem(this.key, String(driverId));
      return;
    }
    await this.redis.geoadd(this.key, position.lng, position.lat, String(driverId));
  }

  /** Many positions in one round trip (loading the online drivers at start). */
  async updateMany(drivers: ReadonlyArray<{ driverId: number; position: LatLng }>): Promise<void> {
    if (drivers.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const { driverId, position } of drivers)
      pipeline.geoadd(this.key, position.lng, position.lat, String(driverId));
    await pipeline.exec();
  }

  /**
   * The set becomes exactly these drivers, at once for every reader: built under a key of its own,
   * then renamed over the set in one MULTI (after Redis was away, decision 025).
   */
  async replaceAll(drivers: ReadonlyArray<{ driverId: number; position: LatLng }>): Promise<void> {
    const building = `${this.key}:rebuild:${process.pid}:${Date.now()}`;
    const multi = this.redis.multi();
    if (drivers.length === 0) multi.del(this.key);
    else {
      for (const { driverId, position } of drivers)
        multi.geoadd(building, position.lng, position.lat, String(driverId));
      multi.rename(building, this.key);
    }
    const results = await multi.exec();
    const failed = results?.find(([err]) => err);
    if (!results || failed) throw failed?.[0] ?? new Error('the geo index was not replaced');
  }

  async nearby(center: LatLng, radiusKm: number, limit?: number): Promise<NearbyDriver[]> {
    if (!(radiusKm >= 0) || (limit !== undefined && !(limit > 0))) return [];
    if (limit === undefined || !Number.isFinite(limit)) return this.search(center, radiusKm);
    const wanted = Math.ceil(limit);
    // Nearest first: if `wanted` drivers lie within r, nobody outside r can be nearer.
    for (let r = Math.min(FIRST_KM, radiusKm); ; r = Math.min(radiusKm, r * WIDEN)) {
      const found = await this.search(center, r, wanted);
      if (found.length >= wanted || r >= radiusKm) return found;
    }
  }

  private async search(center: LatLng, radiusKm: number, limit?: number): Promise<NearbyDriver[]> {
    const searchKm = (radiusKm * REDIS_EARTH_KM) / OUR_EARTH_KM + SLACK_KM;
    const args: Array<string | number> = [
      this.key,
      'FROMLONLAT',
      // Redis misses the other side of the antimeridian from exactly 180° (7.0); -180° is the same line.
      center.lng >= 180 ? center.lng - 360 : center.lng,
      center.lat,
      'BYRADIUS',
      searchKm,
      'km',
      'ASC',
      'WITHCOORD',
    ];
    // One more than asked, in case the slack let in a driver just outside the radius.
    if (limit !== undefined) args.push('COUNT', limit + 1);
    const rows = (await this.redis.call('GEOSEARCH', ...args)) as Array<[string, [string, string]]>;
    const found: NearbyDriver[] = [];
    for (const [member, [lng, lat]] of rows) {
      const distanceKm = greatCircleKm(center, { lat: Number(lat), lng: Number(lng) });
      if (distanceKm <= radiusKm) found.push({ driverId: Number(member), distanceKm });
    }
    found.sort((a, b) => a.distanceKm - b.distanceKm || a.driverId - b.driverId);
    return limit !== undefined ? found.slice(0, limit) : found;
  }

  /** The connection belongs to the app (realtime/redis.ts), which closes it. */
  async close(): Promise<void> {}

  /** Removes the whole set (tests). */
  async clear(): Promise<void> {
    await this.redis.del(this.key);
  }
}

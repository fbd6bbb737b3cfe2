import type { LatLng } from '@fairfare/contracts/fare';

export interface NearbyDriver {
  driverId: number;
  distanceKm: number;
}

/**
 * Where the online drivers are (docs/architecture.md "driver geo index"): in memory by default, Redis GEO
 * when REDIS_URL is set. The database keeps the position too; this index answers "who is near".
 */
export interface DriverLocator {
  /** A driver's position while online; `null` takes the driver out (offline). */
  update(driverId: number, position: LatLng | null): Promise<void>;
  /** Online drivers within `radiusKm` of `center`, nearest first. */
  nearby(center: LatLng, radiusKm: number, limit?: number): Promise<NearbyDriver[]>;
  close(): Promise<void>;
}

import { edgeLength, gridRing, latLngToCell, originToDirectedEdges } from 'h3-js';
import { EARTH_RADIUS_KM, type LatLng } from '@fairfare/contracts/fare';
import type { DriverLocator, NearbyDriver } from './driver-locator.ts';

/**
 * H3 resolution of the buckets: res 8 cells have ~0.46 km edges (~0.74 km²), so a 2–10 km search
 * reads at most 6–13 rings of small buckets, and a dense city stops after the first rings once
 * `limit` drivers are certainly the nearest.
 */
export const H3_RESOLUTION = 8;

/** Beyond this many rings a search reads every driver instead (a radius far above the city scale). */
const MAX_RINGS = 40;

/** Neighbouring cells differ a little in size; count them this much smaller than the centre cell. */
const SHRINK = 0.9;

const RAD = Math.PI / 180;

/** One online driver, kept in its cell's array (`slot` is its index there, for O(1) removal). */
interface Entry {
  driverId: number;
  lat: number;
  lng: number;
  /** Radians and cos(lat), precomputed for the haversine. */
  latRad: number;
  lngRad: number;
  cosLat: number;
  cell: string;
  slot: number;
}

/** The H3 cell (resolution {@link H3_RESOLUTION}) of a position, as stored in drivers.h3_cell. */
export function driverCell(position: LatLng): string {
  return latLngToCell(position.lat, position.lng, H3_RESOLUTION);
}

/**
 * Online drivers bucketed by H3 cell, in this process (docs/architecture.md: the single-instance default).
 *
 * A search walks the rings of cells around the centre's cell outwards (`gridRing` k = 0, 1, 2… —
 * together the `gridDisk` of the radius), filters by the exact great-circle distance (the same
 * haversine on a 6379 km sphere as `greatCircleKm`), and stops when the rings read cover the
 * radius — or, with a limit, as soon as `limit` drivers are nearer than anything in the unread
 * rings could be. Rings that meet one of the twelve pentagons fall back to reading every driver.
 */
export class MemoryDriverLocator implements DriverLocator {
  private readonly drivers = new Map<number, Entry>();
  private readonly cells = new Map<string, Entry[]>();

  async update(driverId: number, position: LatLng | null): Promise<void> {
    this.set(driverId, position);
  }

  /** Synchronous update, for loading many drivers at once. */
  set(driverId: number, position: LatLng | null): void {
    const previous = this.drivers.get(driverId);
    if (position === null) {
      if (previous) this.removeFromCell(previous);
      this.drivers.delete(driverId);
      return;
    }
    const cell = driverCell(position);
    if (previous) {
      if (previous.cell !== cell) this.removeFromCell(previous);
      else return setPosition(previous, position);
    }
    const entry: Entry = {
      driverId,
      lat: 0,
      lng: 0,
      latRad: 0,
      lngRad: 0,
      cosLat: 0,
      cell,
      slot: 0,
    };
    setPosition(entry, position);
    let bucket = this.cells.get(cell);
    if (!bucket) {
      bucket = [];
      this.cells.set(cell, bucket);
    }
    entry.slot = bucket.length;
    bucket.push(entry);
    this.drivers.set(driverId, entry);
  }

  get size(): number {
    return this.drivers.size;
  }

  async nearby(center: LatLng, radiusKm: number, limit = Infinity): Promise<NearbyDriver[]> {
    return this.search(center, radiusKm, limit);
  }

  /** Synchronous search (the benchmark measures it without the promise). */
  search(center: LatLng, radiusKm: number, limit = Infinity): NearbyDriver[] {
    if (!(radiusKm >= 0) || !(limit > 0) || this.drivers.size === 0) return [];
    const origin = driverCell(center);
    const edgeKm = minEdgeKm(origin) * SHRINK;
    // A disk of k rings contains the hexagon of inradius (2k+1)·edge·√3/2 around the origin
    // cell's centre; the search's centre is at most one edge away from that centre.
    const coveredKm = (k: number) => ((2 * k + 1) * edgeKm * Math.sqrt(3)) / 2 - edgeKm;
    let rings = 0;
    while (coveredKm(rings) < radiusKm && rings <= MAX_RINGS) rings++;
    const query = new Query(center, radiusKm, limit);
    if (rings > MAX_RINGS) return this.scanAll(query);

    for (let k = 0; k <= rings; k++) {
      let ring: string[];
      try {
        ring = gridRing(origin, k);
      } catch {
        return this.scanAll(new Query(center, radiusKm, limit)); // a pentagon: rare, exact anyway
      }
      for (const cell of ring) {
        const bucket = this.cells.get(cell);
        if (bucket) for (const entry of bucket) query.offer(entry);
      }
      if (query.isFull() && query.worstKm() <= coveredKm(k)) break;
    }
    return query.result();
  }

  async close(): Promise<void> {
    this.drivers.clear();
    this.cells.clear();
  }

  private scanAll(query: Query): NearbyDriver[] {
    for (const entry of this.drivers.values()) query.offer(entry);
    return query.result();
  }

  private removeFromCell(entry: Entry): void {
    const bucket = this.cells.get(entry.cell);
    if (!bucket) return;
    const last = bucket.pop() as Entry;
    if (last !== entry) {
      bucket[entry.slot] = last;
      last.slot = entry.slot;
    }
    if (bucket.length === 0) this.cells.delete(entry.cell);
  }
}

function setPosition(entry: Entry, position: LatLng): void {
  entry.lat = position.lat;
  entry.lng = position.lng;
  entry.latRad = position.lat * RAD;
  entry.lngRad = position.lng * RAD;
  entry.cosLat = Math.cos(entry.latRad);
}

/**
 * The drivers of one search: every one within the radius, or with a limit only the `limit`
 * nearest (a max-heap on the haversine term h, which grows with the distance).
 */
class Query {
  private readonly latRad: number;
  private readonly lngRad: number;
  private readonly cosLat: number;
  /** h of the radius: a driver with a larger h is outside. */
  private hMax: number;
  private readonly heap: Array<{ h: number; driverId: number }> = [];
  private readonly limit: number;

  constructor(center: LatLng, radiusKm: number, limit: number) {
    this.latRad = center.lat * RAD;
    this.lngRad = center.lng * RAD;
    this.cosLat = Math.cos(this.latRad);
    const half = Math.min(Math.PI / 2, radiusKm / (2 * EARTH_RADIUS_KM));
    this.hMax = Math.sin(half) ** 2;
    this.limit = Number.isFinite(limit) ? Math.floor(limit) : Infinity;
  }

  offer(entry: Entry): void {
    const sLat = Math.sin((entry.latRad - this.latRad) / 2);
    const sLng = Math.sin((entry.lngRad - this.lngRad) / 2);
    const h = sLat * sLat + this.cosLat * entry.cosLat * sLng * sLng;
    if (h > this.hMax) return;
    const heap = this.heap;
    if (heap.length < this.limit) {
      heap.push({ h, driverId: entry.driverId });
      if (this.limit !== Infinity) siftUp(heap, heap.length - 1);
      return;
    }
    const top = heap[0] as { h: number; driverId: number };
    if (h > top.h || (h === top.h && entry.driverId > top.driverId)) return;
    heap[0] = { h, driverId: entry.driverId };
    siftDown(heap, 0);
  }

  isFull(): boolean {
    return this.heap.length >= this.limit;
  }

  /** The distance of the farthest driver kept (with a limit: the heap's top). */
  worstKm(): number {
    const top = this.heap[0];
    return top ? toKm(top.h) : 0;
  }

  result(): NearbyDriver[] {
    return this.heap
      .sort((a, b) => a.h - b.h || a.driverId - b.driverId)
      .map(({ h, driverId }) => ({ driverId, distanceKm: toKm(h) }));
  }
}

/** The great-circle distance of a haversine term, exactly as `greatCircleKm` computes it. */
function toKm(h: number): number {
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

type HeapItem = { h: number; driverId: number };
const above = (a: HeapItem, b: HeapItem) => a.h > b.h || (a.h === b.h && a.driverId > b.driverId);

function siftUp(heap: HeapItem[], i: number): void {
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!above(heap[i]!, heap[parent]!)) return;
    [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
    i = parent;
  }
}

function siftDown(heap: HeapItem[], i: number): void {
  for (;;) {
    const l = 2 * i + 1;
    const r = l + 1;
    let top = i;
    if (l < heap.length && above(heap[l]!, heap[top]!)) top = l;
    if (r < heap.length && above(heap[r]!, heap[top]!)) top = r;
    if (top === i) return;
    [heap[i], heap[top]] = [heap[top]!, heap[i]!];
    i = top;
  }
}

const edgeCache = new Map<string, number>();

/** The shortest edge of a cell, in km (cached: a city searches around a few thousand cells). */
function minEdgeKm(cell: string): number {
  let km = edgeCache.get(cell);
  if (km === undefined) {
    km = Math.min(...originToDirectedEdges(cell).map((e) => edgeLength(e, 'km')));
    if (edgeCache.size > 50_000) edgeCache.clear();
    edgeCache.set(cell, km);
  }
  return km;
}

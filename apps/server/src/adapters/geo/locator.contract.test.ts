import { cellToLatLng, getPentagons } from 'h3-js';
import { afterEach, describe, expect, it } from 'vitest';
import { greatCircleKm, type LatLng } from '@fairfare/contracts/fare';
import { dropPrefix, redisClient, redisUp, testRedis } from '../../../test/helpers/redis.ts';
import type { DriverLocator, NearbyDriver } from './driver-locator.ts';
import { MemoryDriverLocator } from './memory-locator.ts';
import { RedisDriverLocator } from './redis-locator.ts';

/** London, Ontario. */
const CITY: LatLng = { lat: 42.9849, lng: -81.2453 };

/** A reproducible random source (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ (t + Math.imul(t ^ (t >>> 14), 71 | t));
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A point about `km` east and `kmNorth` north of `from`. */
function offset(from: LatLng, kmEast: number, kmNorth: number): LatLng {
  const lat = from.lat + kmNorth / 111.32;
  const lng = from.lng + kmEast / (111.32 * Math.cos((from.lat * Math.PI) / 180));
  return { lat, lng };
}

function bruteForce(
  drivers: Map<number, LatLng>,
  center: LatLng,
  radiusKm: number,
  limit = Infinity,
): NearbyDriver[] {
  return [...drivers]
    .map(([driverId, p]) => ({ driverId, distanceKm: greatCircleKm(center, p) }))
    .filter((d) => d.distanceKm <= radiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm || a.driverId - b.driverId)
    .slice(0, limit);
}

/**
 * The same distances in the same order (within a metre: Redis stores geohashes), and the same
 * drivers except where two are within a metre of each other (their order may then differ).
 */
function expectSameAnswer(actual: NearbyDriver[], expected: NearbyDriver[]) {
  expect(actual.length).toBe(expected.length);
  actual.forEach((d, i) =>
    expect(Math.abs(d.distanceKm - expected[i]!.distanceKm)).toBeLessThan(0.001),
  );
  const near = (a: NearbyDriver, b: NearbyDriver) => Math.abs(a.distanceKm - b.distanceKm) < 0.001;
  actual.forEach((d, i) => {
    if (d.driverId === expected[i]!.driverId) return;
    expect(
      expected.some((e) => e.driverId === d.driverId && near(e, d)) || near(d, expected.at(-1)!),
    ).toBe(true);
  });
}

interface Subject {
  locator: DriverLocator;
  close(): Promise<void>;
}

function locatorContract(name: string, make: () => Promise<Subject>) {
  describe(`DriverLocator contract: ${name}`, () => {
    let subject: Subject | undefined;
    afterEach(async () => {
      await subject?.close();
      subject = undefined;
    });
    const open = async () => {
      subject = await make();
      return subject.locator;
    };

    it('finds nobody when nobody is online', async () => {
      const locator = await open();
      expect(await locator.nearby(CITY, 5)).toEqual([]);
    });

    it('finds drivers within the radius, nearest first, with their distance', async () => {
      const locator = await open();
      await locator.update(1, offset(CITY, 3, 0));
      await locator.update(2, offset(CITY, 0, 1));
      await locator.update(3, offset(CITY, 6, 0)); // outside 5 km
      await locator.update(4, offset(CITY, -2, -2)); // ~2.83 km
      const found = await locator.nearby(CITY, 5);
      expect(found.map((d) => d.driverId)).toEqual([2, 4, 1]);
      expect(found[0]!.distanceKm).toBeCloseTo(1, 2);
      expect(found[1]!.distanceKm).toBeCloseTo(2 * Math.SQRT2, 2);
      expect(found[2]!.distanceKm).toBeCloseTo(3, 2);
    });

    it('returns only the nearest `limit` drivers', async () => {
      const locator = await open();
      for (let i = 1; i <= 10; i++) await locator.update(i, offset(CITY, i * 0.3, 0));
      const found = await locator.nearby(CITY, 5, 3);
      expect(found.map((d) => d.driverId)).toEqual([1, 2, 3]);
    });

    it('moves a driver on update and forgets them when they go offline', async () => {
      const locator = await open();
      await locator.update(7, offset(CITY, 1, 0));
      await locator.update(7, offset(CITY, 20, 0));
      expect(await locator.nearby(CITY, 5)).toEqual([]);
      const far = await locator.nearby(offset(CITY, 20, 0), 1);
      expect(far.map((d) => d.driverId)).toEqual([7]);
      await locator.update(7, null);
      expect(await locator.nearby(offset(CITY, 20, 0), 1)).toEqual([]);
      await locator.update(8, null); // unknown driver going offline: nothing happens
    });

    it('answers like a brute-force search among 3 000 drivers across a city', async () => {
      const locator = await open();
      const rand = random(42);
      const drivers = new Map<number, LatLng>();
      for (let id = 1; id <= 3_000; id++) {
        const p = offset(CITY, (rand() - 0.5) * 40, (rand() - 0.5) * 40);
        drivers.set(id, p);
      }
      if (locator instanceof RedisDriverLocator)
        await locator.updateMany(
          [...drivers].map(([driverId, position]) => ({ driverId, position })),
        );
      else for (const [id, p] of drivers) await locator.update(id, p);

      for (let q = 0; q < 30; q++) {
        const center = offset(CITY, (rand() - 0.5) * 44, (rand() - 0.5) * 44);
        const radiusKm = [0.5, 2, 5, 10][q % 4]!;
        const limit = q % 3 === 0 ? undefined : [1, 20][q % 2];
        // Leave out drivers within a metre of the edge: stored coordinates may differ that much.
        const edge = bruteForce(drivers, center, radiusKm + 0.001).filter(
          (d) => d.distanceKm > radiusKm - 0.001,
        );
        for (const d of edge) {
          drivers.delete(d.driverId);
          await locator.update(d.driverId, null);
        }
        const expected = bruteForce(drivers, center, radiusKm, limit);
        expectSameAnswer(await locator.nearby(center, radiusKm, limit), expected);
      }
    });

    it('works across the antimeridian, near a pole, at an H3 pentagon and for a wide radius', async () => {
      const locator = await open();
      const [lat, lng] = cellToLatLng(getPentagons(8)[3]!);
      const places: LatLng[] = [
        { lat: 10, lng: 179.99 },
        { lat: 10, lng: -179.98 },
        { lat: 84, lng: 30 },
        { lat: 84.01, lng: 30.5 },
        { lat, lng },
        { lat: lat + 0.01, lng },
      ];
      for (const [i, p] of places.entries()) await locator.update(i + 1, p);
      expect((await locator.nearby({ lat: 10, lng: 180 }, 5)).map((d) => d.driverId)).toEqual([
        1, 2,
      ]);
      expect((await locator.nearby({ lat: 84, lng: 30 }, 10)).map((d) => d.driverId)).toEqual([
        3, 4,
      ]);
      expect((await locator.nearby({ lat, lng }, 3)).map((d) => d.driverId)).toEqual([5, 6]);
      const wide = await locator.nearby({ lat: 10, lng: 179 }, 500);
      expect(wide.map((d) => d.driverId)).toEqual([1, 2]);
    });

    it('refuses nothing odd: a zero radius and a zero limit find nobody', async () => {
      const locator = await open();
      await locator.update(1, offset(CITY, 0.5, 0));
      expect(await locator.nearby(CITY, 0)).toEqual([]);
      expect(await locator.nearby(CITY, 5, 0)).toEqual([]);
    });
  });
}

locatorContract('memory (H3 cells)', async () => {
  const locator = new MemoryDriverLocator();
  return { locator, close: () => locator.close() };
});

describe.runIf(redisUp)('with Redis', () => {
  it('replaces the whole set at once when rebuilt from the database (after an outage)', async () => {
    const { prefix } = testRedis();
    const client = redisClient();
    const locator = new RedisDriverLocator(client, `${prefix}:drivers:geo`);
    try {
      await locator.update(1, offset(CITY, 0.5, 0)); // went offline while Redis was away
      await locator.update(2, offset(CITY, 3, 0)); // moved meanwhile
      await locator.replaceAll([
        { driverId: 2, position: offset(CITY, 0.2, 0) },
        { driverId: 3, position: offset(CITY, 1, 0) },
      ]);
      expect((await locator.nearby(CITY, 5)).map((d) => d.driverId)).toEqual([2, 3]);
      await locator.replaceAll([]);
      expect(await locator.nearby(CITY, 5)).toEqual([]);
      expect(await client.keys(`${prefix}:*`)).toEqual([]); // no building key left behind
    } finally {
      client.disconnect();
      await dropPrefix(prefix);
    }
  });

  locatorContract('Redis GEO', async () => {
    const { prefix } = testRedis();
    const client = redisClient();
    const locator = new RedisDriverLocator(client, `${prefix}:drivers:geo`);
    return {
      locator,
      async close() {
        await locator.close();
        client.disconnect();
        await dropPrefix(prefix);
      },
    };
  });
});

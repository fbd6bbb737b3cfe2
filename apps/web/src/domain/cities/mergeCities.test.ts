import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { City, CityGeofence } from '@fairfare/contracts/cities';
import { makeCity } from '../../test/cities';
import { isNewerGeofenceVersion, mergeCities, type CachedCity } from './mergeCities';

function city(id: number, overrides: Partial<City> = {}): City {
  return makeCity({
    city_id: id,
    city_name: `City ${id}`,
    city_lat: 42.98,
    city_lng: -81.24,
    geofence_json: null,
    geofence_version: '0',
    ...overrides,
  });
}

const fence = (version: string, json: string | null = `{"v":"${version}"}`): CityGeofence => ({
  geofence_json: json,
  geofence_version: version,
});

describe('isNewerGeofenceVersion (string comparison, docs/product/states.md)', () => {
  it('compares as text', () => {
    expect(isNewerGeofenceVersion('2', '1')).toBe(true);
    expect(isNewerGeofenceVersion('1', '1')).toBe(false);
    expect(isNewerGeofenceVersion('1', '2')).toBe(false);
    // lexicographic, as specified: '10' sorts before '9'
    expect(isNewerGeofenceVersion('10', '9')).toBe(false);
    expect(isNewerGeofenceVersion('010', '009')).toBe(true);
  });
});

describe('mergeCities — examples', () => {
  it('fills an empty cache with the server cities and their geofences', () => {
    const result = mergeCities([], [city(14), city(15)], { '14': fence('3'), '15': fence('1') });
    expect(result.changed).toBe(true);
    expect(result.cities).toEqual([city(14, fence('3')), city(15, fence('1'))]);
  });

  it('adds a new city with the geofence it came with when the map has no entry', () => {
    const fresh = city(16, fence('7', '{"x":1}'));
    const result = mergeCities([], [fresh], {});
    expect(result.cities).toEqual([fresh]);
  });

  it('replaces a geofence only when the server version is greater as a string', () => {
    const cached = [city(14, fence('2', 'old'))];
    expect(mergeCities(cached, [city(14)], { '14': fence('3', 'new') }).cities[0]).toMatchObject(
      fence('3', 'new'),
    );
    expect(mergeCities(cached, [city(14)], { '14': fence('2', 'new') }).cities[0]).toMatchObject(
      fence('2', 'old'),
    );
    expect(mergeCities(cached, [city(14)], { '14': fence('1', 'new') }).cities[0]).toMatchObject(
      fence('2', 'old'),
    );
  });

  it("keeps the stored geofence for '10' against a stored '9' (string comparison, as specified)", () => {
    const cached = [city(14, fence('9', 'nine'))];
    const result = mergeCities(cached, [city(14)], { '14': fence('10', 'ten') });
    expect(result.cities[0]).toMatchObject(fence('9', 'nine'));
    expect(result.changed).toBe(false);
  });

  it('keeps the stored geofence when the map has no entry for the city', () => {
    const cached = [city(14, fence('5', 'kept'))];
    const result = mergeCities(cached, [city(14, fence('0', null))], {});
    expect(result.cities[0]).toMatchObject(fence('5', 'kept'));
    expect(result.changed).toBe(false);
  });

  it('drops a city the server no longer lists', () => {
    const cached = [city(14, fence('1')), city(99, fence('1'))];
    const result = mergeCities(cached, [city(14)], { '14': fence('1') });
    expect(result.changed).toBe(true);
    expect(result.cities.map((c) => c.city_id)).toEqual([14]);
  });

  it('refreshes the other fields from the server', () => {
    const cached = [city(14, { ...fence('1'), city_pay_options: 'cash' })];
    const result = mergeCities(cached, [city(14, { city_pay_options: 'cash|stripe' })], {
      '14': fence('1'),
    });
    expect(result.changed).toBe(true);
    expect(result.cities[0]).toEqual(city(14, { ...fence('1'), city_pay_options: 'cash|stripe' }));
  });

  it('reports no change, and returns the cached list itself, when nothing differs', () => {
    const cached = [city(14, fence('1')), city(15, fence('2'))];
    const result = mergeCities(cached, [city(14), city(15)], {
      '14': fence('1'),
      '15': fence('2'),
    });
    expect(result.changed).toBe(false);
    expect(result.cities).toBe(cached);
  });

  it('counts a city listed twice once', () => {
    const result = mergeCities([], [city(14), city(14, { city_name: 'Again' })], {});
    expect(result.cities).toEqual([city(14)]);
  });

  it('does not treat inherited keys of the geofence map as entries', () => {
    const result = mergeCities([], [city(0)], {});
    expect(result.cities[0]).toEqual(city(0));
    const proto = mergeCities([], [city(14)], Object.create({ '14': fence('9') }) as never);
    expect(proto.cities[0]).toEqual(city(14));
  });
});

// Small id and version pools make overlaps between cache, server list and map likely.
const idArb = fc.integer({ min: 1, max: 8 });
const versionArb = fc.oneof(
  fc.constantFrom('0', '1', '2', '9', '10', '11', '009', '010', ''),
  fc.string({ maxLength: 4 }),
);
const geofenceArb: fc.Arbitrary<CityGeofence> = fc.record({
  geofence_json: fc.option(fc.string({ maxLength: 8 }), { nil: null }),
  geofence_version: versionArb,
});
const cityArb: fc.Arbitrary<City> = fc
  .record({
    id: idArb,
    name: fc.constantFrom('London', 'Toronto', 'Windsor'),
    pay: fc.constantFrom('cash', 'cash|stripe', 'cash|stripe|wallet'),
    tz: fc.constantFrom(-5, -4, 0, 5.5),
    fence: geofenceArb,
  })
  .map(({ id, name, pay, tz, fence: f }) =>
    city(id, { city_name: name, city_pay_options: pay, tz_offset: tz, ...f }),
  );
/** A cache as the site would hold it: each id at most once. */
const cachedArb = fc.uniqueArray(cityArb, { selector: (c) => c.city_id, maxLength: 6 });
const freshArb = fc.array(cityArb, { maxLength: 8 });
const mapArb = fc.dictionary(idArb.map(String), geofenceArb, { maxKeys: 8 });

const ids = (cities: CachedCity[]) => cities.map((c) => c.city_id);
const withoutGeofence = ({ geofence_json: _j, geofence_version: _v, ...rest }: City) => rest;

describe('mergeCities — properties', () => {
  it('is idempotent: merging its result again changes nothing', () => {
    fc.assert(
      fc.property(cachedArb, freshArb, mapArb, (cached, fresh, map) => {
        const once = mergeCities(cached, fresh, map);
        const twice = mergeCities(once.cities, fresh, map);
        expect(twice.changed).toBe(false);
        expect(twice.cities).toEqual(once.cities);
      }),
    );
  });

  it('keeps exactly the ids the server lists, in its order, once each', () => {
    fc.assert(
      fc.property(cachedArb, freshArb, mapArb, (cached, fresh, map) => {
        const { cities } = mergeCities(cached, fresh, map);
        expect(ids(cities)).toEqual([...new Set(ids(fresh))]);
        const listed = new Set(ids(fresh));
        for (const c of cached)
          if (!listed.has(c.city_id)) expect(ids(cities)).not.toContain(c.city_id);
      }),
    );
  });

  it('never lowers a stored geofence version (by string comparison)', () => {
    fc.assert(
      fc.property(cachedArb, freshArb, mapArb, (cached, fresh, map) => {
        const { cities } = mergeCities(cached, fresh, map);
        for (const c of cities) {
          const before = cached.find((s) => s.city_id === c.city_id);
          if (before) expect(c.geofence_version >= before.geofence_version).toBe(true);
        }
      }),
    );
  });

  it('takes a stored city’s geofence from the map only when its version is greater', () => {
    fc.assert(
      fc.property(cachedArb, freshArb, mapArb, (cached, fresh, map) => {
        const { cities } = mergeCities(cached, fresh, map);
        for (const c of cities) {
          const before = cached.find((s) => s.city_id === c.city_id);
          const server = map[String(c.city_id)];
          const got = { geofence_json: c.geofence_json, geofence_version: c.geofence_version };
          if (!before) {
            const first = fresh.find((f) => f.city_id === c.city_id)!;
            expect(got).toEqual(
              server ?? {
                geofence_json: first.geofence_json,
                geofence_version: first.geofence_version,
              },
            );
          } else if (server && server.geofence_version > before.geofence_version) {
            expect(got).toEqual(server);
          } else {
            expect(got).toEqual({
              geofence_json: before.geofence_json,
              geofence_version: before.geofence_version,
            });
          }
        }
      }),
    );
  });

  it('refreshes every other field from the server', () => {
    fc.assert(
      fc.property(cachedArb, freshArb, mapArb, (cached, fresh, map) => {
        const { cities } = mergeCities(cached, fresh, map);
        for (const c of cities) {
          const first = fresh.find((f) => f.city_id === c.city_id)!;
          expect(withoutGeofence(c)).toEqual(withoutGeofence(first));
        }
      }),
    );
  });

  it('reports a change exactly when the result differs from the cache', () => {
    fc.assert(
      fc.property(cachedArb, freshArb, mapArb, (cached, fresh, map) => {
        const result = mergeCities(cached, fresh, map);
        let same = true;
        try {
          expect(result.cities).toStrictEqual(cached);
        } catch {
          same = false;
        }
        expect(result.changed).toBe(!same);
      }),
    );
  });

  it('does not modify its inputs', () => {
    fc.assert(
      fc.property(cachedArb, freshArb, mapArb, (cached, fresh, map) => {
        const copies = structuredClone({ cached, fresh, map });
        mergeCities(cached, fresh, map);
        expect({ cached, fresh, map }).toEqual(copies);
      }),
    );
  });
});

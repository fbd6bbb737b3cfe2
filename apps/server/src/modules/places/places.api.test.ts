import { afterEach, describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { searchPlacesResponseSchema } from '@fairfare/contracts/places';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { expectLimitPerAddress } from '../../../test/helpers/limits.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { testConfig } from '../../config.ts';
import { fakeGeocoder } from '../../../test/helpers/fake-geocoder.ts';

const url = API_BASE + endpoints.places.search;

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

describe.each(databaseKinds)('place search on %s', (kind) => {
  it('finds seeded places of the city by name or address, case-insensitively, at most 10', async () => {
    const { app } = await startSeededApp(kind);

    const res = await app.inject({ method: 'POST', url, payload: { q: 'WESTERN', city_id: 14 } });
    expect(res.statusCode).toBe(200);
    const places = searchPlacesResponseSchema.parse(res.json().response);
    expect(places.map((p) => p.place_name).slice(0, 2)).toEqual([
      'Western Fair District',
      'Western University',
    ]);
    expect(places[1]).toEqual({
      place_id: expect.any(Number),
      place_name: 'Western University',
      place_address: '1151 Richmond St, London, ON N6A 3K7',
      lat: 43.0096,
      lng: -81.2737,
      source: 'gazetteer',
    });
    // Huron and Brescia by their Western Rd address, after the name matches.
    expect(places.map((p) => p.place_name).slice(-2)).toEqual([
      'Brescia University College',
      'Huron University College',
    ]);

    const many = await app.inject({ method: 'POST', url, payload: { q: 'london', city_id: 14 } });
    expect(many.json().response).toHaveLength(10);

    const defaultCity = await app.inject({ method: 'POST', url, payload: { q: 'masonville' } });
    expect(defaultCity.json().response.map((p: { place_name: string }) => p.place_name)).toEqual([
      'Masonville Place',
    ]);
  });

  it('searches only the asked city, accent-insensitively', async () => {
    const { app, db } = await startSeededApp(kind);
    await db
      .insertInto('places')
      .values({
        city_id: 15,
        place_name: 'Café Crémazie',
        place_address: '1 Rue Principale, Toronto',
        place_lat: 43.65,
        place_lng: -79.38,
      })
      .execute();
    const toronto = await app.inject({
      method: 'POST',
      url,
      payload: { q: 'cafe cremazie', city_id: 15 },
    });
    expect(toronto.json().response.map((p: { place_name: string }) => p.place_name)).toEqual([
      'Café Crémazie',
    ]);
    const london = await app.inject({
      method: 'POST',
      url,
      payload: { q: 'union station', city_id: 14 },
    });
    expect(london.json().response).toEqual([]);
  });

  it('answers 404 for a city that is not served', async () => {
    const { app } = await startSeededApp(kind);
    const res = await app.inject({ method: 'POST', url, payload: { q: 'park', city_id: 16 } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('city.notFound');
  });

  it.each([
    ['no text', {}, 'validation.required'],
    ['blank text', { q: '   ' }, 'validation.required'],
    ['a number', { q: 42 }, 'validation.required'],
    ['101 characters', { q: 'x'.repeat(101) }, 'places.queryTooLong'],
    ['30,000 characters', { q: 'x'.repeat(30_000) }, 'places.queryTooLong'],
    ['a word as city', { q: 'park', city_id: 'abc' }, 'validation.cityInvalid'],
  ])('refuses %s with 400', async (_label, payload, code) => {
    const { app } = await startSeededApp(kind);
    const res = await app.inject({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'failed', code });
  });

  it('appends the configured geocoder’s results, and ignores it when it fails', async () => {
    const fake = await fakeGeocoder((u) =>
      u.searchParams.get('q') === 'broken'
        ? { status: 500, body: 'oops' }
        : {
            body: [
              {
                display_name: 'Victoria Park, Clarence Street, London, Ontario, Canada',
                lat: '42.988',
                lon: '-81.2455',
              },
            ],
          },
    );
    closers.push(fake.close);
    const { app } = await startSeededApp(kind, { geocoderUrl: fake.url });

    const res = await app.inject({ method: 'POST', url, payload: { q: 'victoria', city_id: 14 } });
    expect(res.statusCode).toBe(200);
    const places = searchPlacesResponseSchema.parse(res.json().response);
    expect(places.map((p) => [p.source, p.place_name])).toEqual([
      ['gazetteer', 'Victoria Park'],
      ['gazetteer', 'LHSC Victoria Hospital'],
      ['geocoder', 'Victoria Park'],
    ]);
    expect(places[2]).toMatchObject({ place_id: null, lat: 42.988, lng: -81.2455 });
    expect(fake.requests[0]?.searchParams.get('q')).toBe('victoria');
    expect(fake.requests[0]?.searchParams.get('limit')).toBe('5');

    const broken = await app.inject({ method: 'POST', url, payload: { q: 'broken', city_id: 14 } });
    expect(broken.statusCode).toBe(200);
    expect(broken.json().response).toEqual([]);
  });
});

describe('place search: limits', () => {
  it('answers 429 once an address has searched PLACE_SEARCH_RATE_LIMIT times in a minute', async () => {
    const { app } = await startSeededApp('sqlite', {
      rateLimits: { ...testConfig().rateLimits, placeSearchesPerMinute: 2 },
    });
    await expectLimitPerAddress(2, (remoteAddress) =>
      app.inject({ method: 'POST', url, payload: { q: 'western', city_id: 14 }, remoteAddress }),
    );
  });
});

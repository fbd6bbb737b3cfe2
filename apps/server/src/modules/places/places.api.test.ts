import { afterEach, describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { reversePlaceResponseSchema, searchPlacesResponseSchema } from '@fairfare/contracts/places';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { expectLimitPerAddress } from '../../../test/helpers/limits.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { testConfig } from '../../config.ts';
import { fakeGeocoder } from '../../../test/helpers/fake-geocoder.ts';

const url = API_BASE + endpoints.places.search;
const reverseUrl = API_BASE + endpoints.places.reverse;

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

describe.each(databaseKinds)('place search on %s', (kind) => {
  it('finds seeded places and streets of the city by name or address, case-insensitively, at most 10', async () => {
    const { app } = await startSeededApp(kind);

    const res = await app.inject({ method: 'POST', url, payload: { q: 'WESTERN', city_id: 14 } });
    expect(res.statusCode).toBe(200);
    const places = searchPlacesResponseSchema.parse(res.json().response);
    // names starting with the text, nearest to the city's middle first: a street is one of them
    expect(places.map((p) => p.place_name).slice(0, 3)).toEqual([
      'Western Fair District',
      'Western Rd',
      'Western University',
    ]);
    expect(places[2]).toEqual({
      place_id: expect.any(Number),
      place_name: 'Western University',
      place_address: '1151 Richmond St, London, ON N6A 3K7',
      lat: 43.0096,
      lng: -81.2737,
      source: 'gazetteer',
      approximate: false,
    });
    expect(places[1]).toMatchObject({ place_id: null, approximate: true });
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

/** The point downtown: the nearest seeded place (Covent Garden Market) is 156 m away. */
const DOWNTOWN = { lat: 42.9837, lng: -81.2497 };
/** South of the city, where neither a seeded place nor a gazetteer street is near. */
const FIELDS = { lat: 42.8737, lng: -81.3197 };

describe.each(databaseKinds)('reverse place lookup on %s', (kind) => {
  const lookUp = (app: Awaited<ReturnType<typeof startSeededApp>>['app'], payload: object) =>
    app.inject({ method: 'POST', url: reverseUrl, payload });

  it('names a point after the nearest seeded place within 150 m, of any city unless one is asked', async () => {
    const { app } = await startSeededApp(kind);

    // 44 m north of Western University
    const res = await lookUp(app, { lat: 43.01, lng: -81.2737 });
    expect(res.statusCode).toBe(200);
    expect(reversePlaceResponseSchema.parse(res.json().response)).toEqual({
      place: { address: 'Western University', lat: 43.0096, lng: -81.2737, approximate: false },
    });
    // between Museum London (56 m) and Eldon House (111 m): the nearer one
    const between = await lookUp(app, { lat: 42.9848, lng: -81.2536, city_id: 14 });
    expect(between.json().response.place.address).toBe('Museum London');
    // by Union Station, Toronto, without a city
    const toronto = await lookUp(app, { lat: 43.6455, lng: -79.3806 });
    expect(toronto.json().response.place.address).toBe('Union Station');
    // the city asked for keeps to its own places
    const otherCity = await lookUp(app, { lat: 43.01, lng: -81.2737, city_id: 15 });
    expect(otherCity.json().response).toEqual({ place: null });
  });

  it('names a point by a gazetteer street within 60 m: its number there, approximate', async () => {
    const { app } = await startSeededApp(kind);
    const res = await lookUp(app, DOWNTOWN);
    expect(res.statusCode).toBe(200);
    const { place } = reversePlaceResponseSchema.parse(res.json().response);
    expect(place).toMatchObject({ approximate: true });
    const [, number, street] = /^(\d+) (.+)$/.exec(place!.address)!;
    expect(street).toBe('Richmond St');
    expect(Number(number)).toBeGreaterThan(150);
    expect(Number(number)).toBeLessThan(250);
    // the street of the city asked for only
    const otherCity = await lookUp(app, { ...DOWNTOWN, city_id: 15 });
    expect(otherCity.json().response).toEqual({ place: null });
  });

  it('answers null when no place or street is near and no geocoder is configured', async () => {
    const { app } = await startSeededApp(kind);
    const res = await lookUp(app, FIELDS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', response: { place: null } });
    const sea = await lookUp(app, { lat: 0, lng: 0 });
    expect(sea.json().response).toEqual({ place: null });
  });

  it('asks the configured geocoder only when no seeded place or street is near, and ignores its failures', async () => {
    const fake = await fakeGeocoder((u) =>
      u.searchParams.get('lat') === '1.00000'
        ? { status: 500, body: 'oops' }
        : u.searchParams.get('lat') === '2.00000'
          ? { body: { error: 'Unable to geocode' } }
          : {
              body: {
                display_name: '130, King Street, Downtown, London, Ontario, N6A 1C5, Canada',
                lat: '42.98232',
                lon: '-81.24981',
              },
            },
    );
    closers.push(fake.close);
    const { app } = await startSeededApp(kind, { geocoderUrl: fake.url });

    const named = await lookUp(app, { lat: 43.01, lng: -81.2737 });
    expect(named.json().response.place.address).toBe('Western University');
    expect(fake.requests).toHaveLength(0);

    const res = await lookUp(app, FIELDS);
    expect(res.statusCode).toBe(200);
    expect(reversePlaceResponseSchema.parse(res.json().response)).toEqual({
      place: {
        address: '130, King Street, Downtown, London, Ontario, N6A 1C5, Canada',
        lat: 42.98232,
        lng: -81.24981,
        approximate: false,
      },
    });
    expect(fake.requests[0]?.pathname).toBe('/reverse');
    expect(Object.fromEntries(fake.requests[0]!.searchParams)).toEqual({
      format: 'jsonv2',
      lat: '42.87370',
      lon: '-81.31970',
    });

    for (const lat of [1, 2]) {
      const nothing = await lookUp(app, { lat, lng: 0 });
      expect(nothing.statusCode).toBe(200);
      expect(nothing.json().response).toEqual({ place: null });
    }
  });

  it('answers 404 for a city that is not served', async () => {
    const { app } = await startSeededApp(kind);
    const res = await lookUp(app, { ...DOWNTOWN, city_id: 16 });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('city.notFound');
  });

  it.each([
    ['no body', undefined, 'booking.locationInvalid'],
    ['no latitude', { lng: -81.2497 }, 'booking.locationInvalid'],
    ['no longitude', { lat: 42.9837 }, 'booking.locationInvalid'],
    ['a latitude of 91', { lat: 91, lng: 0 }, 'booking.locationInvalid'],
    ['a longitude of -181', { lat: 0, lng: -181 }, 'booking.locationInvalid'],
    ['coordinates as text', { lat: '42.98', lng: '-81.25' }, 'booking.locationInvalid'],
    ['a word as city', { ...DOWNTOWN, city_id: 'abc' }, 'validation.cityInvalid'],
    ['a fractional city', { ...DOWNTOWN, city_id: 14.5 }, 'validation.cityInvalid'],
  ])('refuses %s with 400, asking nothing', async (_label, payload, code) => {
    const fake = await fakeGeocoder(() => ({ body: {} }));
    closers.push(fake.close);
    const { app } = await startSeededApp(kind, { geocoderUrl: fake.url });
    const res = await app.inject({
      method: 'POST',
      url: reverseUrl,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'failed', code });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('reverse place lookup: limits', () => {
  it('answers 429 once an address has looked up PLACE_SEARCH_RATE_LIMIT points in a minute', async () => {
    const { app } = await startSeededApp('sqlite', {
      rateLimits: { ...testConfig().rateLimits, placeSearchesPerMinute: 2 },
    });
    await expectLimitPerAddress(2, (remoteAddress) =>
      app.inject({ method: 'POST', url: reverseUrl, payload: DOWNTOWN, remoteAddress }),
    );
  });
});

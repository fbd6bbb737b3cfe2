import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGeocoder } from '../../../test/helpers/fake-geocoder.ts';
import { httpGeocoder, readGeocoderHits, readReverseHit, reverseUrl } from './geocoder.ts';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

const log = () => ({ warn: vi.fn() });

describe('geocoder answers', () => {
  it('reads Nominatim hits (lat/lon as strings), skipping bad entries, at most 5', () => {
    const hits = readGeocoderHits([
      {
        display_name: 'Covent Garden Market, 130, King Street, London, Ontario, Canada',
        lat: '42.98',
        lon: '-81.25',
      },
      { display_name: 'No coordinates' },
      { display_name: 'Out of range', lat: '91', lon: '0' },
      { display_name: 'Named', name: 'Victoria Park', lat: 42.988, lon: -81.2455 },
      ...Array.from({ length: 10 }, (_, i) => ({ display_name: `Extra ${i}`, lat: '1', lon: '1' })),
    ]);
    expect(hits).toHaveLength(5);
    expect(hits[0]).toEqual({
      place_id: null,
      place_name: 'Covent Garden Market',
      place_address: 'Covent Garden Market, 130, King Street, London, Ontario, Canada',
      lat: 42.98,
      lng: -81.25,
      source: 'geocoder',
    });
    expect(hits[1]?.place_name).toBe('Victoria Park');
    expect(readGeocoderHits({ error: 'nope' })).toEqual([]);
  });
});

describe('reverse answers', () => {
  it('reads one Nominatim reverse hit, cutting the address to 300 characters', () => {
    expect(
      readReverseHit({
        place_id: 1,
        display_name: '130, King Street, Downtown, London, Ontario, N6A 1C5, Canada',
        name: '',
        lat: '42.98232',
        lon: '-81.24981',
      }),
    ).toEqual({
      address: '130, King Street, Downtown, London, Ontario, N6A 1C5, Canada',
      lat: 42.98232,
      lng: -81.24981,
    });
    expect(readReverseHit({ display_name: 'x'.repeat(400), lat: 1, lon: 2 })?.address).toHaveLength(
      300,
    );
  });

  it('reads nothing from an error, an array, a blank name or bad coordinates', () => {
    expect(readReverseHit({ error: 'Unable to geocode' })).toBeNull();
    expect(readReverseHit([{ display_name: 'A list', lat: '1', lon: '1' }])).toBeNull();
    expect(readReverseHit({ display_name: '  ', lat: '1', lon: '1' })).toBeNull();
    expect(readReverseHit({ display_name: 'Nowhere', lat: '95', lon: '1' })).toBeNull();
    expect(readReverseHit(null)).toBeNull();
  });

  it('asks reverse beside search, keeping the rest of the URL', () => {
    const at = (searchUrl: string) => reverseUrl(searchUrl, 42.9837, -81.2497).toString();
    expect(at('https://nominatim.openstreetmap.org/search?format=json')).toBe(
      'https://nominatim.openstreetmap.org/reverse?format=jsonv2&lat=42.98370&lon=-81.24970',
    );
    expect(at('https://geo.example.com/nominatim/search.php?key=k')).toBe(
      'https://geo.example.com/nominatim/reverse.php?key=k&format=jsonv2&lat=42.98370&lon=-81.24970',
    );
    expect(at('https://geo.example.com/nominatim/')).toBe(
      'https://geo.example.com/nominatim/reverse?format=jsonv2&lat=42.98370&lon=-81.24970',
    );
    expect(reverseUrl('http://h/search', 1.234567, -2.000004).searchParams.toString()).toBe(
      'format=jsonv2&lat=1.23457&lon=-2.00000',
    );
  });
});

describe('HTTP geocoder', () => {
  it('asks GET url?q=…&limit=5, keeping the query of the configured URL', async () => {
    const fake = await fakeGeocoder(() => ({
      body: [{ display_name: 'Somewhere, London', lat: '43', lon: '-81.2' }],
    }));
    closers.push(fake.close);
    const results = await httpGeocoder({ url: fake.url, log: log() }).search('Hyde Park');
    expect(results.map((r) => r.place_name)).toEqual(['Somewhere']);
    expect(fake.requests[0]?.pathname).toBe('/search');
    expect(Object.fromEntries(fake.requests[0]!.searchParams)).toEqual({
      format: 'json',
      q: 'Hyde Park',
      limit: '5',
    });
  });

  it('logs and ignores errors, bad JSON and time-outs', async () => {
    const fake = await fakeGeocoder((url) => {
      const q = url.searchParams.get('q');
      if (q === 'error') return { status: 503, body: { error: 'busy' } };
      if (q === 'slow') return { body: [], delayMs: 500 };
      return { body: 'not json' };
    });
    closers.push(fake.close);
    const logger = log();
    const geocode = httpGeocoder({ url: fake.url, log: logger, timeoutMs: 100 }).search;
    expect(await geocode('error')).toEqual([]);
    expect(await geocode('garbage')).toEqual([]);
    expect(await geocode('slow')).toEqual([]);
    expect(logger.warn).toHaveBeenCalledTimes(3);
  });

  it('refuses redirects: a 302 to another host is not followed, for search and reverse', async () => {
    const target = await fakeGeocoder(() => ({
      body: [{ display_name: 'Inside', lat: '1', lon: '1' }],
    }));
    closers.push(target.close);
    const fake = await fakeGeocoder(() => ({ status: 302, body: '', location: target.url }));
    closers.push(fake.close);
    const logger = log();
    const geocoder = httpGeocoder({ url: fake.url, log: logger });
    expect(await geocoder.search('Hyde Park')).toEqual([]);
    expect(await geocoder.reverse(42.98, -81.25)).toBeNull();
    expect(fake.requests).toHaveLength(2);
    expect(target.requests).toHaveLength(0);
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('does not send texts shorter than 3 characters, and caches answers', async () => {
    const fake = await fakeGeocoder(() => ({
      body: [{ display_name: 'Hyde Park, London', lat: '43', lon: '-81.3' }],
    }));
    closers.push(fake.close);
    const geocode = httpGeocoder({ url: fake.url, log: log() }).search;
    expect(await geocode(' hy ')).toEqual([]);
    expect(fake.requests).toHaveLength(0);
    const first = await geocode('Hyde Park');
    expect(await geocode('hyde park ')).toEqual(first);
    expect(fake.requests).toHaveLength(1);
  });

  it('looks a point up with GET /reverse?format=jsonv2&lat=…&lon=…, and caches the answer', async () => {
    const fake = await fakeGeocoder(() => ({
      body: {
        display_name: '130, King Street, London, Ontario, Canada',
        lat: '42.9823',
        lon: '-81.2498',
      },
    }));
    closers.push(fake.close);
    const geocoder = httpGeocoder({ url: fake.url, log: log() });
    expect(await geocoder.reverse(42.9837, -81.2497)).toEqual({
      address: '130, King Street, London, Ontario, Canada',
      lat: 42.9823,
      lng: -81.2498,
    });
    expect(fake.requests[0]?.pathname).toBe('/reverse');
    expect(Object.fromEntries(fake.requests[0]!.searchParams)).toEqual({
      format: 'jsonv2',
      lat: '42.98370',
      lon: '-81.24970',
    });
    // the same point to about a metre is not asked again
    await geocoder.reverse(42.983701, -81.249699);
    expect(fake.requests).toHaveLength(1);
  });

  it('answers null to a point it knows nothing of, and to errors, bad JSON and time-outs', async () => {
    const fake = await fakeGeocoder((url) => {
      const lat = url.searchParams.get('lat');
      if (lat === '1.00000') return { body: { error: 'Unable to geocode' } };
      if (lat === '2.00000') return { status: 503, body: { error: 'busy' } };
      if (lat === '3.00000') return { body: {}, delayMs: 500 };
      return { body: 'not json' };
    });
    closers.push(fake.close);
    const logger = log();
    const geocoder = httpGeocoder({ url: fake.url, log: logger, timeoutMs: 100 });
    for (const lat of [1, 2, 3, 4]) expect(await geocoder.reverse(lat, 0)).toBeNull();
    expect(logger.warn).toHaveBeenCalledTimes(3); // "nothing here" is an answer, not a failure
    // failures are asked again next time; the answer "nothing here" is kept
    for (const lat of [1, 2]) await geocoder.reverse(lat, 0);
    expect(fake.requests.map((u) => u.searchParams.get('lat'))).toEqual([
      '1.00000',
      '2.00000',
      '3.00000',
      '4.00000',
      '2.00000',
    ]);
  });

  it('logs and ignores an unreachable geocoder', async () => {
    const logger = log();
    const geocoder = httpGeocoder({ url: 'http://127.0.0.1:9/search', log: logger });
    expect(await geocoder.search('xyz')).toEqual([]);
    expect(await geocoder.reverse(42.9837, -81.2497)).toBeNull();
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGeocoder } from '../../../test/helpers/fake-geocoder.ts';
import { httpGeocoder, readGeocoderHits } from './geocoder.ts';

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

describe('HTTP geocoder', () => {
  it('asks GET url?q=…&limit=5, keeping the query of the configured URL', async () => {
    const fake = await fakeGeocoder(() => ({
      body: [{ display_name: 'Somewhere, London', lat: '43', lon: '-81.2' }],
    }));
    closers.push(fake.close);
    const results = await httpGeocoder({ url: fake.url, log: log() })('Hyde Park');
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
    const geocode = httpGeocoder({ url: fake.url, log: logger, timeoutMs: 100 });
    expect(await geocode('error')).toEqual([]);
    expect(await geocode('garbage')).toEqual([]);
    expect(await geocode('slow')).toEqual([]);
    expect(logger.warn).toHaveBeenCalledTimes(3);
  });

  it('does not send texts shorter than 3 characters, and caches answers', async () => {
    const fake = await fakeGeocoder(() => ({
      body: [{ display_name: 'Hyde Park, London', lat: '43', lon: '-81.3' }],
    }));
    closers.push(fake.close);
    const geocode = httpGeocoder({ url: fake.url, log: log() });
    expect(await geocode(' hy ')).toEqual([]);
    expect(fake.requests).toHaveLength(0);
    const first = await geocode('Hyde Park');
    expect(await geocode('hyde park ')).toEqual(first);
    expect(fake.requests).toHaveLength(1);
  });

  it('logs and ignores an unreachable geocoder', async () => {
    const logger = log();
    expect(await httpGeocoder({ url: 'http://127.0.0.1:9/search', log: logger })('xyz')).toEqual(
      [],
    );
    expect(logger.warn).toHaveBeenCalledOnce();
  });
});

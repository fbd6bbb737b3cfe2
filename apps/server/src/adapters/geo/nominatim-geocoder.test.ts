import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGeocoder } from '../../../test/helpers/fake-geocoder.ts';
import { httpGeocoder } from './geocoder.ts';
import {
  nominatimEngine,
  readGeocoderHits,
  readReverseHit,
  reverseUrl,
} from './nominatim-geocoder.ts';

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
      approximate: false,
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
      approximate: false,
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

describe('Nominatim requests', () => {
  it('asks GET url?q=…&limit=5&addressdetails=1, keeping the query of the configured URL', async () => {
    const fake = await fakeGeocoder(() => ({
      body: [{ display_name: 'Somewhere, London', lat: '43', lon: '-81.2' }],
    }));
    closers.push(fake.close);
    const geocoder = httpGeocoder({ url: fake.url, engine: nominatimEngine, log: log() });
    const results = await geocoder.search('Hyde Park');
    expect(results.map((r) => r.place_name)).toEqual(['Somewhere']);
    expect(fake.requests[0]?.pathname).toBe('/search');
    expect(Object.fromEntries(fake.requests[0]!.searchParams)).toEqual({
      format: 'json',
      q: 'Hyde Park',
      limit: '5',
      addressdetails: '1',
    });
  });

  it('prefers results in a box of ±0.1° around the rider, sent to about a kilometre', async () => {
    const fake = await fakeGeocoder(() => ({ body: [] }));
    closers.push(fake.close);
    const geocoder = httpGeocoder({ url: fake.url, engine: nominatimEngine, log: log() });
    await geocoder.search('Queens Ave', { lat: 42.98573, lng: -81.24779 });
    expect(fake.requests[0]?.searchParams.get('viewbox')).toBe('-81.35,43.09,-81.15,42.89');
    expect(fake.requests[0]?.searchParams.has('bounded')).toBe(false);
  });

  it('names a house by its number and road, not by the number alone', () => {
    const [hit] = readGeocoderHits([
      {
        display_name: '200, Queens Avenue, Downtown, London, Ontario, N6A 1J1, Canada',
        name: '',
        lat: '42.9857',
        lon: '-81.2478',
        address: { house_number: '200', road: 'Queens Avenue', city: 'London' },
      },
    ]);
    expect(hit?.place_name).toBe('200 Queens Avenue');
  });
});

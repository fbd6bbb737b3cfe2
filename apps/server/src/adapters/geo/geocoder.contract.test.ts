import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeGeocoder,
  fakeGeocoderService,
  type FakeServiceKind,
  type FakeWorldPlace,
} from '../../../test/helpers/fake-geocoder.ts';
import { createGeocoder, GEOCODER_KINDS } from './create-geocoder.ts';

/**
 * The contract every geocoder keeps (decision 054), run against a local stand-in answering in
 * each service's own format: what the place search and the map's point lookup rely on.
 */

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

const log = () => ({ warn: vi.fn() });

const ontario = { city: 'London', state: 'Ontario', country: 'Canada' };
// prettier-ignore
const WORLD: FakeWorldPlace[] = [
  { name: 'Victoria Park', street: 'Clarence Street', postcode: 'N6A 3N1', ...ontario, lat: 42.988, lng: -81.2455 },
  { housenumber: '200', street: 'Queens Avenue', postcode: 'N6A 1J1', ...ontario, lat: 42.9857, lng: -81.2478 },
  // the same street name in another town, far from the rider in London
  { housenumber: '200', street: 'Queens Avenue', ...ontario, city: 'Cambridge', lat: 43.36, lng: -80.31 },
];

/** By Richmond and Dundas, London. */
const RIDER = { lat: 42.9837, lng: -81.2494 };

describe.each(GEOCODER_KINDS satisfies readonly FakeServiceKind[])(
  'geocoder contract: %s',
  (kind) => {
    async function geocoderOn(world = WORLD, timeoutMs?: number) {
      const fake = await fakeGeocoderService(kind, world);
      closers.push(fake.close);
      const logger = log();
      const geocoder = createGeocoder({ geocoderUrl: fake.url, geocoderKind: kind }, logger, {
        ...(timeoutMs ? { timeoutMs } : {}),
      })!;
      return { fake, geocoder, logger };
    }

    it('finds a house by number and street: named so, with its point and full address', async () => {
      const { geocoder } = await geocoderOn();
      const [first] = await geocoder.search('200 Queens', RIDER);
      expect(first).toMatchObject({
        place_id: null,
        place_name: '200 Queens Avenue',
        lat: 42.9857,
        lng: -81.2478,
        source: 'geocoder',
        approximate: false,
      });
      expect(first?.place_address).toContain('London');
      expect(first?.place_address).toContain('N6A 1J1');
    });

    it('finds a named place by its name', async () => {
      const { geocoder } = await geocoderOn();
      const results = await geocoder.search('victoria park');
      expect(results.map((r) => r.place_name)).toEqual(['Victoria Park']);
      expect(results[0]?.place_address).toContain('Clarence Street');
    });

    it('sends the rider’s point, to about a kilometre, so that results near the rider come first', async () => {
      const { geocoder, fake } = await geocoderOn();
      const nearCambridge = await geocoder.search('200 Queens', { lat: 43.36, lng: -80.31 });
      expect(nearCambridge[0]?.place_address).toContain('Cambridge');
      const nearLondon = await geocoder.search('200 Queens', RIDER);
      expect(nearLondon[0]?.place_address).toContain('London');
      const sent = fake.requests.at(-1)!.search;
      expect(sent).not.toContain('9837'); // 42.9837 goes out as 42.98
    });

    it('names a point, and answers null where it knows nothing', async () => {
      const { geocoder } = await geocoderOn();
      const place = await geocoder.reverse(42.98571, -81.24779);
      expect(place).toMatchObject({ lat: 42.9857, lng: -81.2478 });
      expect(place?.address).toContain('Queens Avenue');
      expect(await geocoder.reverse(1, 1)).toBeNull();
    });

    it('logs and ignores errors, bad JSON and time-outs, for search and reverse', async () => {
      const { geocoder, logger } = await geocoderOn(WORLD, 100);
      expect(await geocoder.search('error')).toEqual([]);
      expect(await geocoder.search('garbage')).toEqual([]);
      expect(await geocoder.search('slow')).toEqual([]);
      for (const lat of [2, 3, 4]) expect(await geocoder.reverse(lat, 0)).toBeNull();
      expect(logger.warn).toHaveBeenCalledTimes(6);
    });

    it('asks nothing for texts under 3 characters, and asks a text (or a point) once', async () => {
      const { geocoder, fake } = await geocoderOn();
      expect(await geocoder.search(' vi ')).toEqual([]);
      expect(fake.requests).toHaveLength(0);
      const first = await geocoder.search('Victoria Park', RIDER);
      expect(await geocoder.search('victoria park ', { lat: 42.98371, lng: -81.24942 })).toEqual(
        first,
      );
      await geocoder.reverse(42.98571, -81.24779);
      await geocoder.reverse(42.985711, -81.247791);
      expect(fake.requests).toHaveLength(2);
      // failures are asked again
      await geocoder.search('error');
      await geocoder.search('error');
      expect(fake.requests).toHaveLength(4);
    });

    it('refuses redirects: a 302 to another host is not followed', async () => {
      const { fake: target } = await geocoderOn();
      const redirecting = await fakeGeocoder(() => ({
        status: 302,
        body: '',
        location: target.url,
      }));
      closers.push(redirecting.close);
      const logger = log();
      const geocoder = createGeocoder(
        { geocoderUrl: redirecting.url, geocoderKind: kind },
        logger,
      )!;
      expect(await geocoder.search('Victoria Park')).toEqual([]);
      expect(await geocoder.reverse(42.98571, -81.24779)).toBeNull();
      expect(target.requests).toHaveLength(0);
      expect(logger.warn).toHaveBeenCalledTimes(2);
    });

    it('logs and ignores an unreachable service', async () => {
      const logger = log();
      const geocoder = createGeocoder(
        { geocoderUrl: 'http://127.0.0.1:9/search', geocoderKind: kind },
        logger,
      )!;
      expect(await geocoder.search('xyz')).toEqual([]);
      expect(await geocoder.reverse(42.9837, -81.2497)).toBeNull();
      expect(logger.warn).toHaveBeenCalledTimes(2);
    });
  },
);

describe('choosing a geocoder', () => {
  it('has none without a URL', () => {
    expect(createGeocoder({ geocoderKind: 'photon' }, log())).toBeUndefined();
  });
});

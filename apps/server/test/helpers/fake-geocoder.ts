import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Nominatim: answers each request (`/search`, or `/reverse` for a point) with
 * the handler's status and body (and `location`, for a redirect).
 */
export async function fakeGeocoder(
  handler: (url: URL) => { status?: number; body: unknown; delayMs?: number; location?: string },
): Promise<{ url: string; requests: URL[]; close(): Promise<void> }> {
  const requests: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url);
    const { status = 200, body, delayMs = 0, location } = handler(url);
    setTimeout(() => {
      res.writeHead(status, {
        'content-type': 'application/json',
        ...(location ? { location } : {}),
      });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/search?format=json`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A place of a fake geocoding service's world, in OpenStreetMap's parts. */
export interface FakeWorldPlace {
  name?: string;
  housenumber?: string;
  street?: string;
  city: string;
  state: string;
  postcode?: string;
  country: string;
  lat: number;
  lng: number;
}

export type FakeServiceKind = 'nominatim' | 'photon';

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Nominatim's answer for a place (search with addressdetails=1, or reverse with jsonv2). */
function nominatimHit(p: FakeWorldPlace, id: number) {
  const display = [p.name, p.housenumber, p.street, p.city, p.state, p.postcode, p.country]
    .filter(Boolean)
    .join(', ');
  return {
    place_id: 1000 + id,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0.',
    osm_type: 'node',
    lat: String(p.lat),
    lon: String(p.lng),
    display_name: display,
    name: p.name ?? '',
    address: {
      ...(p.housenumber ? { house_number: p.housenumber } : {}),
      ...(p.street ? { road: p.street } : {}),
      city: p.city,
      state: p.state,
      ...(p.postcode ? { postcode: p.postcode } : {}),
      country: p.country,
      country_code: 'ca',
    },
  };
}

/** Photon's GeoJSON feature for a place. */
function photonFeature(p: FakeWorldPlace, id: number) {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
    properties: {
      osm_id: 1000 + id,
      osm_type: 'N',
      osm_key: p.name ? 'leisure' : 'place',
      osm_value: p.name ? 'park' : 'house',
      type: 'house',
      countrycode: 'CA',
      ...(p.name ? { name: p.name } : {}),
      ...(p.housenumber ? { housenumber: p.housenumber } : {}),
      ...(p.street ? { street: p.street } : {}),
      city: p.city,
      state: p.state,
      ...(p.postcode ? { postcode: p.postcode } : {}),
      country: p.country,
    },
  };
}

/**
 * A local stand-in for a geocoding service that answers in that service's own format from a
 * small world: Nominatim (`/search?format=json`, `/reverse`) or Photon (`/api`, `/reverse`). A
 * search finds the places where every word of `q` begins a word of their name or address, those
 * nearest the rider's point first (Photon's `lat`/`lon`, the middle of Nominatim's `viewbox`);
 * a reverse lookup finds the place within about 100 m. The texts 'error', 'garbage' and 'slow'
 * (and the points at latitude 2, 4 and 3) answer 503, a page that is not JSON, and late.
 */
export async function fakeGeocoderService(kind: FakeServiceKind, world: FakeWorldPlace[]) {
  const searchPath = kind === 'nominatim' ? '/search' : '/api';
  const fake = await fakeGeocoder((url) => {
    if (url.pathname === searchPath) {
      const q = url.searchParams.get('q') ?? '';
      if (q === 'error') return { status: 503, body: { error: 'busy' } };
      if (q === 'garbage') return { body: 'not json' };
      const delayMs = q === 'slow' ? 500 : 0;
      let bias: { lat: number; lng: number } | null = null;
      if (kind === 'photon' && url.searchParams.has('lat')) {
        bias = {
          lat: Number(url.searchParams.get('lat')),
          lng: Number(url.searchParams.get('lon')),
        };
      }
      const box = url.searchParams.get('viewbox')?.split(',').map(Number);
      if (kind === 'nominatim' && box?.length === 4) {
        bias = { lat: (box[1]! + box[3]!) / 2, lng: (box[0]! + box[2]!) / 2 };
      }
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const found = world
        .map((p, id) => ({ p, id }))
        .filter(({ p }) => {
          const label = words([p.name, p.housenumber, p.street, p.city].join(' '));
          return words(q).every((w) => label.some((l) => l.startsWith(w)));
        })
        .sort((a, b) =>
          bias
            ? Math.hypot(a.p.lat - bias.lat, a.p.lng - bias.lng) -
              Math.hypot(b.p.lat - bias.lat, b.p.lng - bias.lng)
            : a.id - b.id,
        )
        .slice(0, limit);
      const body =
        kind === 'nominatim'
          ? found.map(({ p, id }) => nominatimHit(p, id))
          : { type: 'FeatureCollection', features: found.map(({ p, id }) => photonFeature(p, id)) };
      return { body, delayMs };
    }
    if (url.pathname === '/reverse') {
      const lat = Number(url.searchParams.get('lat'));
      const lng = Number(url.searchParams.get('lon'));
      if (lat === 2) return { status: 503, body: { error: 'busy' } };
      if (lat === 4) return { body: 'not json' };
      const delayMs = lat === 3 ? 500 : 0;
      const id = world.findIndex((p) => Math.hypot(p.lat - lat, p.lng - lng) < 0.001);
      const p = world[id];
      if (kind === 'nominatim') {
        return { body: p ? nominatimHit(p, id) : { error: 'Unable to geocode' }, delayMs };
      }
      return {
        body: { type: 'FeatureCollection', features: p ? [photonFeature(p, id)] : [] },
        delayMs,
      };
    }
    return { status: 404, body: { error: 'not found' } };
  });
  return {
    ...fake,
    url: fake.url.replace(
      /\/search\?format=json$/,
      kind === 'nominatim' ? '/search?format=json' : '/api',
    ),
  };
}

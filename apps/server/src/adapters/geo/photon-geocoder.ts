import { z } from 'zod';
import type { PlaceResult, ReversePlace } from '@fairfare/contracts/places';
import {
  ADDRESS_MAX,
  besideSearch,
  GEOCODER_LIMIT,
  REVERSE_DIGITS,
  type GeocoderEngine,
} from './geocoder.ts';

/** One GeoJSON feature of Photon's answer: a point and OpenStreetMap's address parts. */
const featureSchema = z.object({
  geometry: z.object({
    type: z.literal('Point'),
    coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
  }),
  properties: z
    .object({
      name: z.string(),
      housenumber: z.string(),
      street: z.string(),
      district: z.string(),
      city: z.string(),
      state: z.string(),
      postcode: z.string(),
      country: z.string(),
    })
    .partial(),
});
type Feature = z.infer<typeof featureSchema>;

/** The features of an answer (`{ type: 'FeatureCollection', features: [...] }`), bad ones skipped. */
function features(body: unknown): Feature[] {
  const list = (body as { features?: unknown } | null)?.features;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const feature = featureSchema.safeParse(item);
    return feature.success ? [feature.data] : [];
  });
}

/** "200 Queens Avenue" from its parts, or the street alone, or nothing. */
function streetLine(p: Feature['properties']): string {
  const street = p.street?.trim() ?? '';
  const number = p.housenumber?.trim() ?? '';
  return street && number ? `${number} ${street}` : street;
}

/**
 * A feature as a result: its name (a landmark's, else its house number and street, else its
 * city), and the address parts after it, without repeats, as one line.
 */
function toResult(feature: Feature): PlaceResult | null {
  const p = feature.properties;
  const street = streetLine(p);
  const name = (p.name?.trim() || street || p.city?.trim() || '').slice(0, ADDRESS_MAX);
  if (!name) return null;
  const parts = [name, street, p.district, p.city, p.state, p.postcode, p.country]
    .map((part) => part?.trim() ?? '')
    .filter((part, i, all) => part !== '' && all.indexOf(part) === i);
  const [lng, lat] = feature.geometry.coordinates;
  return {
    place_id: null,
    place_name: name,
    place_address: parts.join(', ').slice(0, ADDRESS_MAX),
    lat,
    lng,
    source: 'geocoder',
    approximate: false,
  };
}

/** Reads Photon's answer to a search; bad features are skipped, at most `limit`. */
export function readPhotonFeatures(body: unknown, limit = GEOCODER_LIMIT): PlaceResult[] {
  return features(body)
    .flatMap((f) => toResult(f) ?? [])
    .slice(0, limit);
}

/** Reads Photon's answer to a point: its first feature's address, or null. */
export function readPhotonReverse(body: unknown): ReversePlace | null {
  const result = features(body)
    .map(toResult)
    .find((r) => r !== null);
  return result
    ? { address: result.place_address, lat: result.lat, lng: result.lng, approximate: false }
    : null;
}

/**
 * Photon (`GEOCODER_KIND=photon`, e.g. `https://photon.komoot.io/api`): an OpenStreetMap search
 * made for searching as one types (decision 054): `GET url?q=…&limit=5&lat=…&lon=…` (the point
 * biases results towards the rider), and `GET reverse?lat=…&lon=…` beside it.
 */
export const photonEngine: GeocoderEngine = {
  searchUrl(base, text, limit, near) {
    const url = new URL(base);
    url.searchParams.set('q', text);
    url.searchParams.set('limit', String(limit));
    if (near) {
      url.searchParams.set('lat', String(near.lat));
      url.searchParams.set('lon', String(near.lng));
    }
    return url;
  },
  readSearch: readPhotonFeatures,
  reverseUrl(base, lat, lng) {
    const url = besideSearch(base, /^api()$/);
    url.searchParams.set('lat', lat.toFixed(REVERSE_DIGITS));
    url.searchParams.set('lon', lng.toFixed(REVERSE_DIGITS));
    url.searchParams.set('limit', '1');
    return url;
  },
  readReverse: readPhotonReverse,
};

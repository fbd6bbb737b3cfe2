import { z } from 'zod';
import type { PlaceResult, ReversePlace } from '@fairfare/contracts/places';
import {
  ADDRESS_MAX,
  besideSearch,
  GEOCODER_LIMIT,
  REVERSE_DIGITS,
  type GeocoderEngine,
} from './geocoder.ts';

/** One Nominatim-style hit; lat/lon come as strings there, numbers elsewhere. */
const hitSchema = z.object({
  display_name: z.string().trim().min(1),
  name: z.string().optional(),
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  /** With `addressdetails=1`: the parts, for naming a house by its number and street. */
  address: z
    .object({ house_number: z.string().optional(), road: z.string().optional() })
    .optional()
    .catch(undefined),
});

/** "200 Queens Avenue" for a house (its display name starts "200, Queens Avenue, …"). */
function houseName(address: z.infer<typeof hitSchema>['address']): string {
  const number = address?.house_number?.trim();
  const road = address?.road?.trim();
  return number && road ? `${number} ${road}` : '';
}

/** Reads a Nominatim answer: a JSON array of `{ display_name, lat, lon }`; bad entries are skipped. */
export function readGeocoderHits(body: unknown, limit = GEOCODER_LIMIT): PlaceResult[] {
  if (!Array.isArray(body)) return [];
  const results: PlaceResult[] = [];
  for (const item of body) {
    const hit = hitSchema.safeParse(item);
    if (!hit.success) continue;
    const address = hit.data.display_name.slice(0, ADDRESS_MAX);
    const name =
      hit.data.name?.trim() ||
      houseName(hit.data.address) ||
      address.split(',')[0]!.trim() ||
      address;
    results.push({
      place_id: null,
      place_name: name.slice(0, ADDRESS_MAX),
      place_address: address,
      lat: hit.data.lat,
      lng: hit.data.lon,
      source: 'geocoder',
      approximate: false,
    });
    if (results.length >= limit) break;
  }
  return results;
}

/** Reads a reverse answer: one `{ display_name, lat, lon }`, else (e.g. `{ error }`) null. */
export function readReverseHit(body: unknown): ReversePlace | null {
  const hit = hitSchema.safeParse(body);
  if (!hit.success) return null;
  return {
    address: hit.data.display_name.slice(0, ADDRESS_MAX),
    lat: hit.data.lat,
    lng: hit.data.lon,
    approximate: false,
  };
}

/**
 * Nominatim's reverse lookup beside its search (`search` or `search.php` becomes `reverse` or
 * `reverse.php`, any other path gets `/reverse`), with `format=jsonv2`, `lat` and `lon`.
 */
export function reverseUrl(searchUrl: string, lat: number, lng: number): URL {
  const url = besideSearch(searchUrl, /^search(\.php)?$/);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('lat', lat.toFixed(REVERSE_DIGITS));
  url.searchParams.set('lon', lng.toFixed(REVERSE_DIGITS));
  return url;
}

/** Half the side of the box around the rider that Nominatim prefers results in (degrees). */
const VIEWBOX_HALF_DEG = 0.1;

/**
 * Nominatim (`GEOCODER_KIND=nominatim`): `GET url?q=…&limit=5&addressdetails=1`, with a `viewbox` around the
 * rider's point as a preference (not a bound) when there is one. Its public instance forbids
 * searching as the rider types: use it only self-hosted, or choose Photon (decision 054).
 */
export const nominatimEngine: GeocoderEngine = {
  searchUrl(base, text, limit, near) {
    const url = new URL(base);
    url.searchParams.set('q', text);
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('addressdetails', '1');
    if (near) {
      const d = VIEWBOX_HALF_DEG;
      const box = [near.lng - d, near.lat + d, near.lng + d, near.lat - d];
      url.searchParams.set('viewbox', box.map((x) => x.toFixed(2)).join(','));
    }
    return url;
  },
  readSearch: readGeocoderHits,
  reverseUrl,
  readReverse: readReverseHit,
};

import { greatCircleKm, type LatLng } from '@fairfare/contracts/fare';
import type { PlaceResult } from '@fairfare/contracts/places';
import { parseAddressQuery } from './address-query.ts';
import { placeMatch, placeQuery, type GazetteerPlace } from './match.ts';
import { words } from './query-words.ts';
import {
  interpolateNumber,
  nearestOnStreet,
  postcodeOfSegment,
  type StreetAnchor,
  type StreetPoint,
} from './street-line.ts';
import { streetMatch } from './street-match.ts';

/** A street of the gazetteer: its name and its numbered points. */
export interface GazetteerStreet {
  name: string;
  anchors: readonly StreetAnchor[];
}

/** A postcode area (first three characters of a postcode): its name and middle. */
export interface PostcodeArea {
  postcode: string;
  name: string;
  lat: number;
  lng: number;
}

/** What the gazetteer knows of one city. */
export interface Gazetteer {
  city: { name: string; state: string; country: string };
  places: readonly GazetteerPlace[];
  streets: readonly GazetteerStreet[];
  areas: readonly PostcodeArea[];
}

/** Canada's province and territory codes: a tail like "London ON" names no street. */
// prettier-ignore
const PROVINCE_CODES = ['ab', 'bc', 'mb', 'nb', 'nl', 'ns', 'nt', 'nu', 'on', 'pe', 'qc', 'sk', 'yt'];

interface Candidate {
  /** How well the text matches (0 best); distance decides within a rank. */
  rank: number;
  meters: number;
  result: PlaceResult;
}

/**
 * The gazetteer's answers to a search text, best first, at most `limit`: house addresses on its
 * streets (placed by interpolation), streets by name (at their point nearest to `near`),
 * postcode areas (at their middle) — all three approximate — and named places. Ranked by how
 * well the text matches (placeMatch, streetMatch; an address or a postcode is a full match),
 * then by distance to `near` (the rider, or the city's middle), then by name.
 */
export function searchGazetteer(
  gazetteer: Gazetteer,
  text: string,
  near: LatLng,
  limit: number,
): PlaceResult[] {
  const { city } = gazetteer;
  const placeWords = new Set([
    ...words(`${city.name} ${city.state} ${city.country}`),
    ...PROVINCE_CODES,
  ]);
  const query = parseAddressQuery(text, placeWords);
  const meters = (p: LatLng) => greatCircleKm(near, p) * 1000;
  const postcodeAt = (street: GazetteerStreet, p: StreetPoint) =>
    postcodeOfSegment(street.anchors, p.segment);
  const cityLine = (postcode: string) =>
    `${city.name}, ${city.state}${postcode ? ` ${postcode}` : ''}`;

  const found: Candidate[] = [];
  if (query.house) {
    const { number, street: streetWords } = query.house;
    for (const street of gazetteer.streets) {
      if (streetMatch(street.name, streetWords) === null) continue;
      const point = interpolateNumber(street.anchors, number);
      if (!point) continue;
      const name = `${number} ${street.name}`;
      found.push({
        rank: 0,
        meters: meters(point),
        result: gazetteerResult(name, `${name}, ${cityLine(postcodeAt(street, point))}`, point),
      });
    }
  }
  if (query.street.length > 0) {
    for (const street of gazetteer.streets) {
      const rank = streetMatch(street.name, query.street);
      if (rank === null) continue;
      const point = nearestOnStreet(street.anchors, near);
      found.push({
        rank,
        meters: meters(point),
        result: gazetteerResult(
          street.name,
          `${street.name}, ${cityLine(postcodeAt(street, point))}`,
          point,
        ),
      });
    }
  }
  if (query.postcode) {
    const { prefix, full } = query.postcode;
    for (const area of gazetteer.areas) {
      if (!area.postcode.startsWith(prefix)) continue;
      found.push({
        rank: 0,
        meters: meters(area),
        result: gazetteerResult(
          full ?? area.postcode,
          `${area.name}, ${cityLine(area.postcode)}`,
          area,
        ),
      });
    }
  }
  const asked = placeQuery(text);
  for (const place of gazetteer.places) {
    const rank = placeMatch(place, asked);
    if (rank === null) continue;
    const point = { lat: place.place_lat, lng: place.place_lng };
    found.push({
      rank,
      meters: meters(point),
      result: {
        place_id: place.place_id,
        place_name: place.place_name,
        place_address: place.place_address,
        lat: place.place_lat,
        lng: place.place_lng,
        source: 'gazetteer',
        approximate: false,
      },
    });
  }
  return rankCandidates(found).slice(0, limit);
}

/** Best match first, then nearest, then by name. */
function rankCandidates(candidates: readonly Candidate[]): PlaceResult[] {
  return [...candidates]
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        a.meters - b.meters ||
        a.result.place_name.localeCompare(b.result.place_name),
    )
    .map((c) => c.result);
}

/** A street, an address or a postcode area: no row of its own, and an approximate point. */
function gazetteerResult(name: string, address: string, point: LatLng): PlaceResult {
  return {
    place_id: null,
    place_name: name,
    place_address: address,
    lat: round6(point.lat),
    lng: round6(point.lng),
    source: 'gazetteer',
    approximate: true,
  };
}

/** Six decimals: about 10 cm, more than an interpolated point is worth. */
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

import type { PlaceResult } from '@fairfare/contracts/places';

/** Lower case without accents or other combining marks: 'Montréal' and 'MONTREAL' fold alike. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export interface GazetteerPlace {
  place_id: number;
  place_name: string;
  place_address: string;
  place_lat: number;
  place_lng: number;
}

/**
 * The places whose name or address contains `query` (case- and accent-insensitive), best first:
 * names starting with the text, then names with a word starting with it, then other name matches,
 * then address matches; ties by name. At most `limit`.
 */
export function matchPlaces(
  places: readonly GazetteerPlace[],
  query: string,
  limit: number,
): PlaceResult[] {
  const q = foldText(query.trim());
  if (q === '') return [];
  const ranked: Array<{ rank: number; place: GazetteerPlace }> = [];
  for (const place of places) {
    const name = foldText(place.place_name);
    let rank: number;
    if (name.startsWith(q)) rank = 0;
    else if (name.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(q))) rank = 1;
    else if (name.includes(q)) rank = 2;
    else if (foldText(place.place_address).includes(q)) rank = 3;
    else continue;
    ranked.push({ rank, place });
  }
  ranked.sort((a, b) => a.rank - b.rank || a.place.place_name.localeCompare(b.place.place_name));
  return ranked.slice(0, limit).map(({ place }) => ({
    place_id: place.place_id,
    place_name: place.place_name,
    place_address: place.place_address,
    lat: place.place_lat,
    lng: place.place_lng,
    source: 'gazetteer',
  }));
}

import { foldKept, foldText, landmarkWordsInEnglish, words, wordsKept } from './query-words.ts';

export { foldText } from './query-words.ts';

export interface GazetteerPlace {
  place_id: number;
  place_name: string;
  place_address: string;
  place_lat: number;
  place_lng: number;
}

/** Every query word starts a word of `text`'s words. */
function everyWordBegun(query: readonly string[], text: readonly string[]): boolean {
  return query.length > 0 && query.every((q) => text.some((w) => w.startsWith(q)));
}

/** A query read once for every place it is matched against. */
export interface PlaceQuery {
  /** The folded text. */
  q: string;
  /** Its words, and its words read in English when some were Spanish or French. */
  tried: string[][];
}

export function placeQuery(query: string): PlaceQuery {
  const q = foldText(query.trim());
  const tried = [words(q), landmarkWordsInEnglish(q)].filter((w): w is string[] => w !== null);
  return { q, tried };
}

/**
 * How well a named place answers a query (case- and accent-insensitive), or null: 0 its name
 * starts with the text, 1 a word of its name does (or every word of the query begins one),
 * 2 its name holds the text, 3 its address does (or every query word begins a word of its name
 * or address). Spanish and French landmark words count as their English ("aeropuerto" finds the
 * airport, decision 054).
 */
export function placeMatch(place: GazetteerPlace, query: string | PlaceQuery): number | null {
  const { q, tried } = typeof query === 'string' ? placeQuery(query) : query;
  if (q === '') return null;
  const name = foldKept(place.place_name);
  const address = foldKept(place.place_address);
  const nameWords = wordsKept(place.place_name);
  const allWords = wordsKept(`${place.place_name} ${place.place_address}`);

  if (name.startsWith(q)) return 0;
  if (nameWords.some((w) => w.startsWith(q))) return 1;
  if (tried.some((w) => everyWordBegun(w, nameWords))) return 1;
  if (name.includes(q)) return 2;
  if (address.includes(q)) return 3;
  if (tried.some((w) => everyWordBegun(w, allWords))) return 3;
  return null;
}

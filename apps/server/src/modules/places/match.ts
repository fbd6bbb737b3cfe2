import { foldText, landmarkWordsInEnglish, words } from './query-words.ts';

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

/**
 * How well a named place answers a query (case- and accent-insensitive), or null: 0 its name
 * starts with the text, 1 a word of its name does (or every word of the query begins one),
 * 2 its name holds the text, 3 its address does (or every query word begins a word of its name
 * or address). Spanish and French landmark words count as their English ("aeropuerto" finds the
 * airport, decision 054).
 */
export function placeMatch(place: GazetteerPlace, query: string): number | null {
  const q = foldText(query.trim());
  if (q === '') return null;
  const name = foldText(place.place_name);
  const address = foldText(place.place_address);
  const nameWords = words(place.place_name);
  const allWords = [...nameWords, ...words(place.place_address)];
  const tried = [words(q), landmarkWordsInEnglish(q)].filter((w): w is string[] => w !== null);

  if (name.startsWith(q)) return 0;
  if (nameWords.some((w) => w.startsWith(q))) return 1;
  if (tried.some((w) => everyWordBegun(w, nameWords))) return 1;
  if (name.includes(q)) return 2;
  if (address.includes(q)) return 3;
  if (tried.some((w) => everyWordBegun(w, allWords))) return 3;
  return null;
}

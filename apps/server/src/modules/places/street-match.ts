import { isStreetTypeOrDirection, streetWord, wordsKept } from './query-words.ts';

/**
 * How well a street's name answers the street words of a query (written as parseAddressQuery
 * gives them): 0 when every word of the name itself is typed whole ("queens ave" for Queens Ave,
 * "wellington" for Wellington St and Wellington Rd alike), 1 when they are only begun ("queen",
 * "rich st"), null when a query word starts no word of the name (its type and direction
 * included), or when no query word is one of the name itself ("st" alone names no street).
 */
export function streetMatch(streetName: string, query: readonly string[]): 0 | 1 | null {
  if (query.length === 0) return null;
  const name = wordsKept(streetName).map(streetWord);
  const own = name.filter((w) => !isStreetTypeOrDirection(w));
  let namesOwn = false;
  for (const q of query) {
    const hit = name.find((w) => w === q) ?? name.find((w) => w.startsWith(q));
    if (hit === undefined) return null;
    if (!isStreetTypeOrDirection(hit) || own.includes(hit)) namesOwn = true;
  }
  if (!namesOwn) return null;
  return own.every((w) => query.includes(w)) ? 0 : 1;
}

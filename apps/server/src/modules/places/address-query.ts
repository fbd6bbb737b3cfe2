import { streetWord, words } from './query-words.ts';

/**
 * What a place search's text may be beside a landmark's name:
 * - `postcode`: a Canadian postcode or its start: `prefix` is what names an area ('N6' lists the
 *   N6… areas, 'N6A' and 'N6A 1B7' name N6A), `full` the whole code when one was typed;
 * - `house`: a house number and a street ("123 Richmond St", "5-123 Richmond Street, London",
 *   "rue Richmond 123"): the civic number and the street's words as the gazetteer writes them;
 * - `street`: the street's words alone ("Richmond St", "queens av").
 */
export interface AddressQuery {
  postcode: { prefix: string; full: string | null } | null;
  house: { number: number; street: string[] } | null;
  street: string[];
}

/** A postcode's first letter and digit, then the rest as far as it was typed (spaces aside). */
const POSTCODE = /^([A-Z]\d(?:[A-Z])?)(\d(?:[A-Z](?:\d)?)?)?$/;
/** A civic number, maybe with a letter ("12A"), or a unit before it ("5-123"). */
const CIVIC = /^(?:\d+-)?(\d{1,6})[a-z]?$/;
/** A word that is a postcode's half ("n6a", "1b7"): left out of a street's words. */
const POSTCODE_HALF = /^(?:[a-z]\d[a-z]|\d[a-z]\d)$/;

/**
 * Reads a search text. `placeWords` are words of the city itself ("london", "ontario",
 * "canada"), left out of a street's words so that "200 Queens Ave, London ON" still reads as
 * the street "queens ave"; everything after a comma is such a tail and is ignored too.
 */
export function parseAddressQuery(text: string, placeWords: ReadonlySet<string>): AddressQuery {
  const compact = text.toUpperCase().replace(/\s+/g, '');
  const code = POSTCODE.exec(compact);
  const postcode = code
    ? {
        prefix: code[1]!,
        full: code[2]?.length === 3 ? `${code[1]} ${code[2]}` : null,
      }
    : null;

  const head = text.split(',')[0] ?? '';
  const raw = words(head.replace(/(\d)\s*-\s*(\d)/g, '$1-$2'));
  // words() splits "5-123" on the dash: read the civic number from the text's own tokens
  const tokens = head
    .toLowerCase()
    .replace(/(\d)\s*-\s*(\d)/g, '$1-$2')
    .split(/[\s,]+/)
    .filter(Boolean);
  let number: number | null = null;
  let rest = raw;
  const first = CIVIC.exec(tokens[0] ?? '');
  const last = tokens.length > 1 ? CIVIC.exec(tokens.at(-1)!) : null;
  if (first && tokens.length > 1) {
    number = Number(first[1]);
    rest = words(tokens.slice(1).join(' '));
  } else if (last) {
    number = Number(last[1]);
    rest = words(tokens.slice(0, -1).join(' '));
  }
  const street = rest.filter((w) => !placeWords.has(w) && !POSTCODE_HALF.test(w)).map(streetWord);
  return {
    postcode,
    house: number !== null && number > 0 && street.length > 0 ? { number, street } : null,
    street: number === null ? street : [],
  };
}

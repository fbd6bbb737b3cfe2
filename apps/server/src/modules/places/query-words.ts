/**
 * The words of a place search, as the gazetteer compares them: folded (lower case, no accents),
 * apostrophes dropped ("Queen's" is "queens") but for French elisions ("l'"), everything else that is not a letter or a digit a
 * space. Street types and directions are written one way ("Avenue", "av", "avenida" are "ave";
 * "rue" and "calle" are "st"; "Nord", "norte" are "n"), and landmark words of the languages the
 * site speaks are read in English ("aeropuerto", "aéroport" are "airport").
 */

/** Lower case without accents or other combining marks: 'Montréal' and 'MONTREAL' fold alike. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The folded words of a text; a French elision is a word of its own ("l'aéroport"). */
export function words(text: string): string[] {
  return foldText(text)
    .replace(/(^|[^\p{L}])(\p{L})['’`]/gu, '$1$2 ')
    .replace(/['’`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Street types: every spelling (English, French, Spanish) → the one of the gazetteer's names. */
// prettier-ignore
const STREET_TYPES: Record<string, string> = {
  st: 'st', street: 'st', str: 'st', rue: 'st', calle: 'st',
  ave: 'ave', av: 'ave', avenue: 'ave', avenida: 'ave', avda: 'ave',
  rd: 'rd', road: 'rd', chemin: 'rd', ch: 'rd', camino: 'rd', carretera: 'rd',
  dr: 'dr', drive: 'dr', promenade: 'dr',
  blvd: 'blvd', boulevard: 'blvd', boul: 'blvd', bd: 'blvd', bulevar: 'blvd',
  ln: 'ln', lane: 'ln',
  cres: 'cres', crescent: 'cres', croissant: 'cres',
  ct: 'ct', court: 'ct',
  pl: 'pl', place: 'pl', plaza: 'pl',
  pkwy: 'pkwy', parkway: 'pkwy',
  cir: 'cir', circle: 'cir',
  hwy: 'hwy', highway: 'hwy', autoroute: 'hwy', autopista: 'hwy',
};

/** Directions after a street's name ("Wharncliffe Rd S"), in the three languages. */
// prettier-ignore
const DIRECTIONS: Record<string, string> = {
  n: 'n', north: 'n', nord: 'n', norte: 'n',
  s: 's', south: 's', sud: 's', sur: 's',
  e: 'e', east: 'e', est: 'e', este: 'e',
  w: 'w', west: 'w', ouest: 'w', oeste: 'w',
};

/** A street word as the gazetteer writes it. */
export function streetWord(word: string): string {
  return STREET_TYPES[word] ?? DIRECTIONS[word] ?? word;
}

/** A street type or a direction: not a word of the street's own name. */
export function isStreetTypeOrDirection(word: string): boolean {
  return word in STREET_TYPES || word in DIRECTIONS;
}

/**
 * Landmark words of Spanish and French in English, the language of the gazetteer's names; a
 * phrase of several words is written with spaces.
 */
// prettier-ignore
const LANDMARK_WORDS: Record<string, string> = {
  aeropuerto: 'airport', aeroport: 'airport',
  estacion: 'station', gare: 'station', tren: 'rail', train: 'rail', ferrocarril: 'rail',
  universidad: 'university', universite: 'university',
  colegio: 'college',
  hopital: 'hospital',
  parque: 'park', parc: 'park',
  museo: 'museum', musee: 'museum',
  biblioteca: 'library', bibliotheque: 'library',
  mercado: 'market', marche: 'market',
  teatro: 'theatre', cine: 'cinema',
  torre: 'tower', tour: 'tower',
  'centro comercial': 'mall', 'centre commercial': 'mall',
  ayuntamiento: 'city hall', 'hotel de ville': 'city hall', alcaldia: 'city hall', mairie: 'city hall',
  'centro de convenciones': 'rbc place', 'centre des congres': 'rbc place',
};

/** Longest phrases first, so that "centre commercial" wins over a word of it. */
const LANDMARK_PHRASES = Object.keys(LANDMARK_WORDS).sort((a, b) => b.length - a.length);

/** Words that join others in Spanish and French (and English) and name nothing. */
// prettier-ignore
const JOINING_WORDS = new Set(
  ['de', 'del', 'la', 'le', 'les', 'el', 'los', 'las', 'du', 'des', 'd', 'l', 'of', 'the', 'y', 'et', 'and'],
);

/**
 * The query's words with Spanish and French landmark words read in English and joining words
 * left out ("aéroport de London" → "airport london"), or null when none was translated.
 */
export function landmarkWordsInEnglish(query: string): string[] | null {
  let text = ` ${words(query).join(' ')} `;
  const before = text;
  for (const phrase of LANDMARK_PHRASES) {
    if (text.includes(` ${phrase} `)) {
      text = text.replaceAll(` ${phrase} `, ` ${LANDMARK_WORDS[phrase]} `);
    }
  }
  if (text === before) return null;
  return text.split(' ').filter((w) => w !== '' && !JOINING_WORDS.has(w));
}

/** A gazetteer's names and addresses, read once (every search of a city reads the same ones). */
const KEPT_MAX = 20_000;
const keptFolds = new Map<string, string>();
const keptWords = new Map<string, string[]>();

function kept<T>(cache: Map<string, T>, text: string, read: (text: string) => T): T {
  let value = cache.get(text);
  if (value === undefined) {
    if (cache.size >= KEPT_MAX) cache.clear();
    value = read(text);
    cache.set(text, value);
  }
  return value;
}

/** foldText of a gazetteer's text, kept. */
export const foldKept = (text: string): string => kept(keptFolds, text, foldText);
/** words of a gazetteer's text, kept (the caller must not change the array). */
export const wordsKept = (text: string): readonly string[] => kept(keptWords, text, words);

/**
 * Car types and colours come from the database in English, as the driver's record has them
 * ("Sedan", "Red"). Known ones are translated by message keys of the `common` namespace
 * (`car.types.*`, `car.colours.*`); anything else is shown as it came (issue 26 point 12).
 */
const TYPES = [
  'convertible',
  'coupe',
  'crossover',
  'hatchback',
  'minivan',
  'pickup',
  'sedan',
  'suv',
  'van',
  'wagon',
] as const;
const COLOURS = [
  'beige',
  'black',
  'blue',
  'brown',
  'gold',
  'green',
  'grey',
  'orange',
  'purple',
  'red',
  'silver',
  'white',
  'yellow',
] as const;
/** Other spellings of a known word. */
const SAME_AS: Record<string, string> = {
  gray: 'grey',
  'station wagon': 'wagon',
  'pick-up': 'pickup',
};

type Translate = (key: string) => string;

function known(list: readonly string[], value: string): string | null {
  const word = value.trim().toLowerCase().replace(/\s+/g, ' ');
  const canonical = SAME_AS[word] ?? word;
  return list.includes(canonical) ? canonical : null;
}

/** The message key of a car type or colour the site knows, or null for any other value. */
export function carWordKey(kind: 'type' | 'colour', value: string): string | null {
  const word = known(kind === 'type' ? TYPES : COLOURS, value);
  if (word === null) return null;
  return kind === 'type' ? `car.types.${word}` : `car.colours.${word}`;
}

/** A car type or colour in the interface language (`t` of the `common` namespace), else as it came. */
export function carWord(t: Translate, kind: 'type' | 'colour', value: string): string {
  const key = carWordKey(kind, value);
  return key === null ? value : t(key);
}

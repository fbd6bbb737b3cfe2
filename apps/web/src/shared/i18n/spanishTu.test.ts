import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The Spanish site speaks to the rider with "tú" everywhere. These are forms that only the
 * formal "usted" uses: the pronoun and imperatives of verbs a page asks the rider to do (the
 * tú forms are "elige", "selecciona", "paga", "inténtalo"…). Words that tú text also uses
 * ("puede", "le") are left out so valid text is never flagged.
 */
const USTED_WORDS = [
  'usted',
  'ustedes',
  'elija',
  'seleccione',
  'pague',
  'califique',
  'ingrese',
  'introduzca',
  'intente',
  'inténtelo',
  'espere',
  'escriba',
  'compruebe',
  'revíselo',
  'envíela',
  'contáctenos',
  'escríbanos',
  'llámenos',
  'póngase',
];

/** "su"/"sus" say "your" in usted text, but also "his/her/their" in tú text. */
const POSSESSIVES = ['su', 'sus'];

/**
 * Texts where "su"/"sus" speaks of someone other than the rider (the drivers, a category, a
 * friend, promo codes), by namespace:key and the exact phrase; any other "su"/"sus" fails.
 */
const THIRD_PERSON_POSSESSIVES: Record<string, string[]> = {
  'booking:page.lead': ['responden con sus ofertas'],
  'booking:offer.hintNoFare': ['empieza en su tarifa total'],
  'booking:pending.lead': ['Sus ofertas aparecen aquí a medida que responden'],
  'common:footer.about': ['responden con sus ofertas'],
  'home:hero.lead': ['responden con sus ofertas'],
  'home:how.steps.offers.text': ['envían su propia oferta'],
  'pages:about.sections.1.paragraphs.0': ['responden con su propia oferta'],
  'pages:about.sections.2.paragraphs.0': ['su identidad, su licencia y su vehículo antes de su'],
  'pages:services.offers.2.text': ['con su nombre y su teléfono'],
  'pages:terms.sections.4.paragraphs.1': ['tienen sus propias condiciones'],
  'pages:terms.sections.6.paragraphs.0': ['los conductores y sus vehículos'],
};

const spanishDir = join(import.meta.dirname, 'locales', 'es');

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every text of a namespace with its dotted key ("a.b.0.c"). */
function texts(value: Json, prefix = ''): [string, string][] {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value);
    return entries.flatMap(([key, child]) => texts(child, prefix ? `${prefix}.${key}` : key));
  }
  return typeof value === 'string' ? [[prefix, value]] : [];
}

const spanishTexts: [string, string][] = readdirSync(spanishDir)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .flatMap((file) => {
    const namespace = file.replace(/\.json$/, '');
    const data = JSON.parse(readFileSync(join(spanishDir, file), 'utf8')) as Json;
    return texts(data).map(([key, text]): [string, string] => [`${namespace}:${key}`, text]);
  });

/** The words of a text (letters with accents; placeholders and tags are words too, harmlessly). */
function words(text: string): string[] {
  return text.toLowerCase().match(/\p{L}+/gu) ?? [];
}

/** The usted words a text uses, after taking out its allowed third-person phrases. */
function ustedWords(id: string, text: string): string[] {
  const rest = (THIRD_PERSON_POSSESSIVES[id] ?? []).reduce(
    (remaining, phrase) => remaining.replace(phrase, ' '),
    text,
  );
  return words(rest).filter((word) => USTED_WORDS.includes(word) || POSSESSIVES.includes(word));
}

describe('Spanish texts speak to the rider with "tú"', () => {
  it('have no "usted" forms', () => {
    const found = spanishTexts
      .map(([id, text]) => ({ id, words: ustedWords(id, text) }))
      .filter((entry) => entry.words.length > 0);
    expect(found).toEqual([]);
  });

  it('flag the usted forms they were written with', () => {
    expect(ustedWords('ride:x', 'Seleccione el método de pago')).toEqual(['seleccione']);
    expect(ustedWords('ride:x', 'Su viaje ha sido cancelado.')).toEqual(['su']);
    expect(ustedWords('ride:x', 'Suba su tarifa o envíela de nuevo.')).toEqual(['su', 'envíela']);
    expect(ustedWords('cards:x', 'Cargando sus tarjetas…')).toEqual(['sus']);
    expect(ustedWords('ride:x', 'Usted ofreció')).toEqual(['usted']);
    expect(ustedWords('ride:x', 'Califique a su conductor')).toEqual(['califique', 'su']);
    expect(ustedWords('x:y', 'Elija, pague, espere e intente de nuevo.')).toEqual([
      'elija',
      'pague',
      'espere',
      'intente',
    ]);
  });

  it('leave tú texts alone', () => {
    expect(ustedWords('x:y', 'Selecciona tu método de pago y paga; puedes intentarlo.')).toEqual(
      [],
    );
    expect(ustedWords('x:y', 'Subtotal: sube tu tarifa o envíala, suscríbete.')).toEqual([]);
  });

  it.each(Object.entries(THIRD_PERSON_POSSESSIVES))(
    'allowed third-person text %s is still there',
    (id, phrases) => {
      const text = spanishTexts.find(([key]) => key === id)?.[1];
      expect(text, id).toBeDefined();
      for (const phrase of phrases) expect(text).toContain(phrase);
    },
  );
});

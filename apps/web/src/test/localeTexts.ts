import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@fairfare/contracts/languages';
import { describe, expect, it } from 'vitest';

/**
 * Test support for an app's own texts kept as locales/<lang>.json (the back office's, decision
 * 065): the same keys in en, es and fr, none empty, every placeholder of the English kept, and no
 * English left in es and fr. The English-leftover check is the one the service's texts use
 * (apps/server/src/modules/texts/sms-texts.test.ts): a translation that is the English text
 * itself, or that keeps common English words, is a leftover; brand and shared words aside.
 */
type Json = string | { [key: string]: Json };

/** Every text with its dotted key ("a.b.c"). */
export function leafTexts(value: Json, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) =>
    leafTexts(child, prefix ? `${prefix}.${key}` : key),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

/** Words spelt the same in every language: the brand, codes and units. */
const SAME_IN_EVERY_LANGUAGE = new Set(
  'fairfare ok sms otp id cad usd eur csv url totp km min utc markdown stripe'.split(' '),
);

/**
 * Common English words that are not words of Spanish or French (so never flag good text): the
 * service's list, and the words of a working screen (buttons, states, columns).
 */
const ENGLISH_WORDS = new Set(
  (
    'the your you is are expires ride driver please should must with from to at and by pay paid ' +
    'cash fare follow give booked sharing reminder someone plate declined card ' +
    'trip trips rider riders drivers search save saved cancel refund refunds sign loading could ' +
    'not yet this that these there what which who when where will would has have was were been ' +
    'nobody none any every each all some new show shows hide open close closed send sent ' +
    'add added remove removed edit delete deleted back next previous more less only also why how ' +
    'of for if it its into than then them they their our we us my his her she ' +
    'name email phone city cities status reason amount time until since after before ' +
    'review approve approved reject rejected wallet credit reply replied ' +
    'staff role rules draft published scheduled unpublish ' +
    'publish title text preview language choose chosen select selected filter filters ' +
    'download upload read unread done failed errors yes'
  ).split(/\s+/),
);

function words(text: string): string[] {
  return text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<\/?\w+>/g, ' ')
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 0 && !SAME_IN_EVERY_LANGUAGE.has(w.toLowerCase()));
}

/**
 * The English a translation kept: '(untranslated)' when it is the English text itself (unless
 * the text is `sameAsEnglish`, a word both languages share: "Total", "Date"), else its English
 * words.
 */
export function englishLeftovers(
  translated: string,
  english: string,
  sameAsEnglish: ReadonlySet<string> = new Set(),
): string[] {
  if (translated.trim() === english.trim() && words(english).length > 0) {
    return sameAsEnglish.has(english.trim()) ? [] : ['(untranslated)'];
  }
  return words(translated).filter((w) => ENGLISH_WORDS.has(w.toLowerCase()));
}

interface LocaleTextsOptions {
  /** Per language, English texts that are also right as they are (cognates, names). */
  sameAsEnglish?: Partial<Record<'es' | 'fr', readonly string[]>>;
}

/** The checks above for `folder`/locales/<lang>.json. */
export function describeLocaleTexts(
  name: string,
  folder: string,
  options: LocaleTextsOptions = {},
): void {
  const read = (language: string) =>
    JSON.parse(readFileSync(join(folder, 'locales', `${language}.json`), 'utf8')) as Json;
  const english = leafTexts(read('en'));
  describe(name, () => {
    it.each(LANGUAGES)('%s has exactly the English keys, none empty', (language) => {
      const texts = leafTexts(read(language));
      expect(texts.map(([key]) => key).sort()).toEqual(english.map(([key]) => key).sort());
      expect(texts.filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
    });

    it.each(LANGUAGES)('%s keeps every placeholder of the English text', (language) => {
      const texts = new Map(leafTexts(read(language)));
      for (const [key, text] of english) {
        expect(placeholders(texts.get(key) ?? ''), `${language} ${key}`).toEqual(
          placeholders(text),
        );
      }
    });

    it.each(['es', 'fr'] as const)('%s has no English left', (language) => {
      const texts = new Map(leafTexts(read(language)));
      const same = new Set(options.sameAsEnglish?.[language] ?? []);
      const left = english
        .map(([key, text]) => [key, englishLeftovers(texts.get(key) ?? text, text, same)] as const)
        .filter(([, found]) => found.length > 0);
      expect(left).toEqual([]);
    });
  });
}

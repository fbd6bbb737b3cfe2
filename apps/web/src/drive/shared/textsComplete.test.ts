import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@fairfare/contracts/languages';
import { describe, expect, it } from 'vitest';

/** The driver app's texts (locales/<lang>.json) have the same keys in en, es and fr, none empty. */
type Json = string | { [key: string]: Json };

function leaves(value: Json, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

const read = (language: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, 'locales', `${language}.json`), 'utf8'),
  ) as Json;
const english = leaves(read('en'));
/** Placeholders a text fills in ({{name}}, {{date, datetime(…)}}): a translation keeps each. */
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe("the driver app's texts", () => {
  it.each(LANGUAGES)('%s has exactly the English keys, none empty', (language) => {
    const texts = leaves(read(language));
    expect(texts.map(([key]) => key).sort()).toEqual(english.map(([key]) => key).sort());
    expect(texts.filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it.each(LANGUAGES)('%s keeps every placeholder of the English text', (language) => {
    const texts = new Map(leaves(read(language)));
    for (const [key, text] of english) {
      expect(placeholders(texts.get(key) ?? ''), `${language} ${key}`).toEqual(placeholders(text));
    }
  });
});

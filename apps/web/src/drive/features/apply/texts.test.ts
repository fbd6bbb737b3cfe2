import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@fairfare/contracts/languages';

/** The application's texts (locales/<lang>.json) have the same keys in en, es and fr, none empty. */
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
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe("the application's texts", () => {
  it.each(LANGUAGES)(
    '%s has exactly the English keys, none empty, the same placeholders',
    (language) => {
      const texts = new Map(leaves(read(language)));
      expect([...texts.keys()].sort()).toEqual(english.map(([key]) => key).sort());
      for (const [key, text] of english) {
        expect(texts.get(key)?.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(texts.get(key) ?? ''), `${language} ${key}`).toEqual(
          placeholders(text),
        );
      }
    },
  );
});

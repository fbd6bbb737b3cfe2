import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@fairfare/contracts/languages';
import { describe, expect, it } from 'vitest';

/**
 * Test support: the texts of a folder's locales/<lang>.json have the same keys in en, es and fr,
 * none empty, and each keeps every placeholder of the English text ({{name}}, {{date, …}}).
 */
type Json = string | { [key: string]: Json };

function leaves(value: Json, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

export function describeLocaleCompleteness(name: string, folder: string): void {
  const read = (language: string) =>
    JSON.parse(readFileSync(join(folder, 'locales', `${language}.json`), 'utf8')) as Json;
  const english = leaves(read('en'));
  describe(name, () => {
    it.each(LANGUAGES)('%s has exactly the English keys, none empty', (language) => {
      const texts = leaves(read(language));
      expect(texts.map(([key]) => key).sort()).toEqual(english.map(([key]) => key).sort());
      expect(texts.filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
    });

    it.each(LANGUAGES)('%s keeps every placeholder of the English text', (language) => {
      const texts = new Map(leaves(read(language)));
      for (const [key, text] of english) {
        expect(placeholders(texts.get(key) ?? ''), `${language} ${key}`).toEqual(
          placeholders(text),
        );
      }
    });
  });
}

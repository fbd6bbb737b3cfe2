import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@fairfare/contracts/messages';
import { LANGUAGES } from '@fairfare/contracts/languages';
import { describe, expect, it } from 'vitest';

/**
 * Every namespace has the same keys in en, es and fr. English server messages come from the
 * contracts package (`messages`), so es and fr `messages` files are checked against its keys.
 */
const localesDir = join(import.meta.dirname, 'locales');

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Dotted paths of every leaf ("a.b.0.c"); arrays contribute their indexes. */
function leafKeys(value: Json, prefix = ''): string[] {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value);
    return entries.flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

function readNamespace(language: string, namespace: string): Json | undefined {
  try {
    return JSON.parse(
      readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8'),
    ) as Json;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

const namespaces = [
  ...new Set(
    LANGUAGES.flatMap((language) =>
      readdirSync(join(localesDir, language))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.replace(/\.json$/, '')),
    ),
  ),
].sort();

function referenceKeys(namespace: string): string[] {
  if (namespace === 'messages') return Object.keys(messages).sort();
  const english = readNamespace('en', namespace);
  if (english === undefined) throw new Error(`locales/en/${namespace}.json is missing`);
  return leafKeys(english).sort();
}

function emptyValues(value: Json, prefix = ''): string[] {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value);
    return entries.flatMap(([key, child]) => emptyValues(child, prefix ? `${prefix}.${key}` : key));
  }
  return typeof value === 'string' && value.trim() === '' ? [prefix] : [];
}

describe('translations', () => {
  it('include the namespaces of the site shell', () => {
    expect(namespaces).toEqual(
      expect.arrayContaining(['common', 'home', 'pages', 'notFound', 'messages']),
    );
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const languages = namespace === 'messages' ? LANGUAGES.filter((l) => l !== 'en') : LANGUAGES;

    it.each(languages)('%s has exactly the reference keys', (language) => {
      const data = readNamespace(language, namespace);
      expect(data, `locales/${language}/${namespace}.json`).toBeDefined();
      expect(leafKeys(data!).sort()).toEqual(referenceKeys(namespace));
    });

    it.each(languages)('%s has no empty text', (language) => {
      const data = readNamespace(language, namespace);
      expect(data === undefined ? [] : emptyValues(data)).toEqual([]);
    });
  });
});

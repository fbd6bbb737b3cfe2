import { describe, expect, it } from 'vitest';
import { pageLanguage } from './language.ts';

describe('the language a page is rendered in', () => {
  it("is the switcher's cookie, whatever the browser says", () => {
    expect(pageLanguage('es', 'fr-FR,fr;q=0.9')).toBe('es');
    expect(pageLanguage('fr', undefined)).toBe('fr');
  });

  it("without a cookie, is the browser's first language the site speaks", () => {
    expect(pageLanguage(undefined, 'es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(pageLanguage(undefined, 'de-DE,de;q=0.9,fr;q=0.7,en;q=0.5')).toBe('fr');
    expect(pageLanguage(undefined, 'en;q=0.4, fr;q=0.8')).toBe('fr');
    expect(pageLanguage(undefined, 'FR-ca')).toBe('fr');
  });

  it('refuses a language the browser gives q=0, and an unknown cookie', () => {
    expect(pageLanguage(undefined, 'es;q=0, en;q=0.1')).toBe('en');
    expect(pageLanguage('de', 'es')).toBe('es');
    expect(pageLanguage('<script>', undefined)).toBe('en');
  });

  it('is English when nothing says otherwise', () => {
    expect(pageLanguage(undefined, undefined)).toBe('en');
    expect(pageLanguage(undefined, '')).toBe('en');
    expect(pageLanguage(undefined, 'de, ja;q=0.5, *;q=0.1')).toBe('en');
  });
});

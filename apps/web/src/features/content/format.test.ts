import { describe, expect, it, vi } from 'vitest';
import { stubBrowserTimeZone } from '../../test/timeZone';
import { apiLanguage, formatPostDate, pageCount, parsePage, toParagraphs } from './format';

describe('content display rules', () => {
  it('splits a plain-text body into paragraphs on blank lines', () => {
    expect(toParagraphs('First line\nstill first.\n\nSecond.\r\n\r\n  \n\nThird.  ')).toEqual([
      'First line\nstill first.',
      'Second.',
      'Third.',
    ]);
    expect(toParagraphs('   ')).toEqual([]);
  });

  it('reads the page from the query, falling back to 1', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage('2')).toBe(2);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-3')).toBe(1);
    expect(parsePage('two')).toBe(1);
    expect(parsePage('1.5')).toBe(1);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
  });

  it('formats dates in the interface language', () => {
    const date = Date.UTC(2024, 2, 4, 12);
    expect(formatPostDate(date, 'en')).toBe('March 4, 2024');
    expect(formatPostDate(date, 'es')).toBe('4 de marzo de 2024');
    expect(formatPostDate(date, 'fr')).toBe('4 mars 2024');
  });

  it("writes the same date whatever the reader's time zone (the service renders it too)", () => {
    const lateEvening = Date.UTC(2024, 2, 4, 23, 30);
    for (const zone of ['UTC', 'America/Toronto', 'Asia/Tokyo']) {
      stubBrowserTimeZone(zone);
      expect(formatPostDate(lateEvening, 'en'), zone).toBe('March 4, 2024');
      vi.unstubAllGlobals();
    }
  });

  it('maps the interface language to an API language', () => {
    expect(apiLanguage('es')).toBe('es');
    expect(apiLanguage('fr-CA')).toBe('fr');
    expect(apiLanguage('de')).toBe('en');
    expect(apiLanguage(undefined)).toBe('en');
  });
});

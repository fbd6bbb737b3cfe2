import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateText, numberText, recordTexts, regionText, seedTexts } from './intlText';

const CAD = { style: 'currency', currency: 'CAD' } as const;
const LONG_UTC = { dateStyle: 'long', timeZone: 'UTC' } as const;

afterEach(() => {
  seedTexts({});
  vi.restoreAllMocks();
});

describe('texts formatted with Intl (issue 12)', () => {
  it('formats as Intl does, in the language asked', () => {
    expect(numberText('fr', CAD, 3.5)).toBe(new Intl.NumberFormat('fr', CAD).format(3.5));
    expect(dateText('es', LONG_UTC, Date.UTC(2024, 4, 12))).toBe('12 de mayo de 2024');
    expect(regionText('es', 'CA')).toBe('Canadá');
  });

  it('makes one formatter per language and options, not one per value', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    const options = { maximumFractionDigits: 1 };
    numberText('de', options, 1.25);
    numberText('de', options, 2.5);
    numberText('de', options, 7);
    expect(made).toHaveBeenCalledTimes(1);
    numberText('it', options, 7);
    expect(made).toHaveBeenCalledTimes(2);
  });

  it('takes the texts a rendered page arrived with, without formatting them again', () => {
    const rendered = recordTexts(() => [numberText('es', CAD, 8), dateText('fr', LONG_UTC, 0)]);
    seedTexts(rendered.texts);
    const formatted = vi.spyOn(
      Intl.NumberFormat.prototype as { readonly format: unknown },
      'format',
      'get',
    );
    const dated = vi.spyOn(
      Intl.DateTimeFormat.prototype as { readonly format: unknown },
      'format',
      'get',
    );
    const again = [numberText('es', CAD, 8), dateText('fr', LONG_UTC, 0)];
    expect(formatted).not.toHaveBeenCalled();
    expect(dated).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    expect(again).toEqual(rendered.result);
    expect(again[1]).toBe('1 janvier 1970');
    // another value, or the same in another language, is formatted as usual
    expect(numberText('es', CAD, 9)).toBe(new Intl.NumberFormat('es', CAD).format(9));
    expect(numberText('en', CAD, 8)).toBe('CA$8.00');
  });

  it('shows the text as the page had it, whatever this ICU would say', () => {
    seedTexts({ 'n|en|{"style":"currency","currency":"CAD"}|8': 'CAD 8.00' });
    expect(numberText('en', CAD, 8)).toBe('CAD 8.00');
  });

  it('records only what is formatted during the render, each text once', () => {
    numberText('en', CAD, 1);
    const { result, texts } = recordTexts(() => {
      regionText('fr', 'MX');
      return [numberText('en', CAD, 2), numberText('en', CAD, 2)];
    });
    numberText('en', CAD, 3);
    expect(result).toEqual(['CA$2.00', 'CA$2.00']);
    expect(texts).toEqual({
      'r|fr|region|MX': 'Mexique',
      'n|en|{"style":"currency","currency":"CAD"}|2': 'CA$2.00',
    });
  });

  it('keeps what Intl throws for an unknown currency, for the caller to fall back', () => {
    expect(() => numberText('en', { style: 'currency', currency: 'NOPE!' }, 1)).toThrow(RangeError);
  });

  it('ignores page texts that are not strings', () => {
    seedTexts({ 'n|en|{}|5': 5, 'n|en|{}|6': 'six' });
    expect(numberText('en', {}, 5)).toBe('5');
    expect(numberText('en', {}, 6)).toBe('six');
    seedTexts(null);
    expect(numberText('en', {}, 6)).toBe('6');
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import { formatNumber, useFormatNumber } from './useFormatNumber';

/** French groups thousands with a narrow no-break space. */
const NNBSP = '\u202f';

afterEach(async () => {
  await changeLanguage('en');
});

describe('formatNumber', () => {
  it.each([
    ['en', '3.48', '4.0', '8.00', '1,234.5'],
    ['es', '3,48', '4,0', '8,00', '1234,5'],
    ['fr', '3,48', '4,0', '8,00', `1${NNBSP}234,5`],
  ])('writes numbers the %s way', (language, km, rating, amount, plain) => {
    expect(formatNumber(3.48, language, 'km')).toBe(km);
    expect(formatNumber(4, language, 'rating')).toBe(rating);
    expect(formatNumber(8, language, 'amount')).toBe(amount);
    expect(formatNumber(1234.5, language)).toBe(plain);
  });

  it('keeps at most two decimals of a distance and one of a rating', () => {
    expect(formatNumber(3.456, 'es', 'km')).toBe('3,46');
    expect(formatNumber(12, 'fr', 'km')).toBe('12');
    expect(formatNumber(4.56, 'fr', 'rating')).toBe('4,6');
  });

  it('takes Intl options too, and falls back to the plain number on bad ones', () => {
    expect(formatNumber(1.82, 'es', { style: 'unit', unit: 'kilometer' })).toBe('1,82 km');
    expect(formatNumber(1.5, 'es', { style: 'unit', unit: 'no-such-unit' })).toBe('1.5');
  });
});

describe('useFormatNumber', () => {
  it('follows the interface language', async () => {
    const { result } = renderHook(() => useFormatNumber());
    expect(result.current(3.48, 'km')).toBe('3.48');

    await act(() => changeLanguage('es'));
    expect(result.current(3.48, 'km')).toBe('3,48');

    await act(() => changeLanguage('fr'));
    expect(result.current(4.5, 'rating')).toBe('4,5');
    expect(result.current(2500)).toBe(`2${NNBSP}500`);
  });
});

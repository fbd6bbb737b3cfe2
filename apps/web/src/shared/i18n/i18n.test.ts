import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, translateApiMessage } from './i18n';

afterEach(async () => {
  await changeLanguage('en');
});

describe('translateApiMessage', () => {
  it.each([
    ['en', 'Please enter an amount greater than or equal to 8.5'],
    ['es', 'Introduce un importe mayor o igual a 8,5'],
  ] as const)('writes number values the %s way', async (language, text) => {
    await changeLanguage(language);
    expect(translateApiMessage('ride.counterTooLow', 'fallback', { min: 8.5 })).toBe(text);
  });

  it('writes whole numbers as they are and keeps text values', async () => {
    await changeLanguage('fr');
    expect(translateApiMessage('payment.topUpRange', 'fallback', { min: 5, max: 500 })).toMatch(
      /\b5\b.*\b500\b/,
    );
    expect(translateApiMessage('payment.saveFailed', 'fallback', { error: 'Déclinée' })).toContain(
      'Déclinée',
    );
  });

  it('gives the server text back for a key it does not know', () => {
    expect(translateApiMessage('no.such.key', 'Server text', { min: 1.5 })).toBe('Server text');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { ApiError } from './client';
import { errorText, isUnauthorized } from './errorText';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('errorText', () => {
  it("translates the server's message key, and keeps its English text for an unknown key", async () => {
    await i18n.changeLanguage('es');
    const known = new ApiError(400, 'Trip is not valid.', 'booking.tripNotValid');
    expect(errorText(known)).toBe('El viaje no es válido.');
    expect(errorText(new ApiError(400, 'Something new.', 'no.such.key'))).toBe('Something new.');
  });

  it('gives the fallback, else the generic error, for anything else', () => {
    expect(errorText(new TypeError('Failed to fetch'), 'Could not send.')).toBe('Could not send.');
    expect(errorText(new TypeError('Failed to fetch'))).toBe(
      i18n.t('error.internal', { ns: 'messages' }),
    );
  });

  it('tells a 401 apart', () => {
    expect(isUnauthorized(new ApiError(401, 'Unauthorized'))).toBe(true);
    expect(isUnauthorized(new ApiError(403, 'Forbidden'))).toBe(false);
    expect(isUnauthorized(new Error('x'))).toBe(false);
  });
});

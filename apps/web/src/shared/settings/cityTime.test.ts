import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserTimeZone } from '../../test/timeZone';
import { cityTzOffset, formatCityDateTime } from './cityTime';

afterEach(() => {
  vi.unstubAllGlobals();
});

const cities = [
  { city_id: 14, tz_offset: -5 },
  { city_id: 20, tz_offset: 5.5 },
];

describe('cityTzOffset', () => {
  it("takes the service's setting first, as the booking screens do", () => {
    expect(cityTzOffset(-4, cities, 20)).toBe(-4);
    expect(cityTzOffset(0, cities, 20)).toBe(0);
  });

  it("takes the city's own offset without a setting, else UTC", () => {
    expect(cityTzOffset(undefined, cities, 20)).toBe(5.5);
    expect(cityTzOffset(undefined, cities, 99)).toBe(0);
    expect(cityTzOffset(undefined, undefined, 14)).toBe(0);
    expect(cityTzOffset(undefined, cities, undefined)).toBe(0);
  });
});

describe('formatCityDateTime', () => {
  const when = Date.UTC(2030, 0, 2, 15, 0);

  it("shows the city's wall-clock time whatever the browser's time zone", () => {
    stubBrowserTimeZone('Pacific/Auckland'); // UTC+13 in January
    expect(formatCityDateTime(when, -5, 'en', { timeStyle: 'short' })).toBe('10:00 AM');
    expect(formatCityDateTime(when, -5, 'fr', { timeStyle: 'short' })).toBe('10:00');
    expect(formatCityDateTime(when, 5.5, 'es', { timeStyle: 'short' })).toBe('20:30');
    expect(formatCityDateTime(when, 10, 'en')).toBe('Jan 3, 2030, 1:00 AM');
  });

  it('falls back to YYYY-MM-DD HH:mm when the language cannot be formatted', () => {
    expect(formatCityDateTime(when, -5, 'not a language')).toBe('2030-01-02 10:00');
  });
});

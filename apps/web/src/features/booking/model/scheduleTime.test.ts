import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cityLocalToEpoch, epochToCityLocal, formatCityTime } from './scheduleTime';

describe('the city wall-clock time of a scheduled ride', () => {
  it('reads the typed time in the city offset, whatever the device zone', () => {
    // 10:00 in London, Ontario (UTC−5) is 15:00 UTC
    expect(cityLocalToEpoch('2030-01-02T10:00', -5)).toBe(Date.UTC(2030, 0, 2, 15, 0));
    expect(cityLocalToEpoch('2030-01-02T10:00', 5.5)).toBe(Date.UTC(2030, 0, 2, 4, 30));
    expect(cityLocalToEpoch('2030-01-02T10:00:30', 0)).toBe(Date.UTC(2030, 0, 2, 10, 0, 30));
  });

  it('refuses what is not a real date and time', () => {
    for (const value of [
      '',
      'tomorrow',
      '2030-02-30T10:00',
      '2030-13-01T10:00',
      '2030-01-01T24:00',
      '2030-01-01',
    ]) {
      expect(cityLocalToEpoch(value, -5), value).toBeNull();
    }
  });

  it('writes an instant as the city wall clock', () => {
    expect(epochToCityLocal(Date.UTC(2030, 0, 2, 15, 0), -5)).toBe('2030-01-02T10:00');
    expect(epochToCityLocal(Date.UTC(2030, 0, 1, 2, 5), -5)).toBe('2029-12-31T21:05');
  });

  it('round-trips every minute in every offset', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(-12, -5, -3.5, 0, 1, 5.5, 14),
        (minutes, offset) => {
          const epoch = Date.UTC(2024, 0, 1) + minutes * 60_000;
          expect(cityLocalToEpoch(epochToCityLocal(epoch, offset), offset)).toBe(epoch);
        },
      ),
    );
  });

  it('shows a pickup time in the city time and the interface language', () => {
    const epoch = Date.UTC(2030, 0, 2, 15, 0);
    expect(formatCityTime(epoch, -5, 'en')).toMatch(/January 2, 2030.*10:00/);
    expect(formatCityTime(epoch, -5, 'fr')).toMatch(/2 janvier 2030.*10:00/);
  });
});

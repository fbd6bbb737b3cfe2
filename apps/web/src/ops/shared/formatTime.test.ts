import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { stubBrowserTimeZone } from '../../test/timeZone';
import { cityOffset, dayEnd, dayStart, formatTime, setCityZones, zoneName } from './formatTime';

afterEach(() => setCityZones([]));

// 15:37 in London, Ontario (UTC−5) on 28 November 2026.
const AT = Date.UTC(2026, 10, 28, 20, 37);

describe('times of the back office', () => {
  it('show in the city’s zone whatever the browser’s, as the rider’s receipt does', () => {
    stubBrowserTimeZone('Asia/Tokyo');
    setCityZones([
      { city_id: 14, tz_offset: -5 },
      { city_id: 16, tz_offset: -5 },
    ]);
    expect(formatTime(AT, cityOffset(14))).toBe('Nov 28, 2026, 3:37 p.m.');
    // a time of no city shows in the zone the cities share, unnamed: they do not differ
    expect(formatTime(AT)).toBe('Nov 28, 2026, 3:37 p.m.');
  });

  it('name their zone where the cities’ zones differ', () => {
    setCityZones([
      { city_id: 14, tz_offset: -5 },
      { city_id: 16, tz_offset: -5 },
      { city_id: 40, tz_offset: 5.5 },
    ]);
    expect(formatTime(AT, cityOffset(14))).toBe('Nov 28, 2026, 3:37 p.m. UTC−5');
    expect(formatTime(AT, cityOffset(40))).toBe('Nov 29, 2026, 2:07 a.m. UTC+5:30');
    expect(formatTime(AT)).toBe('Nov 28, 2026, 3:37 p.m. UTC−5');
    expect(zoneName(0)).toBe('UTC');
  });

  it('are written the way of the staff member’s language (decision 065)', async () => {
    setCityZones([{ city_id: 14, tz_offset: -5 }]);
    await i18n.changeLanguage('fr');
    try {
      expect(formatTime(AT, cityOffset(14))).toBe(
        new Intl.DateTimeFormat('fr-CA', {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'America/Toronto',
        }).format(AT),
      );
      expect(formatTime(AT, cityOffset(14))).toMatch(/^28 nov\. 2026/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('read a filter’s days in that zone: a day is its midnight to the next', () => {
    setCityZones([{ city_id: 14, tz_offset: -5 }]);
    expect(dayStart('2026-11-28')).toBe(Date.UTC(2026, 10, 28, 5));
    expect(dayEnd('2026-11-28')).toBe(Date.UTC(2026, 10, 29, 5));
    expect(dayStart('')).toBeUndefined();
  });
});

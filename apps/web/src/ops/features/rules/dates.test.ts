import { describe, expect, it } from 'vitest';
import { stubBrowserTimeZone } from '../../../test/timeZone';
import { dayOf } from '../../shared/formatTime';
import { fromDateValue } from './dates';

describe('date fields', () => {
  it('read back the day they show; a promo ends at the last millisecond of its last day', () => {
    const start = fromDateValue('2026-12-01', 0);
    expect(start).toBe(Date.UTC(2026, 11, 1));
    expect(dayOf(start, 0)).toBe('2026-12-01');
    const end = fromDateValue('2026-12-31', 0, true);
    expect(dayOf(end, 0)).toBe('2026-12-31');
    expect(end + 1).toBe(Date.UTC(2027, 0, 1));
    expect(fromDateValue('', 0)).toBeNaN();
  });

  it('are days of the city’s zone, whatever the browser’s (decision 065)', () => {
    stubBrowserTimeZone('Asia/Tokyo');
    // London, Ontario (UTC−5): 1 December starts at 05:00 UTC and ends before the next 05:00
    expect(fromDateValue('2026-12-01', -5)).toBe(Date.UTC(2026, 11, 1, 5));
    expect(fromDateValue('2026-12-01', -5, true)).toBe(Date.UTC(2026, 11, 2, 5) - 1);
    // 23:30 on 30 November in London is already 1 December in UTC and in Tokyo
    expect(dayOf(Date.UTC(2026, 11, 1, 4, 30), -5)).toBe('2026-11-30');
    expect(dayOf(Date.UTC(2026, 11, 1, 5), -5)).toBe('2026-12-01');
    expect(dayOf(Date.UTC(2026, 11, 31, 20), 5.5)).toBe('2027-01-01');
  });
});

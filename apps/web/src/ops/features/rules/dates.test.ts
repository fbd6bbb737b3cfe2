import { describe, expect, it } from 'vitest';
import { fromDateValue, toDateValue } from './dates';

describe('date fields', () => {
  it('read back the day they show; a promo ends at the last millisecond of its last day', () => {
    const start = fromDateValue('2026-12-01');
    expect(start).toBe(new Date(2026, 11, 1).getTime());
    expect(toDateValue(start)).toBe('2026-12-01');
    const end = fromDateValue('2026-12-31', true);
    expect(toDateValue(end)).toBe('2026-12-31');
    expect(end + 1).toBe(new Date(2027, 0, 1).getTime());
    expect(fromDateValue('')).toBeNaN();
  });
});

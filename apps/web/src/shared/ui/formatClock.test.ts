import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClock, formatUtcOffset } from './formatClock';

const at = (iso: string) => new Date(iso);

describe('formatClock', () => {
  it('shows UTC as YYYY-MM-DD HH:mm:ss, 24-hour and zero-padded', () => {
    expect(formatClock(at('2024-03-05T07:08:09Z'), 0)).toBe('2024-03-05 07:08:09');
    expect(formatClock(at('2024-12-31T23:59:59Z'), 0)).toBe('2024-12-31 23:59:59');
    expect(formatClock(at('2024-01-01T00:00:00Z'), 0)).toBe('2024-01-01 00:00:00');
    expect(formatClock(at('2024-06-15T13:00:00Z'), 0)).toBe('2024-06-15 13:00:00');
  });

  it('shifts by whole negative and positive offsets', () => {
    expect(formatClock(at('2024-06-15T13:30:00Z'), -5)).toBe('2024-06-15 08:30:00');
    expect(formatClock(at('2024-06-15T13:30:00Z'), 9)).toBe('2024-06-15 22:30:00');
    expect(formatClock(at('2024-06-15T13:30:00Z'), 14)).toBe('2024-06-16 03:30:00');
    expect(formatClock(at('2024-06-15T13:30:00Z'), -12)).toBe('2024-06-15 01:30:00');
  });

  it('shifts by half- and quarter-hour offsets', () => {
    expect(formatClock(at('2024-06-15T13:00:00Z'), 5.5)).toBe('2024-06-15 18:30:00');
    expect(formatClock(at('2024-06-15T13:00:00Z'), -3.5)).toBe('2024-06-15 09:30:00');
    expect(formatClock(at('2024-06-15T13:00:00Z'), 5.75)).toBe('2024-06-15 18:45:00');
    expect(formatClock(at('2024-06-15T00:10:00Z'), -0.5)).toBe('2024-06-14 23:40:00');
  });

  it('rolls over days, months and years both ways', () => {
    expect(formatClock(at('2024-12-31T22:00:00Z'), 3)).toBe('2025-01-01 01:00:00');
    expect(formatClock(at('2025-01-01T02:00:00Z'), -5)).toBe('2024-12-31 21:00:00');
    expect(formatClock(at('2024-02-28T23:30:00Z'), 1)).toBe('2024-02-29 00:30:00'); // leap year
    expect(formatClock(at('2023-02-28T23:30:00Z'), 1)).toBe('2023-03-01 00:30:00');
    expect(formatClock(at('2024-03-01T00:15:00Z'), -0.5)).toBe('2024-02-29 23:45:00');
    expect(formatClock(at('2024-04-30T20:00:00Z'), 5.5)).toBe('2024-05-01 01:30:00');
  });

  it('always has the fixed shape, and agrees with the ISO form of the shifted instant', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-02Z'),
          max: new Date('9999-12-30Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -48, max: 56 }).map((q) => q / 4),
        (date, offset) => {
          const text = formatClock(date, offset);
          expect(text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
          const shifted = new Date(date.getTime() + offset * 3_600_000).toISOString();
          expect(text).toBe(shifted.slice(0, 19).replace('T', ' '));
        },
      ),
    );
  });
});

describe('formatUtcOffset', () => {
  it('writes the offset as ±HH:MM', () => {
    expect(formatUtcOffset(0)).toBe('+00:00');
    expect(formatUtcOffset(-5)).toBe('-05:00');
    expect(formatUtcOffset(5.5)).toBe('+05:30');
    expect(formatUtcOffset(-3.5)).toBe('-03:30');
    expect(formatUtcOffset(14)).toBe('+14:00');
  });
});

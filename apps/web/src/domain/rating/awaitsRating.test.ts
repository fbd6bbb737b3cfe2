import { describe, expect, it } from 'vitest';
import { awaitsRating } from './awaitsRating';

const NOW = Date.UTC(2030, 0, 5, 12);
const HOUR = 3_600_000;
const recent = NOW - HOUR;

describe('awaitsRating', () => {
  it('is true for a completed trip not rated yet, and only then', () => {
    expect(
      awaitsRating({ trip_status: 'completed', trip_rating: null, trip_date: recent }, NOW),
    ).toBe(true);
    expect(
      awaitsRating({ trip_status: 'completed', trip_rating: 4.5, trip_date: recent }, NOW),
    ).toBe(false);
    expect(awaitsRating({ trip_status: 'cancel', trip_rating: null, trip_date: recent }, NOW)).toBe(
      false,
    );
    expect(
      awaitsRating({ trip_status: 'p_cancel_drop', trip_rating: null, trip_date: recent }, NOW),
    ).toBe(false);
  });

  it('only within 72 hours of the ride (the service refuses after)', () => {
    const trip = { trip_status: 'completed', trip_rating: null } as const;
    expect(awaitsRating({ ...trip, trip_date: NOW - 72 * HOUR }, NOW)).toBe(true);
    expect(awaitsRating({ ...trip, trip_date: NOW - 72 * HOUR - 1 }, NOW)).toBe(false);
  });
});

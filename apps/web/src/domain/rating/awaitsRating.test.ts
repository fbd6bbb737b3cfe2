import { describe, expect, it } from 'vitest';
import { awaitsRating } from './awaitsRating';

describe('awaitsRating', () => {
  it('is true for a completed trip not rated yet, and only then', () => {
    expect(awaitsRating({ trip_status: 'completed', trip_rating: null })).toBe(true);
    expect(awaitsRating({ trip_status: 'completed', trip_rating: 4.5 })).toBe(false);
    expect(awaitsRating({ trip_status: 'cancel', trip_rating: null })).toBe(false);
    expect(awaitsRating({ trip_status: 'p_cancel_drop', trip_rating: null })).toBe(false);
  });
});

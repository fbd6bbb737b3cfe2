import { describe, expect, it } from 'vitest';
import { nextDriverRating, ratingRefusal } from './rules.ts';

describe('the driver rating average', () => {
  it('is (old × count + new) / (count + 1), and the count goes up by one', () => {
    expect(nextDriverRating({ d_rating: 4.5, d_rating_count: 10 }, 4.5)).toEqual({
      d_rating: 4.5,
      d_rating_count: 11,
    });
    expect(nextDriverRating({ d_rating: 4, d_rating_count: 3 }, 5)).toEqual({
      d_rating: 4.25,
      d_rating_count: 4,
    });
    expect(nextDriverRating({ d_rating: 3, d_rating_count: 1 }, 0.5)).toEqual({
      d_rating: 1.75,
      d_rating_count: 2,
    });
  });

  it('keeps 2 decimals', () => {
    // (4.2 × 10 + 4.5) / 11 = 4.22727…
    expect(nextDriverRating({ d_rating: 4.2, d_rating_count: 10 }, 4.5).d_rating).toBe(4.23);
    // (5 × 2 + 4.5) / 3 = 4.8333…
    expect(nextDriverRating({ d_rating: 5, d_rating_count: 2 }, 4.5).d_rating).toBe(4.83);
    // (4.45 × 1 + 4) / 2 = 4.225 exactly in decimal: rounds half up.
    expect(nextDriverRating({ d_rating: 4.45, d_rating_count: 1 }, 4).d_rating).toBe(4.23);
  });

  it("takes the first rating as it is, whatever the unrated driver's stored average", () => {
    expect(nextDriverRating({ d_rating: 0, d_rating_count: 0 }, 3.5)).toEqual({
      d_rating: 3.5,
      d_rating_count: 1,
    });
    expect(nextDriverRating({ d_rating: 4.9, d_rating_count: 0 }, 2)).toEqual({
      d_rating: 2,
      d_rating_count: 1,
    });
  });

  it('stays within the rating scale', () => {
    for (let count = 0; count < 50; count += 7) {
      for (const rating of [0.5, 1, 2.5, 5]) {
        const next = nextDriverRating({ d_rating: 5, d_rating_count: count }, rating);
        expect(next.d_rating).toBeGreaterThanOrEqual(0.5);
        expect(next.d_rating).toBeLessThanOrEqual(5);
      }
    }
  });
});

describe('ratingRefusal', () => {
  const NOW = 1_900_000_000_000;
  const done = { trip_status: 'completed', trip_rating: null, trip_date: NOW - 3_600_000 };

  it('lets a completed, unrated trip be rated within 72 hours of the ride, once', () => {
    expect(ratingRefusal(done, NOW)).toBeNull();
    expect(ratingRefusal({ ...done, trip_date: NOW - 72 * 3_600_000 }, NOW)).toBeNull();
    expect(ratingRefusal({ ...done, trip_date: NOW - 72 * 3_600_000 - 1 }, NOW)).toEqual({
      key: 'rating.windowClosed',
      params: { hours: 72 },
    });
    expect(ratingRefusal({ ...done, trip_rating: 4 }, NOW)?.key).toBe('rating.alreadyRated');
    expect(ratingRefusal({ ...done, trip_status: 'begin' }, NOW)?.key).toBe('error.conflict');
  });
});

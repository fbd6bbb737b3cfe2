import { describe, expect, it } from 'vitest';
import {
  countdownRemainingMs,
  cutName,
  etaMinutes,
  formatCountdown,
  formatRating,
  ratingColour,
  showsCountdown,
} from './display';

describe('cutName', () => {
  it('keeps names of up to 12 characters', () => {
    expect(cutName('Alexandra')).toBe('Alexandra');
    expect(cutName('Abcdefghijkl')).toBe('Abcdefghijkl');
  });
  it('cuts longer names at 12 characters and adds an ellipsis', () => {
    expect(cutName('Abcdefghijklm')).toBe('Abcdefghijkl…');
    expect(cutName('Maximilian Oberstein')).toBe('Maximilian O…');
  });
  it('counts characters, not UTF-16 units', () => {
    expect(cutName('😀😀😀😀😀😀😀😀😀😀😀😀😀')).toBe('😀😀😀😀😀😀😀😀😀😀😀😀…');
  });
});

describe('ratingColour', () => {
  it.each([
    [5, 'green'],
    [4, 'green'],
    [3.99, 'amber'],
    [3, 'amber'],
    [2.99, 'orange'],
    [0, 'orange'],
  ] as const)('%s → %s', (rating, colour) => {
    expect(ratingColour(rating)).toBe(colour);
  });
  it('formats with one decimal, in the interface language', () => {
    expect(formatRating(4.456, 'en')).toBe('4.5');
    expect(formatRating(3, 'en')).toBe('3.0');
    expect(formatRating(4.456, 'es')).toBe('4,5');
    expect(formatRating(3, 'fr')).toBe('3,0');
  });
});

describe('etaMinutes', () => {
  it('is at least 1 minute, rounded up', () => {
    expect(etaMinutes(0)).toBe(1);
    expect(etaMinutes(0.2)).toBe(1);
    expect(etaMinutes(1)).toBe(1);
    expect(etaMinutes(4.1)).toBe(5);
  });
  it('is null when unknown', () => {
    expect(etaMinutes(null)).toBeNull();
    expect(etaMinutes(Number.NaN)).toBeNull();
  });
});

describe('countdown', () => {
  it('counts from tm_acc plus the timer minutes', () => {
    expect(countdownRemainingMs(1_000, 5, 1_000)).toBe(300_000);
    expect(countdownRemainingMs(1_000, 5, 301_000)).toBe(0);
    expect(countdownRemainingMs(1_000, 5, 999_999)).toBe(0);
  });
  it('formats as mm:ss, rounding up', () => {
    expect(formatCountdown(300_000)).toBe('05:00');
    expect(formatCountdown(61_001)).toBe('01:02');
    expect(formatCountdown(999)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(100 * 60_000)).toBe('100:00');
  });
  it('shows only for rides now that have not begun', () => {
    const trip = { is_ride_later: 0, trip_status: 'accept', tm_acc: 1 };
    expect(showsCountdown(trip)).toBe(true);
    expect(showsCountdown({ ...trip, trip_status: 'begin' })).toBe(false);
    expect(showsCountdown({ ...trip, is_ride_later: 1 })).toBe(false);
    expect(showsCountdown({ ...trip, tm_acc: null })).toBe(false);
  });
});

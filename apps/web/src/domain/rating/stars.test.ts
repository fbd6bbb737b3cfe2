import { describe, expect, it } from 'vitest';
import { STAR_STEPS, starFill } from './stars';

describe('stars', () => {
  it('has ten half steps from 0.5 to 5', () => {
    expect(STAR_STEPS).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
  });

  it('fills whole and half stars', () => {
    expect([1, 2, 3, 4, 5].map((star) => starFill(3.5, star))).toEqual([
      'full',
      'full',
      'full',
      'half',
      'empty',
    ]);
    expect(starFill(0, 1)).toBe('empty');
    expect(starFill(5, 5)).toBe('full');
  });
});

import { describe, expect, it } from 'vitest';
import { constantNumber } from './constants.ts';

describe('constants', () => {
  const list = [
    { constant_id: 43, constant_key: 'driver_radius', constant_value: '5' },
    { constant_id: 2, constant_key: 'tz_offset', constant_value: '-4.5' },
    { constant_id: 9, constant_key: 'blank', constant_value: ' ' },
    { constant_id: 8, constant_key: 'word', constant_value: 'five' },
  ];

  it('finds a numeric constant by key', () => {
    expect(constantNumber(list, 'driver_radius')).toBe(5);
    expect(constantNumber(list, 'tz_offset')).toBe(-4.5);
  });

  it('gives undefined for a missing, blank or non-numeric value', () => {
    expect(constantNumber(list, 'timer_value')).toBeUndefined();
    expect(constantNumber(list, 'blank')).toBeUndefined();
    expect(constantNumber(list, 'word')).toBeUndefined();
  });
});

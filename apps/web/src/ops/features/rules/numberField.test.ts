import { describe, expect, it } from 'vitest';
import { asNumber, asNumberOrNull } from './numberField';

describe('number fields', () => {
  it('reads a filled field as its number', () => {
    expect(asNumber('2.5')).toBe(2.5);
    expect(asNumberOrNull('0')).toBe(0);
  });

  it('leaves an empty field to the schema, or as none where none is allowed', () => {
    expect(asNumber('')).toBeUndefined();
    expect(asNumber(undefined)).toBeUndefined();
    expect(asNumberOrNull('')).toBeNull();
    expect(asNumberOrNull(null)).toBeNull();
  });
});

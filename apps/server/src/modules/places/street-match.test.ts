import { describe, expect, it } from 'vitest';
import { streetMatch } from './street-match.ts';

describe('street names', () => {
  it('matches whole names (0) and begun ones (1), with the type and direction if given', () => {
    expect(streetMatch('Queens Ave', ['queens', 'ave'])).toBe(0);
    expect(streetMatch('Queens Ave', ['queens'])).toBe(0);
    expect(streetMatch('Queens Ave', ['queen'])).toBe(1);
    expect(streetMatch('Wharncliffe Rd S', ['wharncliffe', 'rd', 's'])).toBe(0);
    expect(streetMatch('Fanshawe Park Rd E', ['park', 'fanshawe'])).toBe(0);
    expect(streetMatch('Fanshawe Park Rd E', ['fanshawe'])).toBe(1);
  });

  it('refuses another type or direction, an unknown word, and a type alone', () => {
    expect(streetMatch('Queens Ave', ['queens', 'st'])).toBeNull();
    expect(streetMatch('Wharncliffe Rd N', ['wharncliffe', 'rd', 's'])).toBeNull();
    expect(streetMatch('Richmond St', ['richmond', 'xyz'])).toBeNull();
    expect(streetMatch('Richmond St', ['st'])).toBeNull();
    expect(streetMatch('Richmond St', [])).toBeNull();
  });
});

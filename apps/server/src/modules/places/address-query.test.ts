import { describe, expect, it } from 'vitest';
import { parseAddressQuery } from './address-query.ts';

const LONDON = new Set(['london', 'ontario', 'canada', 'on']);
const parse = (text: string) => parseAddressQuery(text, LONDON);

describe('reading an address search', () => {
  it('reads a house number and its street, street types and directions written one way', () => {
    expect(parse('123 Richmond St').house).toEqual({ number: 123, street: ['richmond', 'st'] });
    expect(parse('200 Queens Avenue').house).toEqual({ number: 200, street: ['queens', 'ave'] });
    expect(parse("200 Queen's Av., London, ON").house).toEqual({
      number: 200,
      street: ['queens', 'ave'],
    });
    expect(parse('240 Wharncliffe Road South').house).toEqual({
      number: 240,
      street: ['wharncliffe', 'rd', 's'],
    });
  });

  it('reads Spanish and French street words, and the number after the street', () => {
    expect(parse('123 rue Richmond').house).toEqual({ number: 123, street: ['st', 'richmond'] });
    expect(parse('Calle Richmond 123').house).toEqual({ number: 123, street: ['st', 'richmond'] });
    expect(parse('800 chemin Commissioners Est').house).toEqual({
      number: 800,
      street: ['rd', 'commissioners', 'e'],
    });
  });

  it('takes the civic number of a unit ("5-123") and of a lettered house ("12A")', () => {
    expect(parse('5-123 Richmond St').house?.number).toBe(123);
    expect(parse('5 - 123 Richmond St').house?.number).toBe(123);
    expect(parse('12A Queens Ave').house?.number).toBe(12);
  });

  it('leaves the city, the province and a postcode out of the street', () => {
    expect(parse('200 Queens Ave London ON N6A 1J1').house?.street).toEqual(['queens', 'ave']);
  });

  it('reads a street without a number as a street, and a number alone as nothing', () => {
    expect(parse('Richmond St')).toMatchObject({ house: null, street: ['richmond', 'st'] });
    expect(parse('123')).toMatchObject({ house: null, street: ['123'] });
    expect(parse('0 Richmond St').house).toBeNull();
  });

  it('reads a postcode or its start, with or without its space, in any case', () => {
    expect(parse('N6A 1B7').postcode).toEqual({ prefix: 'N6A', full: 'N6A 1B7' });
    expect(parse('n6a1b7').postcode).toEqual({ prefix: 'N6A', full: 'N6A 1B7' });
    expect(parse('N6A').postcode).toEqual({ prefix: 'N6A', full: null });
    expect(parse('n6a 1').postcode).toEqual({ prefix: 'N6A', full: null });
    expect(parse('N6').postcode).toEqual({ prefix: 'N6', full: null });
    expect(parse('N6A').street).toEqual([]);
    for (const text of ['Richmond', '123 Richmond St', '66A', 'N6A 1B7 X']) {
      expect(parse(text).postcode).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { phoneCandidates } from './phone-search.ts';

describe('the phones a typed number may be', () => {
  it('splits a number with + after a country code of 1 to 4 digits', () => {
    expect(phoneCandidates('+15195550100', ['+1', '+33'])).toEqual([
      { phone_code: '+1', phone: '5195550100' },
      { phone_code: '+15', phone: '195550100' },
      { phone_code: '+151', phone: '95550100' },
    ]);
  });

  it('takes a number without + as a national number under each country code, or the whole number', () => {
    expect(phoneCandidates('5195550100', ['+1', '+33', '+1'])).toEqual([
      { phone_code: '+1', phone: '5195550100' },
      { phone_code: '+33', phone: '5195550100' },
      { phone_code: '+5', phone: '195550100' },
      { phone_code: '+51', phone: '95550100' },
    ]);
    expect(phoneCandidates('15195550100', ['+1'])).toContainEqual({
      phone_code: '+1',
      phone: '5195550100',
    });
  });
});

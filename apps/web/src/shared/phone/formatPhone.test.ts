import { describe, expect, it } from 'vitest';
import { telHref } from '../ui/telHref';
import { formatPhone } from './formatPhone';

describe('formatPhone', () => {
  it('groups a number the way its country writes it, with its country code', () => {
    expect(formatPhone('+15195557001')).toBe('+1 519 555 7001');
    expect(formatPhone('+1 5195557001')).toBe('+1 519 555 7001');
    expect(formatPhone('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(formatPhone('+34612345678')).toBe('+34 612 34 56 78');
    expect(formatPhone('+447911123456')).toBe('+44 7911 123456');
    expect(formatPhone('+525512345678')).toBe('+52 55 1234 5678');
  });

  it('shows a number it cannot read as it came', () => {
    expect(formatPhone('+1 555')).toBe('+1 555');
    expect(formatPhone('5195557001')).toBe('5195557001');
    expect(formatPhone('')).toBe('');
  });

  it('leaves the tel: link in E.164', () => {
    expect(telHref(formatPhone('+15195557001'))).toBe('tel:+15195557001');
    expect(telHref(formatPhone('+33612345678'))).toBe('tel:+33612345678');
  });
});

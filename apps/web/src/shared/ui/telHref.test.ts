import { describe, expect, it } from 'vitest';
import { telHref } from './telHref';

describe('telHref', () => {
  it('keeps the digits and the plus of a displayed number', () => {
    expect(telHref('+1 (519) 555-0142')).toBe('tel:+15195550142');
    expect(telHref('911')).toBe('tel:911');
  });
});

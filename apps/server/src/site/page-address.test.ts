import { describe, expect, it } from 'vitest';
import { pageAddress } from './page-address.ts';

describe('the address a page is rendered and kept for', () => {
  it('drops the parameters no page reads, and keeps the ones pages read once each, in one order', () => {
    expect(pageAddress('/?utm=abc123')).toBe('/');
    expect(pageAddress('/?utm_source=x&fbclid=y&_=1')).toBe('/');
    expect(pageAddress('/blog?x=1&page=2&page=3')).toBe('/blog?page=2');
    expect(pageAddress('/login?z=9&next=%2Fbooknow')).toBe('/login?next=%2Fbooknow');
    expect(pageAddress('/booknow?next=%2Fa&edit=5')).toBe(pageAddress('/booknow?edit=5&next=%2Fa'));
    expect(pageAddress('/about')).toBe('/about');
  });
});

import { describe, expect, it } from 'vitest';
import { originAllowed } from './origin-check.ts';

describe('which origins may act with the cookie', () => {
  it('the site itself, an allowed origin, and requests that are not from a browser page', () => {
    expect(originAllowed('https://fairfare.example', 'fairfare.example', [])).toBe(true);
    expect(originAllowed('http://127.0.0.1:3000', '127.0.0.1:3000', [])).toBe(true);
    expect(originAllowed(undefined, 'fairfare.example', [])).toBe(true);
    expect(
      originAllowed('https://app.partner.example', 'fairfare.example', [
        'https://app.partner.example',
      ]),
    ).toBe(true);
  });

  it('not another site, another port of the same host, or a malformed origin', () => {
    expect(originAllowed('http://evil.example', 'fairfare.example', [])).toBe(false);
    expect(originAllowed('http://127.0.0.1:8080', '127.0.0.1:3000', [])).toBe(false);
    expect(originAllowed('null', 'fairfare.example', [])).toBe(false);
    expect(originAllowed('http://evil.example', undefined, [])).toBe(false);
  });
});

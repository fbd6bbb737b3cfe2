import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const logo = readFileSync(join(import.meta.dirname, '../public/logo.svg'), 'utf8');

describe('the logo (public/logo.svg, in every page header)', () => {
  it('draws its wordmark as outlines, not text: the same on every device, no font to look up', () => {
    // an SVG image with <text> made each page look up fonts and lay the text out in the image's
    // own document before its first paint (~50 ms on this machine, ~4× that on a phone; issue 12)
    expect(logo).not.toMatch(/<text\b/);
    expect(logo.match(/<path\b/g)?.length).toBeGreaterThanOrEqual(4);
  });

  it('keeps its size and its name', () => {
    expect(logo).toMatch(/<svg[^>]* width="240" height="160" viewBox="0 0 240 160"/);
    expect(logo).toMatch(/<title id="title">FairFare<\/title>/);
  });
});

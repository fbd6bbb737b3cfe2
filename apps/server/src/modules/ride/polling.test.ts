import { describe, expect, it } from 'vitest';
import { etagMatches, pollEtag } from './polling.ts';

describe('poll ETags', () => {
  const body = { is_request: '0', offset: 0, limit: 20 };

  it('depend on the list, the rider, the version and the request', () => {
    const tag = pollEtag('trips', 7, 3, body);
    expect(tag).toMatch(/^W\/"trips\.v1\.7\.3\.[\w-]{16}"$/);
    expect(pollEtag('trips', 7, 3, { ...body })).toBe(tag);
    expect(pollEtag('offers', 7, 3, body)).not.toBe(tag);
    expect(pollEtag('trips', 8, 3, body)).not.toBe(tag);
    expect(pollEtag('trips', 7, 4, body)).not.toBe(tag);
    expect(pollEtag('trips', 7, 3, { ...body, offset: 20 })).not.toBe(tag);
  });

  it('match If-None-Match weakly, in lists, and with *', () => {
    const tag = pollEtag('trips', 1, 1, body);
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(tag.replace(/^W\//, ''), tag)).toBe(true);
    expect(etagMatches(`"other", ${tag}`, tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches(undefined, tag)).toBe(false);
    expect(etagMatches('', tag)).toBe(false);
    expect(etagMatches(pollEtag('trips', 1, 2, body), tag)).toBe(false);
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedPage, pageEncoding } from './compressed-page.ts';

describe('the encoding of a page', () => {
  it('is brotli when accepted, else gzip, else none', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip, deflate')).toBe('gzip');
    expect(pageEncoding('x-gzip')).toBe('gzip');
    expect(pageEncoding('deflate')).toBe('identity');
    expect(pageEncoding(undefined)).toBe('identity');
  });

  it('follows the q values: q=0 refuses, * accepts what is not named', () => {
    expect(pageEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(pageEncoding('*')).toBe('br');
    expect(pageEncoding('br;q=0, *;q=0.1')).toBe('gzip');
  });
});

describe('a rendered page', () => {
  const html = `<!doctype html><p>${'Ride at the fare you name. '.repeat(200)}</p>`;

  it('gives its HTML in each encoding', async () => {
    const page = new CompressedPage(200, html);
    expect(brotliDecompressSync(await page.body('br')).toString()).toBe(html);
    expect(gunzipSync(await page.body('gzip')).toString()).toBe(html);
    expect((await page.body('identity')).toString()).toBe(html);
    expect((await page.body('br')).length).toBeLessThan(html.length / 10);
  });

  it('compresses once per encoding, however often it is sent', async () => {
    const page = new CompressedPage(200, html);
    const [first, second] = await Promise.all([page.body('br'), page.body('br')]);
    expect(second).toBe(first);
    expect(await page.body('br')).toBe(first);
  });

  it('has an ETag per encoding, the same for the same HTML', () => {
    const page = new CompressedPage(200, html);
    const tags = [page.etag('identity'), page.etag('br'), page.etag('gzip')];
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    expect(new CompressedPage(404, html).etag('br')).toBe(page.etag('br'));
    expect(new CompressedPage(200, `${html}.`).etag('br')).not.toBe(page.etag('br'));
  });
});

import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.ts';

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('the rendered-page cache', () => {
  it('keeps a page for its time, then forgets it', () => {
    const time = clock();
    const cache = new PageCache<string>(60_000, 10, time.now);
    cache.set('es /blog', 'page');
    time.advance(59_999);
    expect(cache.get('es /blog')).toBe('page');
    time.advance(1);
    expect(cache.get('es /blog')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps pages apart by key (address and language)', () => {
    const cache = new PageCache<string>(60_000, 10);
    cache.set('es /blog', 'es');
    cache.set('en /blog', 'en');
    expect(cache.get('es /blog')).toBe('es');
    expect(cache.get('en /blog')).toBe('en');
    expect(cache.get('en /blog?page=2')).toBeUndefined();
  });

  it('holds at most its number of pages, dropping the oldest', () => {
    const cache = new PageCache<number>(60_000, 3);
    for (const n of [1, 2, 3]) cache.set(`/p${n}`, n);
    cache.set('/p1', 1); // set again: now the newest
    cache.set('/p4', 4);
    expect(cache.size).toBe(3);
    expect(cache.get('/p2')).toBeUndefined();
    expect([cache.get('/p1'), cache.get('/p3'), cache.get('/p4')]).toEqual([1, 3, 4]);
  });

  it('keeps nothing with a time of 0 (PAGE_CACHE_SECONDS=0)', () => {
    const cache = new PageCache<string>(0, 10);
    cache.set('en /', 'page');
    expect(cache.get('en /')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { EstimateResponse } from '@fairfare/contracts/booking';
import { EstimateCache, type EstimateKey } from './estimate-cache.ts';

const route: EstimateKey = {
  city_id: 14,
  pickup: { lat: 43.0096, lng: -81.2737 },
  drop: { lat: 43.0254, lng: -81.2795 },
};
const answer = (n: number) => ({ [String(n)]: {} }) as unknown as EstimateResponse;

function cache(maxEntries = 10) {
  let now = 1_000;
  const c = new EstimateCache({ ttlMs: 5_000, maxEntries, now: () => now });
  return { c, advance: (ms: number) => (now += ms) };
}

describe('EstimateCache', () => {
  it('computes a route once within the window, again after it', async () => {
    const { c, advance } = cache();
    let computed = 0;
    const compute = async () => answer(++computed);
    expect(await c.answer(route, compute)).toEqual(answer(1));
    advance(4_999);
    expect(await c.answer(route, compute)).toEqual(answer(1));
    advance(1);
    expect(await c.answer(route, compute)).toEqual(answer(2));
    expect(computed).toBe(2);
  });

  it('keeps routes, cities and categories apart', async () => {
    const { c } = cache();
    let computed = 0;
    const compute = async () => answer(++computed);
    await c.answer(route, compute);
    await c.answer({ ...route, category_id: 2 }, compute);
    await c.answer({ ...route, city_id: undefined }, compute);
    await c.answer({ ...route, drop: { lat: 43.0254, lng: -81.2796 } }, compute);
    expect(computed).toBe(4);
  });

  it('shares one computation between concurrent asks', async () => {
    const { c } = cache();
    let computed = 0;
    const compute = async () => answer(++computed);
    const both = await Promise.all([c.answer(route, compute), c.answer(route, compute)]);
    expect(both).toEqual([answer(1), answer(1)]);
    expect(computed).toBe(1);
  });

  it('does not keep a failure', async () => {
    const { c } = cache();
    await expect(c.answer(route, () => Promise.reject(new Error('outside')))).rejects.toThrow();
    expect(await c.answer(route, async () => answer(7))).toEqual(answer(7));
  });

  it('forgets the oldest beyond its size', async () => {
    const { c } = cache(2);
    let computed = 0;
    const compute = async () => answer(++computed);
    for (const category_id of [1, 2, 3]) await c.answer({ ...route, category_id }, compute);
    expect(c.size).toBe(2);
    await c.answer({ ...route, category_id: 1 }, compute); // forgotten: computed again
    expect(computed).toBe(4);
  });
});

import { config, z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseWithoutEval } from './zodJitless';

describe('parseWithoutEval', () => {
  afterEach(() => {
    config({ jitless: false });
    vi.restoreAllMocks();
  });

  it('sets jitless on the config zod already uses', () => {
    parseWithoutEval();
    expect(config().jitless).toBe(true);
  });

  it('makes zod parse an object without constructing a Function (what a CSP without unsafe-eval refuses)', () => {
    parseWithoutEval();
    const made = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ a: z.number(), b: z.string() });
    expect(schema.parse({ a: 1, b: 'x' })).toEqual({ a: 1, b: 'x' });
    expect(made).not.toHaveBeenCalled();
  });
});

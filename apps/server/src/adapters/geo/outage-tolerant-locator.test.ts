import { describe, expect, it, vi } from 'vitest';
import { DependencyUnavailableError } from '../../http/dependency-outage.ts';
import { MemoryDriverLocator } from './memory-locator.ts';
import { OutageTolerantLocator } from './outage-tolerant-locator.ts';

const HERE = { lat: 42.9849, lng: -81.2453 };

/** The wrapper around an in-memory index that can be "away", like Redis. */
function locator() {
  const inner = new MemoryDriverLocator();
  const replaced: number[][] = [];
  const rebuildable = Object.assign(inner, {
    async replaceAll(drivers: ReadonlyArray<{ driverId: number; position: typeof HERE }>) {
      for (const { driverId } of await inner.nearby(HERE, 20_000))
        await inner.update(driverId, null);
      for (const d of drivers) await inner.update(d.driverId, d.position);
      replaced.push(drivers.map((d) => d.driverId));
    },
  });
  const state = { up: true };
  const log = { warn: vi.fn() };
  const wrapped = new OutageTolerantLocator(rebuildable, { available: () => state.up, log });
  return { wrapped, state, log, replaced, rebuildable };
}

describe('OutageTolerantLocator (the Redis geo index through an outage, decision 025)', () => {
  it('skips updates while its store is away, and says the index is stale until rebuilt', async () => {
    const { wrapped, state, log } = locator();
    await wrapped.update(1, HERE);
    state.up = false;
    await expect(wrapped.update(1, null)).resolves.toBeUndefined();
    await expect(wrapped.update(2, HERE)).resolves.toBeUndefined();
    expect(wrapped.stale).toBe(true);
    expect(log.warn).toHaveBeenCalledOnce();

    state.up = true;
    await wrapped.rebuild([{ driverId: 2, position: HERE }]);
    expect(wrapped.stale).toBe(false);
    expect((await wrapped.nearby(HERE, 1)).map((d) => d.driverId)).toEqual([2]);
  });

  it('refuses a search at once with a 503 while its store is away', async () => {
    const { wrapped, state } = locator();
    state.up = false;
    const refused = wrapped.nearby(HERE, 5);
    await expect(refused).rejects.toBeInstanceOf(DependencyUnavailableError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 503,
      code: 'error.serviceUnavailable',
    });
  });

  it('stays stale when the rebuild itself fails, so that it is tried again', async () => {
    const { wrapped, state, rebuildable } = locator();
    state.up = false;
    await wrapped.update(1, HERE);
    state.up = true;
    vi.spyOn(rebuildable, 'replaceAll').mockRejectedValueOnce(new Error('Command timed out'));
    await expect(wrapped.rebuild([])).rejects.toThrow('Command timed out');
    expect(wrapped.stale).toBe(true);
  });
});

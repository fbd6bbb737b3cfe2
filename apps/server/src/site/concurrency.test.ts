import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency.ts';

/** A task that runs until `finish` is called. */
function controlled() {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish: () => finish() };
}

describe('the render limit', () => {
  it('runs at most its number of tasks at a time, the others in order', async () => {
    const limit = concurrencyLimit(2);
    const tasks = Array.from({ length: 5 }, controlled);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const results = tasks.map((task, index) =>
      limit(async () => {
        started.push(index);
        running += 1;
        most = Math.max(most, running);
        await task.done;
        running -= 1;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    tasks[1]!.finish();
    await results[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    tasks.forEach((task) => task.finish());
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('frees the place of a task that failed', async () => {
    const limit = concurrencyLimit(1);
    await expect(limit(() => Promise.reject(new Error('render failed')))).rejects.toThrow();
    await expect(limit(async () => 'next')).resolves.toBe('next');
  });
});

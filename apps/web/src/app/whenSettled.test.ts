import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, whenSettled } from './whenSettled';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('when a page has settled (the service worker installs then, issue 27)', () => {
  it('is a few seconds after a loaded page, not at once, when a rider may be pressing a link', () => {
    const step = vi.fn();
    expect(document.readyState).toBe('complete');
    whenSettled(step);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(step).not.toHaveBeenCalled();
    // then the first idle moment (at most two seconds later)
    vi.advanceTimersByTime(2_001);
    expect(step).toHaveBeenCalledOnce();
  });

  it('counts from the load event of a page still loading', () => {
    const page = Object.assign(new EventTarget(), {
      document: { readyState: 'interactive' },
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    }) as unknown as Window;
    const step = vi.fn();
    whenSettled(step, page);
    vi.advanceTimersByTime(SETTLE_MS * 3);
    expect(step).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(step).not.toHaveBeenCalled();
    // no requestIdleCallback here: a task right after
    vi.advanceTimersByTime(2);
    expect(step).toHaveBeenCalledOnce();
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdle } from './useIdle';

afterEach(() => vi.unstubAllGlobals());

describe('what waits for an idle moment', () => {
  it('waits for the browser to say it is idle', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { result } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    act(() => idle?.());
    expect(result.current).toBe(true);
  });

  it('without requestIdleCallback, comes in the next task', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });
});

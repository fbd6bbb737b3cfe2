import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failed, ok, stubApiCalls } from '../../../test/apiCalls';
import { testQueryClient } from '../../../test/renderWithProviders';
import { NEARBY_CARS } from '../test/fixtures';
import { NEARBY_REFRESH_MS, useNearbyDrivers } from './get-nearby-drivers';

const PATH = '/driverapi/getnearbydriverlists';

function renderNearby(point: { lat: number; lng: number } | null) {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(({ at }) => useNearbyDrivers(at, { cityId: 14 }), {
    wrapper,
    initialProps: { at: point },
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useNearbyDrivers', () => {
  it('asks around the point, and again every refresh while shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApiCalls({ [PATH]: () => ok(NEARBY_CARS) });
    const { result } = renderNearby({ lat: 43.00961234, lng: -81.27369876 });
    await waitFor(() => expect(result.current.data).toEqual(NEARBY_CARS));
    // rounded to about 10 m, so that a nudged marker asks nothing new
    expect(api.callsTo(PATH)[0]?.body).toEqual({ lat: 43.0096, lng: -81.2737, city_id: 14 });
    await act(() => vi.advanceTimersByTimeAsync(NEARBY_REFRESH_MS));
    expect(api.callsTo(PATH)).toHaveLength(2);
  });

  it('keeps the last cars when a refresh fails, and the cars of the old point while moving', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApiCalls({
      [PATH]: (_body, call) =>
        call === 1 ? failed(429, 'error.tooManyRequests') : ok(NEARBY_CARS),
    });
    const { result, rerender } = renderNearby({ lat: 43, lng: -81.27 });
    await waitFor(() => expect(result.current.data).toEqual(NEARBY_CARS));
    await act(() => vi.advanceTimersByTimeAsync(NEARBY_REFRESH_MS));
    await waitFor(() => expect(api.callsTo(PATH)).toHaveLength(2));
    expect(result.current.data).toEqual(NEARBY_CARS);
    rerender({ at: { lat: 43.01, lng: -81.28 } });
    expect(result.current.data).toEqual(NEARBY_CARS); // shown while the new point loads
    await waitFor(() => expect(api.callsTo(PATH)).toHaveLength(3));
  });

  it('asks nothing without a point', async () => {
    const api = stubApiCalls({ [PATH]: () => ok(NEARBY_CARS) });
    const { result } = renderNearby(null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.callsTo(PATH)).toHaveLength(0);
    expect(result.current.data).toBeUndefined();
  });
});

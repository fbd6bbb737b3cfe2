import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApiCalls } from '../../test/apiCalls';
import { testQueryClient } from '../../test/renderWithProviders';
import { useSettings } from './useSettings';

const constants = [
  { constant_id: 43, constant_key: 'driver_radius', constant_value: '10' },
  { constant_id: 0, constant_key: 'rl_driver_radius', constant_value: '25' },
  { constant_id: 50, constant_key: 'timer_value', constant_value: '5' },
  { constant_id: 51, constant_key: 'tz_offset', constant_value: '-5' },
];

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useSettings', () => {
  it('reads the constants by key and stores the radii and the countdown', async () => {
    const api = stubApiCalls({ '/constantapi/getconstants': () => ok(constants) });
    const { result } = renderHook(() => useSettings(), { wrapper });
    expect(result.current.tzOffset).toBeUndefined();
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.tzOffset).toBe(-5));
    expect(result.current).toMatchObject({
      driverRadiusKm: 10,
      rlDriverRadiusKm: 25,
      timerMinutes: 5,
      isLoading: false,
      error: undefined,
    });
    expect(api.callsTo('/constantapi/getconstants')).toEqual([
      { path: '/constantapi/getconstants', body: {} },
    ]);
    expect(localStorage.getItem('driver_radius')).toBe('10');
    expect(localStorage.getItem('rl_driver_radius')).toBe('25');
    expect(localStorage.getItem('timer_value')).toBe('5');
  });

  it('falls back to the stored values while the service does not answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('driver_radius', '8');
    localStorage.setItem('timer_value', '3');
    stubApiCalls({});
    const { result } = renderHook(() => useSettings(), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current).toMatchObject({
      tzOffset: undefined,
      driverRadiusKm: 8,
      rlDriverRadiusKm: undefined,
      timerMinutes: 3,
    });
  });
});

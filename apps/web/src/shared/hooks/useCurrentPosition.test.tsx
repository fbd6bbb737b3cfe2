import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import {
  POSITION_GUARD_MS,
  POSITION_TIMEOUT_MS,
  PositionError,
  useCurrentPosition,
} from './useCurrentPosition';

type Success = PositionCallback;
type Failure = PositionErrorCallback;

let pending: { success: Success; failure: Failure; options?: PositionOptions } | undefined;
const getCurrentPosition = vi.fn(
  (success: Success, failure?: Failure, options?: PositionOptions) => {
    pending = { success, failure: failure!, options };
  },
);

function answer(lat: number, lng: number) {
  pending!.success({ coords: { latitude: lat, longitude: lng } } as GeolocationPosition);
}
function fail(code: 1 | 2 | 3) {
  pending!.failure({ code, message: 'x' } as GeolocationPositionError);
}

beforeEach(() => {
  pending = undefined;
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  getCurrentPosition.mockClear();
  await changeLanguage('en');
});

describe('useCurrentPosition', () => {
  it('resolves with the position and shows progress meanwhile', async () => {
    const { result } = renderHook(() => useCurrentPosition());
    expect(result.current.isLocating).toBe(false);
    let located: Promise<{ lat: number; lng: number }>;
    act(() => {
      located = result.current.locate();
    });
    expect(result.current.isLocating).toBe(true);
    expect(pending!.options).toMatchObject({ timeout: POSITION_TIMEOUT_MS });
    await act(async () => {
      answer(42.98, -81.24);
      await expect(located).resolves.toEqual({ lat: 42.98, lng: -81.24 });
    });
    expect(result.current.isLocating).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it.each([
    [1, 'denied', 'Location access is turned off for this site.'],
    [2, 'unavailable', 'Your location could not be found right now.'],
    [3, 'timeout', 'Finding your location took too long.'],
  ] as const)('explains error code %i (%s)', async (code, reason, text) => {
    const { result } = renderHook(() => useCurrentPosition());
    let located: Promise<unknown>;
    act(() => {
      located = result.current.locate();
    });
    await act(async () => {
      fail(code);
      const error = (await located.catch((e: unknown) => e)) as PositionError;
      expect(error).toBeInstanceOf(PositionError);
      expect(error.reason).toBe(reason);
      expect(error.message).toContain(text);
    });
    expect(result.current.error).toContain(text);
    expect(result.current.isLocating).toBe(false);
  });

  it('gives up when the browser never answers (e.g. a prompt left open)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { result } = renderHook(() => useCurrentPosition());
    let located: Promise<unknown>;
    act(() => {
      located = result.current.locate();
    });
    const caught = located!.catch((e: unknown) => e);
    await act(async () => {
      vi.advanceTimersByTime(POSITION_GUARD_MS);
      expect(((await caught) as PositionError).reason).toBe('timeout');
    });
    expect(result.current.error).toContain('took too long');
    // a late answer changes nothing
    act(() => answer(1, 2));
    expect(result.current.error).toContain('took too long');
  });

  it('says so when the browser has no geolocation', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    const { result } = renderHook(() => useCurrentPosition());
    await act(async () => {
      const error = (await result.current.locate().catch((e: unknown) => e)) as PositionError;
      expect(error.reason).toBe('unsupported');
    });
    expect(result.current.error).toBe(
      'This browser cannot share your location. Please type the address instead.',
    );
  });

  it('clears an earlier error when asked again, and speaks Spanish and French', async () => {
    await changeLanguage('es');
    const { result } = renderHook(() => useCurrentPosition());
    let located: Promise<unknown>;
    act(() => {
      located = result.current.locate();
    });
    await act(async () => {
      fail(1);
      await located.catch(() => undefined);
    });
    expect(result.current.error).toContain('El acceso a la ubicación está desactivado');
    act(() => {
      located = result.current.locate();
    });
    expect(result.current.error).toBeNull();
    await act(async () => {
      await changeLanguage('fr');
      fail(3);
      await located.catch(() => undefined);
    });
    expect(result.current.error).toContain('La recherche de votre position a pris trop de temps');
  });
});

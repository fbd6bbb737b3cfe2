/**
 * "Use my location" for the booking screen.
 *
 * `useCurrentPosition(): { locate(): Promise<{ lat; lng }>; isLocating: boolean; error: string | null }`
 * - `locate()` asks the browser (navigator.geolocation) once; it resolves with the position or
 *   rejects with a `PositionError` whose `message` is already translated.
 * - `error` is that translated message (null before, while locating, and after a success), so a
 *   screen can show it next to the button (e.g. in a role="alert" element).
 * - Causes (`PositionError.reason`): 'denied' (permission refused or not a secure page),
 *   'unavailable' (no fix), 'timeout' (POSITION_TIMEOUT_MS, or no answer at all within
 *   POSITION_GUARD_MS, e.g. a permission prompt left open), 'unsupported' (no geolocation).
 * Texts come from the 'places' namespace (`location.*`, plus `location.use` and
 * `location.locating` for the button).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface LatLng {
  lat: number;
  lng: number;
}

export type PositionErrorReason = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export class PositionError extends Error {
  readonly reason: PositionErrorReason;

  constructor(reason: PositionErrorReason, message: string) {
    super(message);
    this.name = 'PositionError';
    this.reason = reason;
  }
}

/** How long the browser may take to find the position once it is allowed to. */
export const POSITION_TIMEOUT_MS = 10_000;
/** The browser's own timeout leaves out the permission prompt; this one does not. */
export const POSITION_GUARD_MS = 30_000;
/** A position up to a minute old is good enough for a pickup. */
const MAXIMUM_AGE_MS = 60_000;

/** The reason for a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
export function positionErrorReason(code: number): PositionErrorReason {
  if (code === 1) return 'denied';
  if (code === 3) return 'timeout';
  return 'unavailable';
}

/** One position from the browser; rejects with the reason (untranslated). */
function requestPosition(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      reject(new PositionError('unsupported', 'unsupported'));
      return;
    }
    let done = false;
    const guard = setTimeout(() => {
      if (done) return;
      done = true;
      reject(new PositionError('timeout', 'timeout'));
    }, POSITION_GUARD_MS);
    geolocation.getCurrentPosition(
      (position) => {
        if (done) return;
        done = true;
        clearTimeout(guard);
        resolve({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (err) => {
        if (done) return;
        done = true;
        clearTimeout(guard);
        const reason = positionErrorReason(err.code);
        reject(new PositionError(reason, reason));
      },
      { enableHighAccuracy: true, timeout: POSITION_TIMEOUT_MS, maximumAge: MAXIMUM_AGE_MS },
    );
  });
}

export interface UseCurrentPositionResult {
  locate: () => Promise<LatLng>;
  isLocating: boolean;
  error: string | null;
}

export function useCurrentPosition(): UseCurrentPositionResult {
  const { t } = useTranslation('places');
  const [isLocating, setIsLocating] = useState(false);
  const [reason, setReason] = useState<PositionErrorReason | null>(null);
  const latest = useRef(0);
  // the message of a rejection is translated in the language of the moment it fails
  const translate = useRef(t);
  useEffect(() => {
    translate.current = t;
  }, [t]);

  const locate = useCallback(async () => {
    const call = ++latest.current;
    setIsLocating(true);
    setReason(null);
    try {
      const position = await requestPosition();
      if (call === latest.current) setIsLocating(false);
      return position;
    } catch (err) {
      const why = err instanceof PositionError ? err.reason : 'unavailable';
      if (call === latest.current) {
        setIsLocating(false);
        setReason(why);
      }
      throw new PositionError(why, translate.current(`location.${why}`));
    }
  }, []);

  // translated on render, so a shown message follows a language switch
  const error = reason ? t(`location.${reason}`) : null;
  return { locate, isLocating, error };
}

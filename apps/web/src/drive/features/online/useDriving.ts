import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../shared/api/client';
import { driverApi } from '../../shared/driverApi';
import { sendPositionLive } from '../../shared/live';
import { openRequestsKey } from '../../shared/queryKeys';
import { shouldSendPosition, type Fix } from './positionThrottle';

/**
 * Where the phone's location stands: not asked yet, looking for a first fix, fine, refused by
 * the driver (or the browser), lost (no fix for a while, or the GPS said so), or not available.
 */
export type GeoStatus = 'idle' | 'waiting' | 'ok' | 'denied' | 'lost' | 'unsupported';

/** No fix for this long while online: "GPS signal lost". */
export const GPS_LOST_MS = 30_000;
/** How often the app looks whether a position is due or the GPS is lost. */
const CHECK_EVERY_MS = 5_000;
/** The driver asked to be online (survives a reload of the page, not closing the tab). */
const WANT_KEY = 'ff_drive_online';

function readWant(): boolean {
  try {
    return sessionStorage.getItem(WANT_KEY) === '1';
  } catch {
    return false;
  }
}

function writeWant(want: boolean): void {
  try {
    if (want) sessionStorage.setItem(WANT_KEY, '1');
    else sessionStorage.removeItem(WANT_KEY);
  } catch {
    // private mode: a reload starts offline
  }
}

function canLocate(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.geolocation);
}

export interface Driving {
  /** The service has the driver online. */
  online: boolean;
  /** The driver asked to go online and the app is getting there (or is there). */
  wanted: boolean;
  geo: GeoStatus;
  position: { lat: number; lng: number } | null;
  /** The service refused (e.g. a suspended driver), or a call failed. */
  error: unknown;
  goOnline: () => void;
  goOffline: () => Promise<void>;
}

/**
 * Online driving: the phone's position from `watchPosition`, sent as positionThrottle.ts says;
 * the driver goes online once a first position is with the service (so requests are matched to
 * where the driver is, not where the app last was), and offline when they ask, when the
 * location is refused, or when the app closes (the service also takes a silent driver offline).
 */
export function useDriving(): Driving {
  const queryClient = useQueryClient();
  const [wanted, setWanted] = useState(readWant);
  const [online, setOnline] = useState(false);
  const [geo, setGeo] = useState<GeoStatus>(() => (readWant() ? 'waiting' : 'idle'));
  const [position, setPosition] = useState<{ lat: number; lng: number } | null>(null);
  const [error, setError] = useState<unknown>(null);

  const want = useCallback((next: boolean) => {
    writeWant(next);
    setWanted(next);
  }, []);

  useEffect(() => {
    if (!wanted || !canLocate()) return;
    let stopped = false;
    let wentOnline = false;
    let lastSent: Fix | null = null;
    let lastFix: Fix | null = null;

    const send = async (fix: Fix) => {
      lastSent = fix;
      try {
        // over the socket when it is there; else (or refused: the API then says why) by HTTP
        if (!(await sendPositionLive(fix.lat, fix.lng)))
          await driverApi.updatePosition(fix.lat, fix.lng);
        if (!wentOnline) {
          wentOnline = true;
          await driverApi.setOnline(true);
          if (stopped) return;
          setOnline(true);
          void queryClient.invalidateQueries({ queryKey: openRequestsKey });
        }
      } catch (err) {
        if (stopped) return;
        setError(err);
        // refused (suspended, not allowed): stop trying; a network failure retries at the next fix
        if (err instanceof ApiError && err.status >= 400 && err.status < 500) {
          wentOnline = false;
          want(false);
        } else if (!wentOnline) {
          lastSent = null;
        }
      }
    };

    const geolocation = navigator.geolocation;
    const watchId = geolocation.watchPosition(
      (reading) => {
        const fix = { lat: reading.coords.latitude, lng: reading.coords.longitude, at: Date.now() };
        lastFix = fix;
        setPosition({ lat: fix.lat, lng: fix.lng });
        setGeo('ok');
        if (shouldSendPosition(lastSent, fix, fix.at)) void send(fix);
      },
      (failure) => {
        if (failure.code === failure.PERMISSION_DENIED) {
          setGeo('denied');
          want(false);
        } else {
          setGeo('lost');
        }
      },
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 20_000 },
    );
    const timer = setInterval(() => {
      const now = Date.now();
      if (!lastFix) return;
      if (now - lastFix.at > GPS_LOST_MS) {
        setGeo('lost');
        return;
      }
      // standing still: the same position again, so the service knows the app is there
      if (wentOnline && shouldSendPosition(lastSent, lastFix, now))
        void send({ ...lastFix, at: now });
    }, CHECK_EVERY_MS);

    return () => {
      stopped = true;
      geolocation.clearWatch(watchId);
      clearInterval(timer);
      setOnline(false);
      if (wentOnline) void driverApi.setOnline(false).catch(() => undefined);
    };
  }, [wanted, want, queryClient]);

  const goOnline = useCallback(() => {
    setError(null);
    if (!canLocate()) {
      setGeo('unsupported');
      return;
    }
    setGeo('waiting');
    want(true);
  }, [want]);
  const goOffline = useCallback(async () => {
    want(false);
    await driverApi.setOnline(false).catch(() => undefined);
  }, [want]);

  return { online, wanted, geo, position, error, goOnline, goOffline };
}

import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (the Screen Wake Lock API): a driver online glances at the
 * phone on its mount, and a dark screen would miss a request. The browser drops the lock when the
 * app goes to the background; it is taken again when the app comes back. Browsers without the
 * API simply let the screen sleep.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const take = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (taken) => {
          if (stopped) void taken.release();
          else lock = taken;
        },
        () => undefined, // refused (battery saver): the screen may sleep
      );
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', take);
      void lock?.release().catch(() => undefined);
    };
  }, [active]);
}

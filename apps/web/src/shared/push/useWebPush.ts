import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, DEFAULT_LANGUAGE } from '@fairfare/contracts/languages';
import { pushKey, pushSupported, tellService, turnOff, turnOn, type PushAudience } from './webPush';

/**
 * "Notify me" on this device: `hidden` when the browser cannot or the service does not (no VAPID
 * key), `off`, `on`, `denied` (blocked in the browser's settings), `busy` while it changes.
 */
export type PushState = 'hidden' | 'off' | 'on' | 'denied' | 'busy';

/**
 * The state of Web Push on this device for the riders' site or the driver app, and a toggle
 * that asks the browser's permission only when the person taps it. A device subscribed before
 * is told to the service again (the service forgets a device at logout; its language may have
 * changed).
 */
export function useWebPush(
  audience: PushAudience,
  registration: () => Promise<ServiceWorkerRegistration>,
): { state: PushState; toggle: () => void; failed: boolean } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const [state, setState] = useState<PushState>('hidden');
  const [key, setKey] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!pushSupported()) return;
    let gone = false;
    void (async () => {
      const found = await pushKey().catch(() => null);
      if (gone || !found) return;
      setKey(found);
      if (Notification.permission === 'denied') return setState('denied');
      const current = await (await registration()).pushManager.getSubscription();
      if (gone) return;
      if (current) await tellService(audience, current, language).catch(() => undefined);
      if (!gone) setState(current ? 'on' : 'off');
    })();
    return () => {
      gone = true;
    };
  }, [audience, registration, language]);

  const toggle = useCallback(() => {
    if (!key || state === 'busy') return;
    const was = state;
    // asked here, in the tap's own handler: browsers show the prompt only during a gesture
    const permission = was === 'on' ? null : Notification.requestPermission();
    setState('busy');
    setFailed(false);
    void (async () => {
      try {
        if (permission === null) {
          await turnOff(audience, await registration());
          setState('off');
        } else {
          setState(await turnOn(audience, permission, registration(), key, language));
        }
      } catch {
        setFailed(true);
        setState(was);
      }
    })();
  }, [audience, key, language, registration, state]);

  return { state, toggle, failed };
}

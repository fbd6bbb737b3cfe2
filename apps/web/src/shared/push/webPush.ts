import type { Language } from '@fairfare/contracts/languages';
import { webPushPaths } from '@fairfare/contracts/web-push';
import { apiPost } from '../api/client';

/** Whose device subscribes: the riders' site or the driver app (each has its own worker). */
export type PushAudience = 'rider' | 'driver';

const PATHS = {
  rider: { on: webPushPaths.riderSubscribe, off: webPushPaths.riderUnsubscribe },
  driver: { on: webPushPaths.driverSubscribe, off: webPushPaths.driverUnsubscribe },
} as const;

/** Whether this browser can be notified at all (a service worker, Push, Notifications). */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The service's VAPID key (null: Web Push is off there). */
export async function pushKey(): Promise<string | null> {
  const { public_key } = await apiPost<{ public_key: string | null }>(webPushPaths.key, {});
  return public_key;
}

/** The key as `pushManager.subscribe` takes it (bytes of the base64url text). */
function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/** The service learns (again) of this device's subscription, in the person's language. */
export async function tellService(
  audience: PushAudience,
  subscription: PushSubscription,
  language: Language,
): Promise<void> {
  const { endpoint, keys } = subscription.toJSON();
  await apiPost(PATHS[audience].on, { endpoint, keys, language });
}

/**
 * Turns notifications on once the browser's permission is answered (`permission`: asked in the
 * tap's own handler, as browsers ask only during a gesture), subscribes the worker, and tells
 * the service. 'denied' when the person or the browser's settings said no.
 */
export async function turnOn(
  audience: PushAudience,
  permission: Promise<NotificationPermission>,
  registration: Promise<ServiceWorkerRegistration>,
  key: string,
  language: Language,
): Promise<'on' | 'denied'> {
  if ((await permission) !== 'granted') return 'denied';
  const worker = await registration;
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(key),
    }));
  await tellService(audience, subscription, language);
  return 'on';
}

/** Turns them off on this device: the service forgets it, the browser drops the subscription. */
export async function turnOff(
  audience: PushAudience,
  registration: ServiceWorkerRegistration,
): Promise<void> {
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  await apiPost(PATHS[audience].off, { endpoint: subscription.endpoint }).catch(() => undefined);
  await subscription.unsubscribe();
}

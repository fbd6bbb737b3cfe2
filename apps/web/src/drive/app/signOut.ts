import { driverApi } from '../shared/driverApi';

/**
 * Signs the driver out: offline first, then this phone's Web Push subscription goes (the next
 * person signed in on it is not notified of this driver's choice), then the session ends at the
 * service. The subscription is looked up, never registered for the purpose: a phone whose
 * worker was never registered (or whose browser refuses workers) still signs out, and nothing
 * about push stops the session from ending.
 */
export async function signOutDriver(goOffline: () => Promise<unknown>): Promise<void> {
  await goOffline();
  const registration =
    typeof navigator !== 'undefined' && 'serviceWorker' in navigator
      ? await navigator.serviceWorker.getRegistration('/drive').catch(() => undefined)
      : undefined;
  if (registration) {
    const { turnOff } = await import('../../shared/push/webPush');
    await turnOff('driver', registration).catch(() => undefined);
  }
  await driverApi.logout();
}

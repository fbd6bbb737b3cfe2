import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { webPushPaths } from '@fairfare/contracts/web-push';
import { changeLanguage } from '../../shared/i18n/i18n';
import { renderWithProviders } from '../../test/renderWithProviders';
import { loadDriveTextsForTests } from '../shared/testTexts';

const apiPost = vi.fn();
vi.mock('../../shared/api/client', () => ({ apiPost }));
// each test's browser registers its own worker (the app keeps the first for the page's life)
vi.mock('../shared/driveWorker', () => ({
  driveWorker: () => navigator.serviceWorker.register('/drive-sw.js', { scope: '/drive' }),
}));
const { DriveNotifyMe } = await import('./DriveNotifyMe');

beforeAll(loadDriveTextsForTests);

/** A browser with a service worker, Push and Notifications, whose answers the test sets. */
function browser(permission: NotificationPermission, answer: NotificationPermission) {
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
    toJSON: () => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      keys: { p256dh: 'p', auth: 'a' },
    }),
    unsubscribe: vi.fn(async () => true),
  };
  let subscribed: typeof subscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => subscribed),
    subscribe: vi.fn(async () => (subscribed = subscription)),
  };
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission, requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: vi.fn(async () => ({ pushManager })) },
  });
  return { pushManager, requestPermission };
}

beforeEach(() => {
  apiPost.mockReset();
  apiPost.mockImplementation(async (path: string) =>
    path === webPushPaths.key ? { public_key: 'BAAA' } : { subscribed: true },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  return changeLanguage('en');
});

describe('"Notify me" in the driver app', () => {
  it('asks the browser only when tapped, then subscribes and tells the service in the language', async () => {
    await changeLanguage('es');
    const { pushManager, requestPermission } = browser('default', 'granted');
    renderWithProviders(<DriveNotifyMe />);
    const button = await screen.findByRole('button', { name: 'Avísame' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(requestPermission).not.toHaveBeenCalled();

    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: expect.any(Uint8Array),
    });
    expect(apiPost).toHaveBeenCalledWith(webPushPaths.driverSubscribe, {
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      keys: { p256dh: 'p', auth: 'a' },
      language: 'es',
    });

    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(apiPost).toHaveBeenCalledWith(webPushPaths.driverUnsubscribe, {
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
    });
  });

  it('says so when the browser blocks notifications, and subscribes nothing', async () => {
    const { pushManager } = browser('default', 'denied');
    renderWithProviders(<DriveNotifyMe />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notify me' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Notifications are blocked in this browser’s settings.',
    );
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('is not offered when the service has Web Push off', async () => {
    browser('default', 'granted');
    apiPost.mockResolvedValue({ public_key: null });
    renderWithProviders(<DriveNotifyMe />);
    await waitFor(() => expect(apiPost).toHaveBeenCalledWith(webPushPaths.key, {}));
    expect(screen.queryByRole('button', { name: 'Notify me' })).toBeNull();
  });
});

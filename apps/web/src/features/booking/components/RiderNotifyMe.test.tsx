import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPushPaths } from '@fairfare/contracts/web-push';
import { renderWithProviders } from '../../../test/renderWithProviders';

const apiPost = vi.fn(async (path: string, _body?: unknown) =>
  path === webPushPaths.key ? { public_key: 'BAAA' } : { subscribed: true },
);
vi.mock('../../../shared/api/client', () => ({ apiPost }));
const { RiderNotifyMe } = await import('./RiderNotifyMe');

afterEach(() => vi.unstubAllGlobals());

describe('"Notify me of offers" while the rider waits', () => {
  it("subscribes the riders' worker for the rider only after the tap", async () => {
    const subscription = {
      endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/x',
      toJSON: () => ({ endpoint: subscription.endpoint, keys: { p256dh: 'p', auth: 'a' } }),
    };
    const pushManager = {
      getSubscription: vi.fn(async () => null),
      subscribe: vi.fn(async () => subscription),
    };
    const requestPermission = vi.fn(async () => 'granted' as const);
    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve({ pushManager }) },
    });

    renderWithProviders(<RiderNotifyMe />);
    const button = await screen.findByRole('button', { name: 'Notify me of offers' });
    expect(requestPermission).not.toHaveBeenCalled();
    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(apiPost).toHaveBeenCalledWith(webPushPaths.riderSubscribe, {
      endpoint: subscription.endpoint,
      keys: { p256dh: 'p', auth: 'a' },
      language: 'en',
    });
  });

  it('shows nothing in a browser without Push', async () => {
    renderWithProviders(<RiderNotifyMe />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

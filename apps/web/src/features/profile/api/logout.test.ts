import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { webPushPaths } from '@fairfare/contracts/web-push';
import { ok, stubApiCalls } from '../../../test/apiCalls';
import { logout } from './logout';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A service worker registration whose push subscription is `subscription` (or none). */
function stubWorker(
  subscription: { endpoint: string; unsubscribe: () => Promise<boolean> } | null,
) {
  const registration = { pushManager: { getSubscription: async () => subscription } };
  vi.stubGlobal('navigator', {
    ...navigator,
    serviceWorker: { getRegistration: async () => registration },
  });
}

describe("a rider's logout", () => {
  it("drops this browser's push subscription, at the service and in the browser, before the session ends", async () => {
    const order: string[] = [];
    const unsubscribe = vi.fn(async () => {
      order.push('browser');
      return true;
    });
    stubWorker({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', unsubscribe });
    const api = stubApiCalls({
      [webPushPaths.riderUnsubscribe]: () => {
        order.push('service');
        return ok({ removed: true });
      },
      [endpoints.users.logout]: () => {
        order.push('logout');
        return ok({ logged_out: true });
      },
    });

    await logout();

    expect(api.callsTo(webPushPaths.riderUnsubscribe)[0]?.body).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    });
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(order).toEqual(['service', 'browser', 'logout']);
  });

  it('logs out as before on a browser with no subscription', async () => {
    stubWorker(null);
    const api = stubApiCalls({ [endpoints.users.logout]: () => ok({ logged_out: true }) });
    await logout();
    expect(api.calls.map((c) => c.path)).toEqual([endpoints.users.logout]);
  });
});

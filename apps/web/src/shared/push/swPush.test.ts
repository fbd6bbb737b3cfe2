import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/** The worker's script as the browser runs it (public/sw-push.js), against a stand-in `self`. */
const SOURCE = readFileSync(join(import.meta.dirname, '../../../public/sw-push.js'), 'utf8');

interface FakeWindow {
  url: string;
  visibilityState: 'visible' | 'hidden';
  focus: ReturnType<typeof vi.fn>;
}

function worker(windows: FakeWindow[] = []) {
  const handlers: Record<string, (event: unknown) => void> = {};
  const scope = {
    addEventListener: (type: string, handler: (event: unknown) => void) => {
      handlers[type] = handler;
    },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
    registration: { showNotification: vi.fn(async () => undefined) },
  };
  new Function('self', SOURCE)(scope);
  /** Dispatches an event and waits for what it asked the browser to wait for. */
  const dispatch = async (type: string, event: object) => {
    let waited: Promise<unknown> = Promise.resolve();
    handlers[type]?.({ ...event, waitUntil: (p: Promise<unknown>) => (waited = p) });
    await waited;
  };
  return { scope, dispatch };
}

const pushEvent = (payload: unknown) => ({
  data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) },
});
const window = (url: string, visibilityState: 'visible' | 'hidden'): FakeWindow => ({
  url: `https://fairfare.example${url}`,
  visibilityState,
  focus: vi.fn(async () => undefined),
});

const request = {
  title: 'Nueva solicitud de viaje',
  body: 'Western → Airport · 25,00 CA$',
  url: '/drive',
  tag: 'trip-7',
};

describe("the service workers' push handler", () => {
  it('shows the notification as the service wrote it, when the app is not in front', async () => {
    const { scope, dispatch } = worker([window('/drive', 'hidden'), window('/booknow', 'visible')]);
    await dispatch('push', pushEvent(request));
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Nueva solicitud de viaje', {
      body: 'Western → Airport · 25,00 CA$',
      tag: 'trip-7',
      renotify: true,
      icon: '/icons/icon-192.png',
      data: { url: '/drive' },
    });
  });

  it('shows nothing while the app it is about is in front (the app says it)', async () => {
    const { scope, dispatch } = worker([window('/drive/earnings', 'visible')]);
    await dispatch('push', pushEvent(request));
    const rider = worker([window('/booknow', 'visible')]);
    await rider.dispatch('push', pushEvent({ ...request, url: '/booknow' }));
    expect(scope.registration.showNotification).not.toHaveBeenCalled();
    expect(rider.scope.registration.showNotification).not.toHaveBeenCalled();
  });

  it('ignores a message that is not a notification', async () => {
    const { scope, dispatch } = worker();
    await dispatch('push', { data: { json: () => JSON.parse('not json') } });
    await dispatch('push', pushEvent({ hello: 1 }));
    await dispatch('push', { data: null });
    expect(scope.registration.showNotification).not.toHaveBeenCalled();
  });

  it("brings the app's window forward on a tap, else opens the screen", async () => {
    const riders = window('/profile', 'hidden');
    const drive = window('/drive', 'hidden');
    const open = worker([riders, drive]);
    const close = vi.fn();
    await open.dispatch('notificationclick', { notification: { close, data: { url: '/drive' } } });
    expect(close).toHaveBeenCalled();
    expect(drive.focus).toHaveBeenCalled();
    expect(riders.focus).not.toHaveBeenCalled();

    const none = worker([window('/drive', 'hidden')]);
    await none.dispatch('notificationclick', {
      notification: { close, data: { url: '/booknow' } },
    });
    expect(none.scope.clients.openWindow).toHaveBeenCalledWith('/booknow');
  });
});

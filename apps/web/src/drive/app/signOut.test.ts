import { afterEach, describe, expect, it, vi } from 'vitest';

const logout = vi.fn(async () => ({ logged_out: true }));
vi.mock('../shared/driverApi', () => ({ driverApi: { logout } }));
const turnOff = vi.fn(async () => undefined);
vi.mock('../../shared/push/webPush', () => ({ turnOff }));
const { signOutDriver } = await import('./signOut');

function workers(getRegistration: () => Promise<unknown>) {
  const register = vi.fn(() => new Promise(() => undefined));
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { getRegistration, register } });
  return register;
}

afterEach(() => {
  vi.unstubAllGlobals();
  logout.mockClear();
  turnOff.mockClear();
});

describe("the driver's sign-out", () => {
  it('ends the session on a phone whose worker was never registered, registering none', async () => {
    const register = workers(async () => undefined);
    const goOffline = vi.fn(async () => undefined);
    await signOutDriver(goOffline);
    expect(goOffline).toHaveBeenCalledOnce();
    expect(turnOff).not.toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();
    expect(logout).toHaveBeenCalledOnce();
  });

  it('drops this phone’s push subscription first, and ends the session even if that fails', async () => {
    const registration = { scope: '/drive' };
    workers(async () => registration);
    turnOff.mockRejectedValueOnce(new Error('push service away'));
    await signOutDriver(async () => undefined);
    expect(turnOff).toHaveBeenCalledWith('driver', registration);
    expect(logout).toHaveBeenCalledOnce();
  });

  it('ends the session when the browser refuses to look workers up', async () => {
    workers(() => Promise.reject(new Error('SecurityError')));
    await signOutDriver(async () => undefined);
    expect(logout).toHaveBeenCalledOnce();
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, stubApiCalls } from '../../../test/apiCalls';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { loadDriveTextsForTests } from '../../shared/testTexts';
import { OnlinePanel } from './OnlinePanel';
import { useDriving } from './useDriving';

beforeAll(loadDriveTextsForTests);

/** A phone's location the test moves by hand: the last watcher's callbacks. */
function fakeGeolocation() {
  let success: PositionCallback | null = null;
  let failure: PositionErrorCallback | null = null;
  const geolocation = {
    watchPosition: vi.fn((onSuccess: PositionCallback, onError?: PositionErrorCallback | null) => {
      success = onSuccess;
      failure = onError ?? null;
      return 1;
    }),
    clearWatch: vi.fn(),
    getCurrentPosition: vi.fn(),
  };
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { geolocation }));
  return {
    geolocation,
    at: (latitude: number, longitude: number) =>
      act(() => success?.({ coords: { latitude, longitude } } as GeolocationPosition)),
    refuse: () =>
      act(() =>
        failure?.({ code: 1, PERMISSION_DENIED: 1 } as unknown as GeolocationPositionError),
      ),
    lose: () =>
      act(() =>
        failure?.({
          code: 2,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
        } as unknown as GeolocationPositionError),
      ),
  };
}

function Driving() {
  return <OnlinePanel driving={useDriving()} />;
}

afterEach(() => vi.unstubAllGlobals());

const state = (online: number) => ({
  driver_id: 3,
  is_online: online,
  d_lat: 43.0086,
  d_lng: -81.2725,
  position_at: Date.now(),
});

describe('going online', () => {
  it('sends the first position, then goes online; offline again on request', async () => {
    const phone = fakeGeolocation();
    const api = stubApiCalls({
      '/driverapi/updateposition': () => ok(state(0)),
      '/driverapi/setonline': (body) => ok(state(body.online ? 1 : 0)),
    });
    renderWithProviders(<Driving />);
    screen.getByRole('heading', { name: "You're offline" });
    await userEvent.click(screen.getByRole('button', { name: 'Go online' }));
    screen.getByText('Finding your location…');
    phone.at(43.0086, -81.2725);
    await screen.findByRole('heading', { name: "You're online" });
    expect(api.calls.map((c) => [c.path, c.body])).toEqual([
      ['/driverapi/updateposition', { lat: 43.0086, lng: -81.2725 }],
      ['/driverapi/setonline', { online: true }],
    ]);
    // GPS jitter a few metres away a moment later is not sent
    phone.at(43.00862, -81.2725);
    await userEvent.click(screen.getByRole('button', { name: 'Go offline' }));
    await screen.findByRole('heading', { name: "You're offline" });
    expect(api.callsTo('/driverapi/updateposition')).toHaveLength(1);
    expect(api.callsTo('/driverapi/setonline').at(-1)?.body).toEqual({ online: false });
    expect(phone.geolocation.clearWatch).toHaveBeenCalled();
  });

  it('says so when the location is refused, and stays offline', async () => {
    const phone = fakeGeolocation();
    const api = stubApiCalls({});
    renderWithProviders(<Driving />);
    await userEvent.click(screen.getByRole('button', { name: 'Go online' }));
    phone.refuse();
    await screen.findByRole('alert');
    expect(screen.getByRole('alert').textContent).toMatch(/^Location is blocked for FairFare/);
    screen.getByRole('heading', { name: "You're offline" });
    screen.getByRole('button', { name: 'Go online' });
    expect(api.calls).toEqual([]);
  });

  it('says when the GPS signal is lost, and stays online meanwhile', async () => {
    const phone = fakeGeolocation();
    stubApiCalls({
      '/driverapi/updateposition': () => ok(state(0)),
      '/driverapi/setonline': () => ok(state(1)),
    });
    renderWithProviders(<Driving />);
    await userEvent.click(screen.getByRole('button', { name: 'Go online' }));
    phone.at(43.0086, -81.2725);
    await screen.findByRole('heading', { name: "You're online" });
    phone.lose();
    expect((await screen.findByRole('alert')).textContent).toMatch(/^GPS signal lost/);
    screen.getByRole('heading', { name: "You're online" });
    // a new reading clears it
    phone.at(43.0087, -81.2725);
    await screen.findByText(/^Requests near you show here/);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go offline' }));
  });
});

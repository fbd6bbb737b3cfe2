import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { cityNowOpsPath, opsSocketEvents, type CityNow } from '@fairfare/contracts/city-now';
import { rulesOpsPaths } from '@fairfare/contracts/money-rules';
import { ok, stubApiCalls } from '../../../test/apiCalls';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { staffSessionQuery } from '../../shared/session';
import { NowPage } from './NowPage';

vi.mock('../../shared/map/LazyOpsMap', () => ({
  LazyOpsMap: ({ label, geofence }: { label: string; geofence?: unknown }) => (
    <div role="img" aria-label={label} data-geofence={geofence ? String(geofence) : undefined} />
  ),
}));

/** A stand-in for the `/ops` socket: what it was asked, and a way to push to the page. */
const socket = vi.hoisted(() => {
  type Listener = (...args: unknown[]) => void;
  const listeners = new Map<string, Listener[]>();
  const state = {
    url: '',
    watched: [] as unknown[],
    answer: undefined as unknown,
    disconnected: false,
  };
  const fake = {
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return fake;
    },
    timeout: () => fake,
    emitWithAck: async (_event: string, payload: unknown) => {
      state.watched.push(payload);
      return state.answer;
    },
    disconnect() {
      state.disconnected = true;
    },
  };
  return {
    state,
    fake,
    emit: (event: string, ...args: unknown[]) =>
      (listeners.get(event) ?? []).forEach((l) => l(...args)),
    reset: () => listeners.clear(),
  };
});

vi.mock('socket.io-client', () => ({
  io: (url: string) => {
    socket.state.url = url;
    return socket.fake;
  },
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  socket.reset();
});

function snapshot(overrides: Partial<CityNow> = {}): CityNow {
  return {
    city_id: 14,
    currency: 'CAD',
    at: Date.UTC(2026, 10, 27, 15),
    open_requests: [],
    active_trips: [],
    online_drivers: [{ driver_id: 3, name: 'Dana', busy: false, lat: 43, lng: -81.2 }],
    today: { rides: 4, money: 61.5 },
    ...overrides,
  };
}

function figure(name: string): string {
  const term = screen.getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('Now', () => {
  it("outlines the city's service area on the map", async () => {
    const square = JSON.stringify({
      type: 'Polygon',
      coordinates: [
        [
          [-81.4, 42.9],
          [-81.1, 42.9],
          [-81.1, 43.1],
          [-81.4, 43.1],
          [-81.4, 42.9],
        ],
      ],
    });
    stubApiCalls({
      [rulesOpsPaths.cities]: () => ok([{ city_id: 14, city_name: 'London', city_cur: 'CAD' }]),
      [cityNowOpsPath]: () => ok(snapshot()),
      [endpoints.common.geofences]: () =>
        ok({ '14': { geofence_json: square, geofence_version: '1' } }),
    });
    const { queryClient } = renderWithProviders(<NowPage />);
    queryClient.setQueryData(staffSessionQuery.queryKey, { staff: null, has_passkey: false });

    await screen.findByRole('heading', { level: 1, name: 'Now in London' });
    await screen.findByText("The outline is the city's service area.");
    const map = screen.getByRole('img', { name: 'Drivers and requests in London' });
    expect(map.getAttribute('data-geofence')).toBe(square);
  });

  it("shows the city's figures, watches it on the staff socket, and takes each push", async () => {
    stubApiCalls({
      [rulesOpsPaths.cities]: () => ok([{ city_id: 14, city_name: 'London', city_cur: 'CAD' }]),
      [cityNowOpsPath]: () => ok(snapshot()),
    });
    socket.state.answer = { ok: true, now: snapshot() };
    const { queryClient } = renderWithProviders(<NowPage />);
    queryClient.setQueryData(staffSessionQuery.queryKey, { staff: null, has_passkey: false });

    await screen.findByRole('heading', { level: 1, name: 'Now in London' });
    await screen.findByText('Rides today');
    expect(figure('Rides today')).toBe('4');
    expect(figure('Paid today')).toBe('CA$61.50');
    expect(figure('Online drivers')).toBe('1 (0 busy)');

    await vi.waitFor(() => expect(socket.state.url).toBe('/ops'));
    act(() => socket.emit('connect'));
    await screen.findByText(/^Live: updates as they happen\./);
    // one full stop after the time, whose own "a.m."/"p.m." ends the sentence
    expect(screen.getByText(/As of/).textContent).toMatch(/As of .+ [ap]\.m\.( UTC\S*)?$/);
    expect(socket.state.watched).toEqual([{ city_id: 14 }]);

    act(() =>
      socket.emit(
        opsSocketEvents.cityNow,
        snapshot({
          open_requests: [
            {
              trip_id: 77,
              trip_status: 'request',
              from: 'Western University',
              lat: 43.0096,
              lng: -81.2737,
              offer: 12,
              created_at: Date.UTC(2026, 10, 27, 15),
            },
          ],
        }),
      ),
    );
    const requests = await screen.findByRole('region', { name: 'Open requests' });
    await within(requests).findByRole('row', { name: /^77 Western University/ });
    expect(figure('Open requests')).toBe('1');

    act(() => socket.emit('disconnect', 'transport close'));
    await screen.findByText(/^Live updates are paused/);
    const session = () => queryClient.getQueryState(staffSessionQuery.queryKey)?.isInvalidated;
    expect(session()).toBe(false);
    // the service ended the socket (its session ended): who is signed in is asked again
    act(() => socket.emit('disconnect', 'io server disconnect'));
    await vi.waitFor(() => expect(session()).toBe(true));
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackedTrip } from '@fairfare/contracts/tracking';
import { changeLanguage } from '../../shared/i18n/i18n';
import { failed, ok, stubApiCalls } from '../../test/apiCalls';
import { renderWithProviders } from '../../test/renderWithProviders';
import { TrackPage } from './TrackPage';

type Handler = (payload: unknown, ack?: (answer: unknown) => void) => void;
const socket = vi.hoisted(() => ({
  handlers: new Map<string, Handler>(),
  emit: null as unknown as ReturnType<typeof vi.fn>,
}));

vi.mock('../../shared/api/socket', () => ({
  openSocket: vi.fn(async () => ({
    connected: true,
    on: (event: string, handler: Handler) => socket.handlers.set(event, handler),
    emit: socket.emit,
    close: vi.fn(),
  })),
}));

// Leaflet is not the subject here: the map shows the driver's position as text.
vi.mock('./components/TrackMap', () => ({
  TrackMap: ({ driver }: { driver: { lat: number; lng: number } | null }) => (
    <div data-testid="map">{driver ? `driver at ${driver.lat},${driver.lng}` : 'no driver'}</div>
  ),
}));

const TOKEN = 'tok_abcdefghijklmnop';

function tracked(overrides: Partial<TrackedTrip> = {}): TrackedTrip {
  return {
    trip_id: 101,
    trip_status: 'accept',
    is_ride_later: 0,
    trip_date: Date.UTC(2030, 0, 2),
    pickup: { lat: 43.0096, lng: -81.2737, address: 'Western University' },
    drop: { lat: 43.0255, lng: -81.2808, address: 'Masonville Place' },
    driver: {
      first_name: 'Maximilian',
      car_name: 'Corolla',
      car_model: '2021',
      car_make: 'Toyota',
      car_color: 'Blue',
      car_number: 'ABCD 123',
    },
    position: { lat: 43.01, lng: -81.27, at: 1000 },
    ...overrides,
  };
}

beforeEach(() => {
  socket.handlers.clear();
  socket.emit = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('TrackPage', () => {
  it("says the rider's status in French with the space before the colon (issue 26)", async () => {
    stubApiCalls({ '/tripapi/track': () => ok(tracked()) });
    await changeLanguage('fr');
    try {
      renderWithProviders(<TrackPage />, { path: `/track?trip=${TOKEN}` });
      await screen.findByRole('heading', { level: 1 });
      expect(screen.getByRole('status').textContent).toBe('Statut\u00a0: Chauffeur en route');
    } finally {
      await changeLanguage('en');
    }
  });

  it('shows the status, the places, the driver and the live position', async () => {
    const api = stubApiCalls({ '/tripapi/track': () => ok(tracked()) });
    renderWithProviders(<TrackPage />, { path: `/track?trip=${TOKEN}` });

    expect(await screen.findByRole('heading', { level: 1, name: 'Track the ride' })).toBeTruthy();
    // what a rider reads, not the spec's status label 'Partner Accepted' (issue 26)
    expect(screen.getByRole('status').textContent).toBe('Status: Driver on the way');
    expect(screen.getByText('Western University')).toBeTruthy();
    expect(screen.getByText('Masonville Place')).toBeTruthy();
    expect(screen.getByText('Maximilian')).toBeTruthy();
    expect(screen.getByText('Toyota Corolla 2021')).toBeTruthy();
    expect(screen.getByText('Colour').nextElementSibling?.textContent).toBe('Blue');
    expect(screen.getByText('Plate').nextElementSibling?.textContent).toBe('ABCD 123');
    expect(api.callsTo('/tripapi/track')[0]?.body).toEqual({ token: TOKEN });
    expect((await screen.findByTestId('map')).textContent).toBe('driver at 43.01,-81.27');

    await waitFor(() =>
      expect(socket.emit).toHaveBeenCalledWith(
        'track_trip',
        { token: TOKEN },
        expect.any(Function),
      ),
    );
    act(() =>
      socket.handlers.get('driver_position')?.({ trip_id: 101, lat: 43.02, lng: -81.28, at: 2000 }),
    );
    expect(screen.getByTestId('map').textContent).toBe('driver at 43.02,-81.28');
  });

  it('says so when the link has expired after its ride ended', async () => {
    stubApiCalls({ '/tripapi/track': () => failed(404, 'tracking.linkExpired') });
    renderWithProviders(<TrackPage />, { path: `/track?trip=${TOKEN}` });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This tracking link has expired: the ride ended a while ago.',
    );
  });

  it('shows the not-found page for an unknown token', async () => {
    stubApiCalls({ '/tripapi/track': () => failed(404, 'error.notFound') });
    renderWithProviders(<TrackPage />, { path: `/track?trip=${TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeTruthy();
  });

  it('shows the not-found page without a valid token, without asking the server', async () => {
    const api = stubApiCalls({});
    renderWithProviders(<TrackPage />, { path: '/track?trip=x' });
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

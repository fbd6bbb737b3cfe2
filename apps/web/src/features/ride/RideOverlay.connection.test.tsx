import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCachedAnswers } from '../../shared/api/client';
import { storageKeys } from '../../shared/storage';
import { jsonResponse, ok, stubApiCalls } from '../../test/apiCalls';
import { renderWithProviders, testQueryClient } from '../../test/renderWithProviders';
import { RideOverlay } from './RideOverlay';
import { makeFakeSocket } from './test/fakeSocket';
import { makeAssignedTrip, tripList } from './test/fixtures';

const socket = vi.hoisted(() => ({ current: null as unknown }));

vi.mock('../../shared/api/socket', () => ({
  openSocket: vi.fn(async () => socket.current),
}));
vi.mock('../../shared/ui/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), dismiss: vi.fn() },
  LONG_TOAST_MS: 15_000,
}));

const LIST = '/tripapi/gettrips';

beforeEach(() => {
  sessionStorage.setItem(storageKeys.loggedIn, 'true');
  sessionStorage.setItem(storageKeys.userId, '5');
  sessionStorage.setItem(storageKeys.phone, '+15195550100');
  localStorage.setItem(storageKeys.timerValue, '5');
  socket.current = makeFakeSocket();
});

afterEach(() => {
  onlineManager.setOnline(true);
  clearCachedAnswers();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

function fakeSocket() {
  return socket.current as ReturnType<typeof makeFakeSocket>;
}

/** The status popup's live region, which says 'Reconnecting…' while the connection is down. */
function connectionNotice(popup: HTMLElement): HTMLElement {
  return within(popup).getByRole('status');
}

/** The rider's ride with a driver; `trip.status` is what the service says now. */
function rideOnTheServer() {
  const trip = { status: 'accept' as 'accept' | 'arrive' };
  const api = stubApiCalls({
    [LIST]: () => ok(tripList([makeAssignedTrip({ trip_status: trip.status })])),
  });
  return { trip, api };
}

/** The overlay under a query client that keeps answers fresh for 30 s, as the app's does. */
function renderAsTheApp() {
  const queryClient = testQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, staleTime: 30_000 },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <RideOverlay />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RideOverlay — a dropped connection', () => {
  it('keeps the last status, OTP and driver with a Reconnecting notice offline, and catches up online', async () => {
    const { trip, api } = rideOnTheServer();
    renderAsTheApp();
    const assigned = await screen.findByRole('dialog', { name: 'Driver Assigned' });
    expect(connectionNotice(assigned).textContent).toBe('');

    act(() => void window.dispatchEvent(new Event('offline')));
    expect(connectionNotice(assigned).textContent).toBe(
      'Reconnecting… Showing the last known status of your ride.',
    );
    expect(within(assigned).getByText('4821')).toBeTruthy();
    expect(within(assigned).getByText('Maximilian Oberstein')).toBeTruthy();

    // the driver arrives meanwhile; the network comes back: the list is read at once
    trip.status = 'arrive';
    const polls = api.callsTo(LIST).length;
    act(() => void window.dispatchEvent(new Event('online')));
    const arrived = await screen.findByRole('dialog', { name: 'Driver Arrived' });
    expect(api.callsTo(LIST).length).toBeGreaterThan(polls);
    expect(connectionNotice(arrived).textContent).toBe('');
  });

  it('says Reconnecting while the socket is down, and reads the trip again once it is back', async () => {
    const { trip, api } = rideOnTheServer();
    renderWithProviders(<RideOverlay />);
    const assigned = await screen.findByRole('dialog', { name: 'Driver Assigned' });
    await waitFor(() => expect(fakeSocket().emit).toHaveBeenCalledTimes(1));

    act(() => fakeSocket().serverSends('disconnect', 'transport close'));
    expect(within(assigned).getByText('Reconnecting…')).toBeTruthy();

    // a push was missed while the socket was down: the reconnect reads the list again
    trip.status = 'arrive';
    const polls = api.callsTo(LIST).length;
    act(() => fakeSocket().serverSends('connect', undefined));
    const arrived = await screen.findByRole('dialog', { name: 'Driver Arrived' });
    expect(api.callsTo(LIST).length).toBeGreaterThan(polls);
    expect(within(arrived).queryByText('Reconnecting…')).toBeNull();
    // the rider's room is joined again
    expect(fakeSocket().emit).toHaveBeenLastCalledWith('add_user', { user_id: 5 });
  });

  it('ends the notice when the trip list answers after the drop, while the socket is still down', async () => {
    rideOnTheServer();
    const { queryClient } = renderWithProviders(<RideOverlay />);
    const assigned = await screen.findByRole('dialog', { name: 'Driver Assigned' });
    await waitFor(() => expect(fakeSocket().emit).toHaveBeenCalledTimes(1));

    act(() => fakeSocket().serverSends('disconnect', 'ping timeout'));
    expect(connectionNotice(assigned).textContent).toContain('Reconnecting…');
    await act(() => queryClient.refetchQueries({ queryKey: ['trips'] }));
    await waitFor(() => expect(connectionNotice(assigned).textContent).toBe(''));
  });

  it('says Reconnecting when the trip list cannot be reached, not when a call is refused', async () => {
    let answer: 'ok' | 'unreachable' | 'refused' = 'ok';
    stubApiCalls({
      [LIST]: () => {
        if (answer === 'unreachable') throw new TypeError('Failed to fetch');
        if (answer === 'refused') return jsonResponse(500, { status: 'failed', message: 'bug' });
        return ok(tripList([makeAssignedTrip()]));
      },
    });
    const { queryClient } = renderWithProviders(<RideOverlay />);
    const assigned = await screen.findByRole('dialog', { name: 'Driver Assigned' });
    const poll = () => act(() => queryClient.refetchQueries({ queryKey: ['trips'] }));

    const notice = () => connectionNotice(assigned).textContent;

    answer = 'unreachable';
    await poll();
    await waitFor(() => expect(notice()).toContain('Reconnecting…'));
    expect(within(assigned).getByText('4821')).toBeTruthy();

    // a 500 is a refusal, not a lost connection: the notice goes
    answer = 'refused';
    await poll();
    await waitFor(() => expect(notice()).toBe(''));

    answer = 'unreachable';
    await poll();
    await waitFor(() => expect(notice()).toContain('Reconnecting…'));
    answer = 'ok';
    await poll();
    await waitFor(() => expect(notice()).toBe(''));
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_RIDE_ID, type FirstRide } from '@fairfare/contracts/site-render';
import { renderRide } from './renderRide';
import { clearCachedAnswers } from '../../shared/api/client';
import { storageKeys } from '../../shared/storage';
import { ok, stubApiCalls } from '../../test/apiCalls';
import { testQueryClient } from '../../test/renderWithProviders';
import { RideOverlay } from '../../features/ride/RideOverlay';
import { makeFakeSocket } from '../../features/ride/test/fakeSocket';
import { makeAssignedTrip, tripList } from '../../features/ride/test/fixtures';

// Issue 38 point 11, decision 061: the ride in a page's first paint, and its hand-over to the overlay.

vi.mock('../../shared/api/socket', () => ({ openSocket: vi.fn(async () => makeFakeSocket()) }));
vi.mock('../../shared/ui/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), dismiss: vi.fn() },
  LONG_TOAST_MS: 15_000,
}));

const RIDE: FirstRide = { status: 'accept', otp: '4821', driverName: 'Harpreet Singh' };

/** The markup the service puts into the page, as the document's first element. */
async function firstPaint(
  language: 'en' | 'es' | 'fr',
  ride: FirstRide = RIDE,
): Promise<HTMLElement> {
  document.body.insertAdjacentHTML('afterbegin', await renderRide({ language, ride }));
  return document.getElementById(FIRST_RIDE_ID)!;
}

beforeEach(() => {
  sessionStorage.setItem(storageKeys.loggedIn, 'true');
  sessionStorage.setItem(storageKeys.userId, '5');
  sessionStorage.setItem(storageKeys.phone, '+15195550100');
});

afterEach(() => {
  document.getElementById(FIRST_RIDE_ID)?.remove();
  clearCachedAnswers();
  vi.clearAllMocks();
});

describe('the ride in the first paint', () => {
  it.each([
    ['en', 'Your ride', 'Loading your ride…', 'Driver Assigned', 'OTP'],
    ['es', 'Tu viaje', 'Cargando tu viaje…', 'Conductor asignado', 'Código OTP'],
    ['fr', 'Votre course', 'Chargement de votre course…', null, null],
  ] as const)(
    'says in %s that it loads, with the status, the OTP and the driver',
    async (language, name, loading, title, otp) => {
      const card = within(await firstPaint(language));
      expect(screen.getByRole('complementary', { name })).toBeDefined();
      expect(card.getByRole('status').textContent).toBe(loading);
      if (title) expect(card.getByText(title)).toBeDefined();
      if (otp) expect(card.getByText(otp).nextElementSibling?.textContent).toBe('4821');
      expect(card.getByText('Harpreet Singh')).toBeDefined();
      expect(document.getElementById(FIRST_RIDE_ID)!.querySelector('script')).toBeNull();
    },
  );

  it('shows a request only as loading: no status title, no OTP, no driver yet', async () => {
    const card = await firstPaint('en', { status: 'request', otp: null, driverName: null });
    expect(card.textContent).toBe('Loading your ride…');
  });

  it('gives way to the overlay once the overlay shows the ride', async () => {
    stubApiCalls({
      '/tripapi/gettrips': () => ok(tripList([makeAssignedTrip({ trip_status: 'accept' })])),
    });
    await firstPaint('en');
    render(
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter>
          <RideOverlay />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByRole('dialog', { name: 'Driver Assigned' });
    await waitFor(() => expect(document.getElementById(FIRST_RIDE_ID)).toBeNull());
  });
});

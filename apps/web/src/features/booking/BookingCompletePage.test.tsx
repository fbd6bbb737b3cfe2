import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingCompletePage } from './BookingCompletePage';
import { logInRider, renderBookingRoute, stubBookingApi } from './test/bookingApi';
import { makeTrip } from './test/fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = (state?: unknown) =>
  renderBookingRoute('/booking-complete', { '/booking-complete': <BookingCompletePage /> }, state);

describe('BookingCompletePage', () => {
  it('thanks the rider and shows the scheduled trip it was given', async () => {
    stubBookingApi();
    const trip = makeTrip({ is_ride_later: 1, trip_date: Date.UTC(2030, 0, 2, 15, 0) });
    render({ trip });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you' })).toBeDefined();
    expect(screen.getByText('Thanks for booking Schedule ride.')).toBeDefined();
    const summary = screen.getByRole('region', { name: 'Your scheduled ride' });
    expect(within(summary).getByText('Western University')).toBeDefined();
    // the pickup time in the city's time (UTC−5 from the settings)
    expect(await within(summary).findByText(/January 2, 2030.*10:00/)).toBeDefined();
    expect(
      within(summary).getByText('CA$8.00', { selector: '.trip-summary__strong dd' }),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Change this ride' }).getAttribute('href')).toBe(
      `/booknow?edit=${trip.trip_id}`,
    );
  });

  it("finds the rider's newest ride for later when it was not given", async () => {
    const api = stubBookingApi();
    api.setOpen([makeTrip({ trip_id: 9, is_ride_later: 1, trip_to_loc: 'Victoria Park' })]);
    logInRider();
    render();
    expect(await screen.findByText('Victoria Park')).toBeDefined();
  });

  it('still thanks a visitor without a trip, with the ways on', () => {
    stubBookingApi();
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Your scheduled ride' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Change this ride' })).toBeNull();
    expect(screen.getByRole('link', { name: 'My Account' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Home' })).toBeDefined();
  });
});

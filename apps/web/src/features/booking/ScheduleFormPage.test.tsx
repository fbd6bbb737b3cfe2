import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingCompletePage } from './BookingCompletePage';
import { epochToCityLocal } from './model/scheduleTime';
import { ScheduleFormPage } from './ScheduleFormPage';
import { logInRider, PATHS, renderBookingRoute, stubBookingApi } from './test/bookingApi';
import { MASONVILLE, WESTERN } from './test/fixtures';

vi.mock('./map/LazyBookingMap', () => ({ LazyBookingMap: () => <div>map</div> }));

const DAY_MS = 86_400_000;

function renderSchedule() {
  return renderBookingRoute('/schedule-form', {
    '/schedule-form': <ScheduleFormPage />,
    '/booking-complete': <BookingCompletePage />,
  });
}

async function choosePlace(user: UserEvent, label: string, name: string) {
  const box = await screen.findByRole('combobox', { name: label });
  await user.type(box, name.slice(0, 6));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ScheduleFormPage', () => {
  it('asks for the pickup date and time (no ride now), next to the city clock', async () => {
    const api = stubBookingApi();
    logInRider();
    const user = userEvent.setup();
    renderSchedule();
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule a ride' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDefined();
    expect(screen.queryByRole('radio', { name: 'Ride now' })).toBeNull();
    expect(screen.getByRole('timer', { name: 'Current local time' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    const when = screen.getByLabelText('Pickup date and time');
    await waitFor(() => expect(when.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${when.id}-error`)?.textContent).toBe(
      'Please select a future time',
    );
    expect(api.callsTo(PATHS.save)).toHaveLength(0);
  });

  it('saves a ride for later and lands on /booking-complete with its summary', async () => {
    const api = stubBookingApi();
    logInRider();
    const user = userEvent.setup();
    renderSchedule();
    await choosePlace(user, 'Pickup location', WESTERN.place_name);
    await choosePlace(user, 'Drop location', MASONVILLE.place_name);
    const tomorrow = epochToCityLocal(Date.now() + DAY_MS, -5);
    await user.type(screen.getByLabelText('Pickup date and time'), tomorrow);
    await user.click(await screen.findByRole('radio', { name: /^Comfort.*CA\$10\.00/ }));
    await user.click(await screen.findByRole('radio', { name: 'Card' }));
    await user.click(screen.getByRole('checkbox', { name: /^I accept the Terms & Conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Book Now' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toBeDefined();
    expect(screen.getByText('Thanks for booking Schedule ride.')).toBeDefined();
    expect(screen.getByLabelText('current address').textContent).toBe('/booking-complete');
    const body = api.callsTo(PATHS.save)[0]?.body;
    expect(body).toMatchObject({ category_id: 2, trip_pay_mode: 'stripe', user_offer_amt: 10 });
    expect(typeof body?.scheduled_at).toBe('number');
    expect(sessionStorage.getItem('trip_mode')).toBe('later');

    const trip = screen.getByRole('region', { name: 'Your scheduled ride' });
    expect(within(trip).getByText('Western University')).toBeDefined();
    expect(within(trip).getByText('Masonville Place')).toBeDefined();
    expect(within(trip).getByText('Card')).toBeDefined();
    expect(screen.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });
});

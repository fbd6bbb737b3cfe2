import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DriverTrip } from '@fairfare/contracts/drivers';
import { failed, ok, stubApiCalls } from '../../../test/apiCalls';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { loadDriveTextsForTests } from '../../shared/testTexts';
import { RidePanel } from './RidePanel';

// The map is Leaflet's, loaded lazily: not what these tests are about.
vi.mock('./LazyDriveMap', () => ({
  LazyDriveMap: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

beforeAll(loadDriveTextsForTests);

const trip: DriverTrip = {
  trip_id: 41,
  trip_status: 'accept',
  is_ride_later: 0,
  trip_date: Date.now(),
  trip_from_loc: 'Western University',
  trip_from_lat: 43.0096,
  trip_from_lng: -81.2737,
  trip_to_loc: 'Masonville Place',
  trip_to_lat: 43.0255,
  trip_to_lng: -81.279,
  distance_km: 2.1,
  duration_min: 6,
  agreed_amt: 12,
  trip_comp_commision: 2.4,
  trip_driver_commision: 9.6,
  trip_currency: 'CAD',
  trip_pay_mode: 'cash',
  trip_pay_status: 'Unpaid',
  tm_acc: null,
  rider_name: 'Grace',
  rider_contact: '+1 (519) 555-0171',
  note: 'Blue jacket, by the main gate',
  rating_of_rider: null,
};

describe('the ride', () => {
  it('shows the pickup, the rider, a call, the hand-offs to navigation apps, and Arrived', async () => {
    const api = stubApiCalls({
      '/driverapi/updatetripstatus': () => ok({ ...trip, trip_status: 'arrive' }),
    });
    renderWithProviders(<RidePanel trip={trip} position={null} />);
    screen.getByRole('heading', { name: 'Pick up Grace' });
    screen.getByRole('region', { name: 'Map of the pickup' });
    screen.getByText('Blue jacket, by the main gate');
    expect(screen.getByRole('link', { name: 'Call Grace' }).getAttribute('href')).toBe(
      'tel:+15195550171',
    );
    const apps = screen.getByRole('navigation', { name: 'Directions to Western University' });
    expect(apps.querySelectorAll('a')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Arrived' }));
    expect(await api.firstBodyTo('/driverapi/updatetripstatus')).toEqual({
      trip_id: 41,
      status: 'arrive',
    });
  });

  it("asks for the rider's 4-digit code to start, and says so when it is wrong", async () => {
    const api = stubApiCalls({
      '/driverapi/updatetripstatus': (body) =>
        body.otp === '4821' ? ok({ ...trip, trip_status: 'begin' }) : failed(400, 'ride.otpWrong'),
    });
    renderWithProviders(<RidePanel trip={{ ...trip, trip_status: 'arrive' }} position={null} />);
    screen.getByRole('heading', { name: 'Waiting for Grace' });
    await userEvent.click(screen.getByRole('button', { name: 'Start ride' }));
    await userEvent.type(screen.getByLabelText("Rider's 4-digit code"), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Start ride' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^That code is not right/);
    expect(api.callsTo('/driverapi/updatetripstatus').map((c) => c.body)).toEqual([
      { trip_id: 41, status: 'begin', otp: '1234' },
    ]);
  });

  it('takes the cash of a completed cash ride (Cash received, at the agreed amount)', async () => {
    const api = stubApiCalls({
      '/driverapi/confirmcash': () =>
        ok({ ...trip, trip_status: 'completed', trip_pay_status: 'Paid' }),
    });
    const completed = { ...trip, trip_status: 'completed' as const };
    renderWithProviders(<RidePanel trip={completed} position={null} />);
    screen.getByRole('heading', { name: 'Ride complete' });
    screen.getByText('Cash · not paid yet');
    await userEvent.click(screen.getByRole('button', { name: 'Cash received CA$12.00' }));
    expect(await api.firstBodyTo('/driverapi/confirmcash')).toEqual({ trip_id: 41 });
  });
});

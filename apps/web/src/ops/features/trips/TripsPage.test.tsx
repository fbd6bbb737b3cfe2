import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rulesOpsPaths } from '@fairfare/contracts/money-rules';
import { opsSearchPaths, type OpsTripRow } from '@fairfare/contracts/ops-search';
import { opsPaths } from '@fairfare/contracts/staff';
import { ok, stubApiCalls } from '../../../test/apiCalls';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { setCityZones } from '../../shared/formatTime';
import { TripsPage } from './TripsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setCityZones([]);
});

const trip = (trip_id: number, city: [number, string, number]): OpsTripRow => ({
  trip_id,
  trip_status: 'completed',
  trip_date: Date.UTC(2026, 10, 28, 20, 37),
  from: 'Western University',
  to: 'Airport',
  amount: 30,
  currency: 'CAD',
  pay_mode: 'Card',
  pay_status: 'Paid',
  city_id: city[0],
  city_name: city[1],
  tz_offset: city[2],
  rider_name: 'Ada Rider',
  driver_name: null,
});

function stub(role: string) {
  return stubApiCalls({
    [opsPaths.session]: () => ok({ staff: { role }, has_passkey: true }),
    [rulesOpsPaths.cities]: () => ok([{ city_id: 14, city_name: 'London', city_cur: 'CAD' }]),
    [opsSearchPaths.trips]: () =>
      ok({
        trips: [trip(8, [14, 'London', -5]), trip(7, [40, 'Pune', 5.5])],
        next_before_id: null,
      }),
  });
}

describe('the trips screen', () => {
  it("sends every filter, shows each trip in its own city's zone, named where cities differ", async () => {
    setCityZones([
      { city_id: 14, tz_offset: -5 },
      { city_id: 40, tz_offset: 5.5 },
    ]);
    const api = stub('support');
    const user = userEvent.setup();
    renderWithProviders(<TripsPage />);
    const table = await screen.findByRole('table', { name: 'Trips, newest first' });
    expect(within(table).getByText('Nov 28, 2026, 3:37 p.m. UTC−5')).toBeTruthy();
    expect(within(table).getByText('Nov 29, 2026, 2:07 a.m. UTC+5:30')).toBeTruthy();
    expect((await within(table).findByRole('link', { name: 'Trip 8' })).getAttribute('href')).toBe(
      '/support/trips/8',
    );

    await user.type(screen.getByLabelText('Trip number'), '#8');
    await user.type(screen.getByLabelText(/^Rider/), 'Ada');
    await user.type(screen.getByLabelText(/^Driver/), '519 555 0188');
    await user.selectOptions(screen.getByLabelText('City'), '14');
    await user.selectOptions(screen.getByLabelText('Status'), 'completed');
    await user.type(screen.getByLabelText('From'), '2026-11-28');
    await user.type(screen.getByLabelText('To'), '2026-11-28');
    await user.click(screen.getByRole('button', { name: 'Find trips' }));
    // the days are London's (UTC−5): midnight to midnight there
    await vi.waitFor(() =>
      expect(api.callsTo(opsSearchPaths.trips).at(-1)?.body).toEqual({
        trip_id: 8,
        rider: 'Ada',
        driver: '519 555 0188',
        city_id: 14,
        status: 'completed',
        from: Date.UTC(2026, 10, 28, 5),
        to: Date.UTC(2026, 10, 29, 5),
      }),
    );
  });

  it("gives a city manager the list without links to support's trip pages", async () => {
    stub('city');
    renderWithProviders(<TripsPage />);
    const table = await screen.findByRole('table', { name: 'Trips, newest first' });
    await vi.waitFor(() => expect(within(table).getByText('Trip 8')).toBeTruthy());
    expect(within(table).queryByRole('link')).toBeNull();
  });
});

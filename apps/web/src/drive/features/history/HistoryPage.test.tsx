import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, stubApiCalls } from '../../../test/apiCalls';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { loadDriveTextsForTests } from '../../shared/testTexts';
import { HistoryPage } from './HistoryPage';

beforeAll(loadDriveTextsForTests);

const trip = (trip_id: number, fields: Record<string, unknown> = {}) => ({
  trip_id,
  trip_status: 'completed',
  trip_date: Date.UTC(2026, 10, 27, 15, 0),
  trip_from_loc: `Pickup ${trip_id}`,
  trip_to_loc: 'Masonville Place',
  distance_km: 2,
  duration_min: 6,
  agreed_amt: 12,
  cancel_fee: 0,
  trip_comp_commision: 2.4,
  trip_driver_commision: 9.6,
  tip_amount: 0,
  trip_currency: 'CAD',
  trip_pay_mode: 'cash',
  trip_pay_status: 'Paid',
  rider_name: 'Grace',
  rating_of_rider: null,
  ...fields,
});

describe('trip history', () => {
  it('lists ended trips, newest first, and reads older ones a page at a time', async () => {
    const api = stubApiCalls({
      '/driverapi/gettriphistory': (body) =>
        body.cursor
          ? ok({ trips: [trip(1, { rating_of_rider: 5 })], next_cursor: null })
          : ok({
              trips: [trip(3), trip(2, { trip_status: 'cancel', cancel_fee: 5 })],
              next_cursor: '1764255600000_2',
            }),
    });
    renderWithProviders(<HistoryPage />);
    await screen.findByText('Pickup 3 → Masonville Place');
    screen.getByText('Cancellation fee');
    screen.getByText('CA$5.00 · Cash');
    await userEvent.click(screen.getByRole('button', { name: 'Show older trips' }));
    await screen.findByText('Pickup 1 → Masonville Place');
    screen.getByText('Grace · you rated 5/5');
    expect(api.callsTo('/driverapi/gettriphistory').map((c) => c.body)).toEqual([
      { limit: 20 },
      { cursor: '1764255600000_2', limit: 20 },
    ]);
    expect(screen.queryByRole('button', { name: 'Show older trips' })).toBeNull();
  });
});

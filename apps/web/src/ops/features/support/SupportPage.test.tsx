import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { opsSupportPaths, type OpsTripDetail } from '@fairfare/contracts/ops-support';
import { restoreAfterTest } from '../../../test/account';
import { failed, ok, stubApiCalls } from '../../../test/apiCalls';
import { renderRoutes } from '../../../test/renderWithProviders';
import { stubBrowserTimeZone } from '../../../test/timeZone';
import { SupportPage } from './SupportPage';

afterEach(restoreAfterTest);

const routes = [{ path: '/support/*', element: <SupportPage /> }];

const TRIP: OpsTripDetail = {
  trip: {
    trip_id: 7,
    trip_status: 'begin',
    trip_date: Date.UTC(2026, 10, 27, 9),
    from: 'Western University',
    to: 'Airport',
    amount: 25,
    currency: 'CAD',
    pay_mode: 'cash',
    pay_status: 'Unpaid',
    rider: { user_id: 3, name: 'Ada Rider', phone: '+1 5195550100' },
    driver: { driver_id: 9, name: 'Dana Driver' },
    cancellable: true,
  },
  payments: [],
  refunds: [],
  timeline: [
    {
      at: Date.UTC(2026, 10, 27, 9),
      kind: 'request',
      text: 'Ride requested from Western University to Airport',
    },
    { at: null, kind: 'rating', text: 'Rated 5 of 5' },
  ],
};

describe('riders and trips', () => {
  it('finds riders by phone and refuses a trip number that is not one', async () => {
    const api = stubApiCalls({
      [opsSupportPaths.findRiders]: () =>
        ok({
          riders: [
            {
              user_id: 3,
              name: 'Ada Rider',
              phone: '+1 5195550100',
              email: null,
              wallet: 0,
              created_at: 0,
            },
          ],
        }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/support' });
    await user.type(screen.getByLabelText("Rider's phone"), '(519) 555-0100');
    await user.click(screen.getByRole('button', { name: 'Find rider' }));
    const found = await screen.findByRole('list', { name: 'Riders found' });
    expect(found.textContent).toContain('Ada Rider · +1 5195550100');
    expect(api.callsTo(opsSupportPaths.findRiders)[0]?.body).toEqual({ phone: '(519) 555-0100' });

    await user.type(screen.getByLabelText('Trip number'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Open trip' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a trip number, such as 1042.');
  });

  it('shows a trip’s timeline and cancels it only after a confirmation, showing a refusal', async () => {
    const api = stubApiCalls({
      [opsSupportPaths.trip]: () => ok(TRIP),
      [opsSupportPaths.cancelTrip]: () => failed(409, 'ops.tripEnded'),
    });
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/support/trips/7' });
    await screen.findByRole('heading', { level: 1, name: 'Trip 7' });
    const timeline = screen.getByRole('list');
    expect(timeline.textContent).toContain('Ride requested from Western University to Airport');
    expect(screen.getAllByRole('listitem').at(-1)?.textContent).toBe(
      'Time not recorded Rated 5 of 5',
    );

    const form = screen.getByRole('form', { name: 'Cancel trip 7' });
    await user.type(screen.getByLabelText('Reason'), 'Driver app stuck');
    await user.click(screen.getByRole('button', { name: 'Review cancellation' }));
    expect(form.textContent).toContain('Cancel trip 7 with no fee for “Driver app stuck”?');
    expect(api.callsTo(opsSupportPaths.cancelTrip)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This trip has already ended; there is nothing to cancel.',
    );
    expect(api.callsTo(opsSupportPaths.cancelTrip)[0]?.body).toEqual({
      trip_id: 7,
      reason: 'Driver app stuck',
    });
  });

  it('shows each change of the trip’s status with who made it, to the second, in order', async () => {
    stubBrowserTimeZone('UTC');
    const arrived = Date.UTC(2026, 10, 27, 9, 2, 1);
    const begun = Date.UTC(2026, 10, 27, 9, 2, 31);
    stubApiCalls({
      [opsSupportPaths.trip]: () =>
        ok({
          ...TRIP,
          timeline: [
            TRIP.timeline[0],
            {
              at: arrived,
              kind: 'status',
              text: 'Status changed from accept to arrive by the driver',
            },
            {
              at: begun,
              kind: 'status',
              text: 'Status changed from arrive to begin by the driver',
            },
          ],
        }),
    });
    renderRoutes(routes, { path: '/support/trips/7' });
    await screen.findByRole('heading', { level: 1, name: 'Trip 7' });
    const [, arrive, begin] = screen.getAllByRole('listitem');
    expect(arrive?.textContent).toMatch(
      /9:02:01.* Status changed from accept to arrive by the driver$/,
    );
    expect(begin?.textContent).toMatch(
      /9:02:31.* Status changed from arrive to begin by the driver$/,
    );
    // the times are machine-readable too
    expect(begin?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-27T09:02:31.000Z');
  });
});

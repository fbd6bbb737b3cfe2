import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  opsSupportPaths,
  type OpsRider,
  type OpsRiderDetail,
  type OpsTripDetail,
} from '@fairfare/contracts/ops-support';
import { restoreAfterTest } from '../../../test/account';
import { failed, ok, stubApiCalls } from '../../../test/apiCalls';
import { CARD_PAYMENT } from '../../../test/opsSupport';
import { renderRoutes } from '../../../test/renderWithProviders';
import { stubBrowserTimeZone } from '../../../test/timeZone';
import { setCityZones } from '../../shared/formatTime';
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
    tz_offset: -5,
    rider: { user_id: 3, name: 'Ada Rider', phone: '+1 519 555 0100' },
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

const ADA: OpsRider = {
  user_id: 3,
  name: 'Ada Rider',
  phone: '+1 519 555 0100',
  email: null,
  wallet: 0,
  created_at: 0,
};

describe('riders and trips', () => {
  it('finds riders by name, phone or e-mail and refuses a trip number that is not one', async () => {
    const api = stubApiCalls({
      [opsSupportPaths.findRiders]: (body) =>
        ok({ riders: body.query === '519 555 0999' ? [] : [ADA], next_before_id: null }),
      // below the searches: no credit waits for approval
      [opsSupportPaths.walletCredits]: () => ok({ credits: [] }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/support' });
    await user.type(screen.getByLabelText('Name, phone or e-mail'), '(519) 555-0100');
    await user.click(screen.getByRole('button', { name: 'Find rider' }));
    const found = await screen.findByRole('table', { name: 'Riders found, newest first' });
    expect(within(found).getByRole('link', { name: 'Ada Rider' }).getAttribute('href')).toBe(
      '/support/riders/3',
    );
    expect(within(found).getByRole('cell', { name: '+1 519 555 0100' })).toBeTruthy();
    expect(api.callsTo(opsSupportPaths.findRiders)[0]?.body).toEqual({ query: '(519) 555-0100' });

    // Nothing is looked up before the first search; a phone nobody has says so.
    expect(api.callsTo(opsSupportPaths.findRiders)).toHaveLength(1);
    await user.clear(screen.getByLabelText('Name, phone or e-mail'));
    await user.type(screen.getByLabelText('Name, phone or e-mail'), '519 555 0999');
    await user.click(screen.getByRole('button', { name: 'Find rider' }));
    expect((await screen.findByRole('status')).textContent).toBe('No rider matches.');

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
    expect(screen.getAllByRole('listitem').at(-1)?.textContent).toBe('Time not kept Rated 5 of 5');

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

  it('shows a rider’s wallet history, and says what a wallet credit did', async () => {
    const rider: OpsRiderDetail = {
      rider: { ...ADA, wallet: 12.5 },
      currency: 'CAD',
      lockout: { locked: false, wait_seconds: 0, unused_codes: 0 },
      recent_trips: [],
      wallet_history: [
        { amount: 12.5, balance_after: 12.5, reason: 'Goodwill', trip_id: null, at: 0 },
      ],
    };
    const api = stubApiCalls({
      [opsSupportPaths.rider]: () => ok(rider),
      [opsSupportPaths.adjustWallet]: () =>
        ok({ wallet: 15.5, entry: { ...rider.wallet_history[0], amount: 3, balance_after: 15.5 } }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/support/riders/3' });
    await screen.findByRole('heading', { level: 1, name: 'Ada Rider' });
    const history = screen.getByRole('table', { name: 'Wallet history' });
    expect(within(history).getByRole('cell', { name: 'Goodwill' })).toBeTruthy();
    expect(within(history).getAllByRole('cell', { name: '12.50 CAD' })).toHaveLength(2);

    await user.type(screen.getByLabelText('Amount (CAD)'), '3');
    await user.type(screen.getByLabelText('Reason'), 'Late driver');
    await user.click(screen.getByRole('button', { name: 'Review wallet change' }));
    await user.click(screen.getByRole('button', { name: 'Confirm credit' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Wallet credited: it now holds 15.50 CAD.',
    );
    expect(api.callsTo(opsSupportPaths.adjustWallet)[0]?.body).toMatchObject({
      user_id: 3,
      direction: 'credit',
      amount: 3,
      reason: 'Late driver',
    });
  });

  it('lists a trip’s payments and opens the refund form of a refundable one', async () => {
    stubApiCalls({
      [opsSupportPaths.trip]: () =>
        ok({
          ...TRIP,
          payments: [CARD_PAYMENT],
        }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/support/trips/7' });
    const payments = await screen.findByRole('table', { name: 'Payments of the trip' });
    expect(
      within(payments).getByRole('cell', { name: '#41 · trip · Card · visa •••• 4242' }),
    ).toBeTruthy();
    expect(within(payments).getByRole('cell', { name: '10.00 CAD' })).toBeTruthy();
    // jsdom names the button "Refundpayment 41": it drops the space a browser reads.
    await user.click(within(payments).getByRole('button', { name: /^Refund ?payment 41$/ }));
    expect(screen.getByRole('form', { name: 'Refund payment 41' })).toBeTruthy();
    expect(screen.getByLabelText('Amount to refund (CAD)')).toHaveProperty('value', '20.00');
  });

  it('shows each change of the trip’s status with who made it, to the second, in the city’s zone, named where cities differ', async () => {
    // the browser is in Tokyo; the trip's city is 5 hours behind UTC, another city is not
    stubBrowserTimeZone('Asia/Tokyo');
    setCityZones([
      { city_id: 14, tz_offset: -5 },
      { city_id: 30, tz_offset: 1 },
    ]);
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
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    const [, arrive, begin] = within(timeline).getAllByRole('listitem');
    expect(arrive?.textContent).toMatch(
      /Nov 27, 2026, 4:02:01 a\.m\. UTC−5 Status changed from accept to arrive by the driver$/,
    );
    expect(begin?.textContent).toMatch(
      /4:02:31 a\.m\. UTC−5 Status changed from arrive to begin by the driver$/,
    );
    // the times are machine-readable too
    expect(begin?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-27T09:02:31.000Z');
  });
});

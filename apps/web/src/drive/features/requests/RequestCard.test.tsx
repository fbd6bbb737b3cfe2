import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OpenRequest } from '@fairfare/contracts/drivers';
import { messageText } from '@fairfare/contracts/messages';
import { changeLanguage, i18n } from '../../../shared/i18n/i18n';
import { failed, ok, stubApiCalls } from '../../../test/apiCalls';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { loadDriveTextsForTests } from '../../shared/testTexts';
import { RequestCard } from './RequestCard';
import { RequestList } from './RequestList';

beforeAll(loadDriveTextsForTests);

const request: OpenRequest = {
  trip_id: 41,
  trip_status: 'request',
  is_ride_later: 0,
  trip_date: Date.now(),
  city_id: 14,
  category_id: 1,
  trip_from_loc: 'Western University',
  trip_from_lat: 43.0096,
  trip_from_lng: -81.2737,
  trip_to_loc: 'Masonville Place',
  trip_to_lat: 43.0255,
  trip_to_lng: -81.279,
  distance_km: 2.1,
  duration_min: 6,
  pickup_distance_km: 0.4,
  pickup_eta_min: 2,
  user_offer_amt: 12,
  min_amount: 6,
  max_amount: 30,
  trip_currency: 'CAD',
  request_expires_at: Date.now() + 95_000,
  rider_first_name: 'Grace',
  rider_rating: 4.8,
  rider_rating_count: 12,
  trip_pay_mode: 'cash',
  my_offer: null,
};

const offer = (fields: Partial<NonNullable<OpenRequest['my_offer']>>) => ({
  tripRequestId: 9,
  trip_id: 41,
  driver_id: 3,
  offer_amt: 12,
  user_offer_amt: null,
  status: 'offer' as const,
  expires_at: Date.now() + 30_000,
  ...fields,
});

describe('a request card', () => {
  it("shows the ride, the rider and the fare, and offers the rider's fare in one tap", async () => {
    const api = stubApiCalls({
      '/driverapi/getopenrequests': () => ok({ requests: [request] }),
      '/driverapi/sendoffer': () => ok(offer({})),
    });
    // in its list, as the app shows it: the driver's offer goes on the card at once
    renderWithProviders(<RequestList />);
    const card = await screen.findByRole('article', { name: 'Ride for Grace' });
    screen.getByRole('heading', { name: 'Requests near you (1)' });
    within(card).getByText('★ 4.8');
    within(card).getByText('Western University');
    within(card).getByText('0.4 km away · about 2 min');
    within(card).getByText('2.1 km trip · about 6 min');
    within(card).getByText(/Cash/);
    within(card).getByText(/^Open for 1:3\d$/);
    await userEvent.click(within(card).getByRole('button', { name: 'Offer CA$12.00' }));
    expect(await api.firstBodyTo('/driverapi/sendoffer')).toEqual({ trip_id: 41, offer_amt: 12 });
    await within(card).findByText('You offered CA$12.00. Waiting for Grace to answer…');
  });

  it('counters with a quick step within the bounds, or says why a typed price is refused', async () => {
    const api = stubApiCalls({
      '/driverapi/sendoffer': (body) => ok(offer({ offer_amt: body.offer_amt as number })),
    });
    renderWithProviders(<RequestCard request={{ ...request, max_amount: 13 }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Your price' }));
    const steps = screen.getByRole('list', { name: 'Quick prices' });
    expect(
      within(steps)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['+5% · CA$12.60', '+10% · CA$13.00']);
    await userEvent.type(screen.getByLabelText('Your price'), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Offer this price' }));
    expect(api.callsTo('/driverapi/sendoffer')).toEqual([]);
    await userEvent.click(within(steps).getByRole('button', { name: '+5% · CA$12.60' }));
    expect(await api.firstBodyTo('/driverapi/sendoffer')).toEqual({
      trip_id: 41,
      offer_amt: 12.6,
    });
  });

  it("says the rider's counter-offer in words and accepts it", async () => {
    const api = stubApiCalls({
      '/driverapi/answercounter': () => ok(offer({ status: 'accepted', offer_amt: 11 })),
    });
    const countered = { ...request, my_offer: offer({ status: 'counter', user_offer_amt: 11 }) };
    renderWithProviders(<RequestCard request={countered} />);
    screen.getByText('Grace offers CA$11.00.');
    await userEvent.click(screen.getByRole('button', { name: 'Accept CA$11.00' }));
    expect(await api.firstBodyTo('/driverapi/answercounter')).toEqual({
      trip_id: 41,
      accept: true,
    });
  });

  it("shows the service's refusal, in the driver's language", async () => {
    await changeLanguage('fr');
    try {
      stubApiCalls({ '/driverapi/sendoffer': () => failed(409, 'error.conflict') });
      renderWithProviders(<RequestCard request={request} />);
      await userEvent.click(screen.getByRole('button', { name: /^Proposer 12,00\s\$CA$/ }));
      const refusal = i18n.t('error.conflict', { ns: 'messages' });
      expect(refusal).not.toBe(messageText('error.conflict'));
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe(refusal));
    } finally {
      await changeLanguage('en');
    }
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Receipt } from '@fairfare/contracts/payments';
import { changeLanguage } from '../../shared/i18n/i18n';
import { restoreAfterTest } from '../../test/account';
import { failed, ok, stubApiCalls } from '../../test/apiCalls';
import { renderRoutes } from '../../test/renderWithProviders';
import { stubBrowserTimeZone } from '../../test/timeZone';
import { ReceiptPage } from './ReceiptPage';

const RECEIPT: Receipt = {
  trip_id: 301,
  trip_status: 'completed',
  trip_date: Date.UTC(2030, 0, 2, 15, 0),
  paid_at: Date.UTC(2030, 0, 2, 15, 30),
  trip_from_loc: 'Western University',
  trip_to_loc: 'Masonville Place',
  distance_km: 3.25,
  duration_min: 9,
  driver_name: 'Maximilian Oberstein',
  car: 'Toyota Sedan Corolla',
  car_make: 'Toyota',
  car_type: 'Sedan',
  car_model: 'Corolla',
  car_color: 'Silver',
  car_number: 'CAB 123',
  currency: 'CAD',
  fare: 14,
  service_tax: 0.7,
  promo_amt: 2,
  promo_code: 'SAVE2',
  total: 12.7,
  pay_mode: 'Card',
  card: 'Visa •••• 4242',
  is_cancel_fee: false,
  tip: 0,
  tip_percent: null,
  trip_rating: null,
  tip_card: null,
  total_with_tip: 12.7,
  refunded: 0,
  total_paid: 12.7,
};

const routes = [{ path: '/profile/receipt/:tripId', element: <ReceiptPage /> }];

function fact(name: string) {
  return screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
}

beforeEach(() => {
  sessionStorage.setItem('isLoggedIn', 'true');
});

afterEach(restoreAfterTest);

describe('ReceiptPage', () => {
  it('shows the paid trip: route, driver, car, amounts and the card', async () => {
    const api = stubApiCalls({ '/tronsactionapi/getreceipt': () => ok(RECEIPT) });
    renderRoutes(routes, { path: '/profile/receipt/301' });
    await screen.findByRole('heading', { level: 1, name: 'Receipt' });
    await screen.findByText('Western University');
    expect(api.callsTo('/tronsactionapi/getreceipt')[0]?.body).toEqual({ trip_id: 301 });
    expect(screen.getByText('Masonville Place')).toBeTruthy();
    expect(fact('Driver')).toBe('Maximilian Oberstein');
    expect(fact('Car')).toBe('Toyota Sedan Corolla · Silver · CAB 123');
    expect(fact('Distance and time')).toBe('3.25 km · 9 min');
    expect(fact('Fare')).toBe('CA$14.00');
    expect(fact('Service tax')).toBe('CA$0.70');
    expect(fact('Promo (SAVE2)')).toBe('−CA$2.00');
    expect(fact('Total paid')).toBe('CA$12.70');
    expect(fact('Pay mode')).toBe('Card · Visa •••• 4242');
    expect(screen.getByText('Date', { selector: 'dt' })).toBeTruthy();
    // no tip: no tip lines
    expect(screen.queryByText(/^Tip/, { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Total with tip', { selector: 'dt' })).toBeNull();
  });

  it('offers "Add a tip" and "Rate your driver" within 72 hours of the ride, until each is done', async () => {
    const hour = 3_600_000;
    let receipt = { ...RECEIPT, trip_date: Date.now() - hour };
    stubApiCalls({ '/tronsactionapi/getreceipt': () => ok(receipt) });
    const first = renderRoutes(routes, { path: '/profile/receipt/301' });
    await screen.findByText('Western University');
    expect(screen.getByRole('button', { name: 'Add a tip' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rate your driver' })).toBeTruthy();
    first.unmount();

    // tipped and rated already, a cancellation fee, or too late: neither
    for (const done of [
      { trip_date: Date.now() - hour, tip: 2, trip_rating: 4 },
      { trip_date: Date.now() - hour, is_cancel_fee: true },
      { trip_date: Date.now() - 73 * hour },
    ]) {
      receipt = { ...RECEIPT, ...done };
      const rendered = renderRoutes(routes, { path: '/profile/receipt/301' });
      await screen.findByText('Western University');
      expect(screen.queryByRole('button', { name: 'Add a tip' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Rate your driver' })).toBeNull();
      rendered.unmount();
    }
  });

  it('shows the tip with its percent and the total with it', async () => {
    stubApiCalls({
      '/tronsactionapi/getreceipt': () =>
        ok({ ...RECEIPT, tip: 2.1, tip_percent: 15, total_with_tip: 14.8 }),
    });
    renderRoutes(routes, { path: '/profile/receipt/301' });
    await screen.findByText('Western University');
    expect(fact('Total paid')).toBe('CA$12.70');
    expect(fact('Tip (15 %)')).toBe('CA$2.10');
    expect(fact('Total with tip')).toBe('CA$14.80');
  });

  it('names the card of a tip charged on another card than the trip', async () => {
    stubApiCalls({
      '/tronsactionapi/getreceipt': () =>
        ok({ ...RECEIPT, tip: 3, tip_card: 'Mastercard •••• 4444', total_with_tip: 15.7 }),
    });
    renderRoutes(routes, { path: '/profile/receipt/301' });
    await screen.findByText('Western University');
    expect(fact('Tip')).toBe('CA$3.00 · Mastercard •••• 4444');
    expect(fact('Total with tip')).toBe('CA$15.70');
  });

  it('shows what support refunded and the total paid after it, and nothing of it without a refund', async () => {
    stubApiCalls({
      '/tronsactionapi/getreceipt': () => ok({ ...RECEIPT, refunded: 5, total_paid: 7.7 }),
    });
    const rendered = renderRoutes(routes, { path: '/profile/receipt/301' });
    await screen.findByText('Western University');
    expect(fact('Total paid')).toBe('CA$12.70');
    expect(fact('Refunded')).toBe('−CA$5.00');
    expect(fact('Total paid after refund')).toBe('CA$7.70');
    rendered.unmount();

    stubApiCalls({ '/tronsactionapi/getreceipt': () => ok(RECEIPT) });
    renderRoutes(routes, { path: '/profile/receipt/301' });
    await screen.findByText('Western University');
    expect(screen.queryByText('Refunded')).toBeNull();
  });

  it('writes the distance the way of the interface language', async () => {
    await changeLanguage('fr');
    stubApiCalls({ '/tronsactionapi/getreceipt': () => ok(RECEIPT) });
    renderRoutes(routes, { path: '/profile/receipt/301' });
    await screen.findByText('Western University');
    expect(fact('Distance et durée')).toBe('3,25 km · 9 min');
    // issue 38 point 4: the car's type and colour in French, not "Sedan" and "Silver"
    expect(fact('Voiture')).toBe('Toyota Berline Corolla · Argent · CAB 123');
  });

  it("shows the trip's and the payment's times in the city's time, not the browser's", async () => {
    // the city is 5 hours behind UTC; the browser is in Tokyo, 9 hours ahead
    stubBrowserTimeZone('Asia/Tokyo');
    stubApiCalls({
      '/tronsactionapi/getreceipt': () => ok(RECEIPT),
      '/constantapi/getconstants': () =>
        ok([{ constant_id: 51, constant_key: 'tz_offset', constant_value: '-5' }]),
    });
    renderRoutes(routes, { path: '/profile/receipt/301' });
    await screen.findByText('Western University');
    // 15:00 and 15:30 UTC: 10:00 and 10:30 in the city (00:00 and 00:30 the next day in Tokyo)
    expect(fact('Date')).toBe('Jan 2, 2030, 10:00 AM');
    expect(fact('Paid on')).toBe('Jan 2, 2030, 10:30 AM');

    await changeLanguage('fr');
    await screen.findByText('Date', { selector: 'dt' });
    await waitFor(() => expect(fact('Payée le')).toBe('2 janv. 2030, 10:30'));
  });

  it('names a cancellation fee and a cash payment', async () => {
    stubApiCalls({
      '/tronsactionapi/getreceipt': () =>
        ok({ ...RECEIPT, is_cancel_fee: true, pay_mode: 'Cash', card: null, promo_code: null }),
    });
    renderRoutes(routes, { path: '/profile/receipt/301' });
    await screen.findByText('Western University');
    expect(fact('Cancellation fee')).toBe('CA$14.00');
    expect(fact('Pay mode')).toBe('Cash');
    // the cancelled trip was not driven: no distance and time as if it had been
    expect(screen.queryByText('Distance and time', { selector: 'dt' })).toBeNull();
  });

  it('prints with the Print button', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    stubApiCalls({ '/tronsactionapi/getreceipt': () => ok(RECEIPT) });
    renderRoutes(routes, { path: '/profile/receipt/301' });
    await screen.findByText('Western University');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(
      within(screen.getByRole('region', { name: 'Receipt' }))
        .getByRole('link', { name: 'Back to My Account' })
        .getAttribute('href'),
    ).toBe('/profile');
  });

  it("shows Not found for a trip that is not the rider's paid trip", async () => {
    stubApiCalls({ '/tronsactionapi/getreceipt': () => failed(404, 'error.notFound') });
    renderRoutes(routes, { path: '/profile/receipt/999' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});

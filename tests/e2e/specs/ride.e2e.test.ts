import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { callApi } from '../lib/api.ts';
import { expectNoSeriousA11yViolations } from '../lib/axe.ts';
import { queryDb } from '../lib/db.ts';
import { DEMO_RIDER, logIn } from '../lib/login.ts';
import { outboxMessages, waitForCode } from '../lib/outbox.ts';
import type { RunningApp } from '../lib/start-app.ts';
import { browserSuite } from '../lib/suite.ts';

// The rider logs in with a texted code, and so does the driver: lift the code limits.
const { pageTest } = browserSuite({
  env: { CODE_SENDS_PER_IP_HOUR: '100', CODE_SENDS_PER_PHONE_HOUR: '100' },
});

const WESTERN = { name: 'Western University', lat: 43.0096, lng: -81.2737 };
const MASONVILLE = { name: 'Masonville Place', lat: 43.0255, lng: -81.279 };
/** The seed's first London driver (Economy): Harpreet Singh Dhillon, +1 519 555 0201. */
const DRIVER = { phone_code: '+1', phone: '5195550201', name: 'Harpreet Singh Dhillon' };

interface TripRow {
  trip_id: number;
  trip_status: string;
  user_offer_amt: number;
  otp: string | null;
}

function latestTrip(app: RunningApp): TripRow {
  const [row] = queryDb<TripRow>(
    app.dbFile,
    `SELECT t.trip_id, t.trip_status, t.user_offer_amt, t.otp FROM trips t
       JOIN users u ON u.user_id = t.user_id
      WHERE u.phone_code = '+1' AND u.phone = ?
      ORDER BY t.trip_id DESC LIMIT 1`,
    DEMO_RIDER.phone.slice(2),
  );
  if (!row) throw new Error('the rider has no trip');
  return row;
}

interface DriverSession {
  driver_id: number;
  api_key: string;
}

/** The driver logs in as the driver app does (client 'app': api_key + driver_id in the query). */
async function driverLogIn(app: RunningApp): Promise<DriverSession> {
  const full = `${DRIVER.phone_code}${DRIVER.phone}`;
  const seen = (await outboxMessages(app, full)).length;
  await callApi(app, '/driverapi/login', {
    step: 'request',
    phone_code: DRIVER.phone_code,
    phone: DRIVER.phone,
  });
  const code = await waitForCode(app, full, seen);
  const session = await callApi<{ driver_id: number; api_key?: string }>(app, '/driverapi/login', {
    step: 'verify',
    phone_code: DRIVER.phone_code,
    phone: DRIVER.phone,
    code,
    client: 'app',
  });
  if (!session.api_key) throw new Error('the driver login gave no api_key');
  return { driver_id: session.driver_id, api_key: session.api_key };
}

async function asDriver<T>(
  app: RunningApp,
  driver: DriverSession,
  path: string,
  body: unknown,
): Promise<T> {
  const query = `?api_key=${encodeURIComponent(driver.api_key)}&driver_id=${driver.driver_id}`;
  return callApi<T>(app, `${path}${query}`, body);
}

async function choosePlace(page: Page, field: 'Pickup location' | 'Drop location', name: string) {
  const box = page.getByRole('combobox', { name: field });
  await box.fill(name.slice(0, 8));
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
}

/** Books a ride now with Cash at the suggested offer, as in booking.e2e.test.ts. */
async function bookRideNow(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Book a ride' }).waitFor();
  await choosePlace(page, 'Pickup location', WESTERN.name);
  await choosePlace(page, 'Drop location', MASONVILLE.name);
  await page.getByRole('radio', { name: /^Economy\b.*\$\d/ }).check();
  await expect.poll(() => page.getByLabel('Your offer', { exact: true }).inputValue()).not.toBe('');
  await page.getByRole('radio', { name: 'Cash', exact: true }).check();
  await page.getByRole('checkbox', { name: /^I accept the Terms & Conditions/ }).check();
  await page.getByRole('button', { name: 'Book Now', exact: true }).click();
  await page.getByText('Your request has been saved successfully.').first().waitFor();
}

describe('the ride overlay', () => {
  pageTest(
    "shows a driver's offer in a popup, accepts it, and shows Driver Assigned with the OTP",
    async ({ page, app }) => {
      await logIn(page, app, { next: '/booknow' });
      await bookRideNow(page);
      const trip = latestTrip(app);
      expect(trip.trip_status).toBe('request');

      // the driver goes online near the pickup and offers the rider's fare
      const driver = await driverLogIn(app);
      await asDriver(app, driver, '/driverapi/setonline', { online: true });
      await asDriver(app, driver, '/driverapi/updateposition', {
        lat: WESTERN.lat + 0.002,
        lng: WESTERN.lng + 0.002,
      });
      const amount = trip.user_offer_amt / 100;
      await asDriver(app, driver, '/driverapi/sendoffer', {
        trip_id: trip.trip_id,
        offer_amt: amount,
      });

      const popup = page.getByRole('dialog', { name: 'Offer from Harpreet Sin…' });
      await popup.waitFor({ timeout: 10_000 });
      await popup.getByText('Driver Offered').waitFor();
      await popup.getByRole('img', { name: DRIVER.name }).waitFor();
      await expectNoSeriousA11yViolations(page);
      await popup.getByRole('button', { name: `Accept With CA$${amount.toFixed(2)}` }).click();

      const status = page.getByRole('dialog', { name: 'Driver Assigned' });
      await status.waitFor({ timeout: 10_000 });
      await expect.poll(() => latestTrip(app).trip_status).toBe('accept');
      const otp = latestTrip(app).otp;
      expect(otp).toMatch(/^\d{4}$/);
      await status.getByText(otp!, { exact: true }).waitFor();
      await status
        .getByText('No cancellation fees will be charged before the timer expires.')
        .waitFor();
      await status.getByRole('button', { name: 'Cancel Ride' }).waitFor();
      await expectNoSeriousA11yViolations(page);

      // Tracking opens the public tracking page in a new tab: status, places, the driver's first name
      const tracking = status.getByRole('link', { name: /^Tracking/ });
      expect(await tracking.getAttribute('target')).toBe('_blank');
      const [tab] = await Promise.all([page.context().waitForEvent('page'), tracking.click()]);
      await tab.getByRole('heading', { level: 1, name: 'Track the ride' }).waitFor();
      await tab.getByRole('status').getByText('Driver on the way').waitFor();
      await tab.getByText('Harpreet', { exact: true }).waitFor();
      await tab.getByText(WESTERN.name, { exact: false }).first().waitFor();
      await tab.getByRole('region', { name: /^Map of the ride/ }).waitFor();
      await expectNoSeriousA11yViolations(tab);
      await tab.close();

      // an unknown token shows the not-found page
      await page.goto('/track?trip=unknown_token_0123456789');
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    },
    { timeout: 60_000 },
  );
});

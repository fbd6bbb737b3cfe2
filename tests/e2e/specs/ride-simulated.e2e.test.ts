import { describe, expect } from 'vitest';
import { newestTripOf, registerRider } from '../lib/new-rider.ts';
import {
  acceptFirstOffer,
  anyStatusPopup,
  bookRideNow,
  DRIVER_TIMEOUT_MS,
  expectRideCompleted,
  expectTripInHistory,
  factOf,
  MASONVILLE,
  offerPopup,
  offerTitles,
  simulatorEnv,
  statusPopup,
  waitForOffers,
  WESTERN,
} from '../lib/simulated-ride.ts';
import { browserSuite } from '../lib/suite.ts';

// London's simulated drivers answer every request at the rider's fare, take counter-offers and
// never cancel (see simulatorEnv); each journey has its own new rider.
const { pageTest } = browserSuite({ env: simulatorEnv() });

const ROUTE = { from: WESTERN, to: MASONVILLE };

/** '23.5' → 'CA$23.50', as the popups show amounts in the en-US locale. */
function cad(amount: number): string {
  return `CA$${amount.toFixed(2)}`;
}

describe('a live ride with simulated drivers', () => {
  pageTest(
    'offers in popups: counter one, decline another, accept the countered one; assigned, arrived, begun, completed',
    async ({ page, app }) => {
      const rider = { firstName: 'Ada', lastName: 'Lovelace', national: '519 555 0150' };
      await registerRider(page, app, rider);
      await bookRideNow(page);

      // several drivers near the pickup answer, each in a popup
      await waitForOffers(page, 2);
      const [countered, declined] = await offerTitles(page);
      if (!countered || !declined) throw new Error('fewer than two offer popups');

      // counter the first driver's offer with one dollar above the minimum the field shows
      const counterPopup = offerPopup(page, countered);
      await counterPopup.getByRole('button', { name: 'Customize Offer' }).click();
      const amountField = counterPopup.getByLabel(/^Your offer/);
      const minimum = Number(await amountField.inputValue());
      expect(minimum).toBeGreaterThan(0);
      const counter = minimum + 1;
      await amountField.fill(counter.toFixed(2));
      await counterPopup.getByRole('button', { name: 'Send Offer' }).click();
      await page.getByText('Driver has received your offer!').first().waitFor();

      // decline the second driver: that popup goes
      await offerPopup(page, declined).getByRole('button', { name: 'Decline' }).click();
      await offerPopup(page, declined).waitFor({ state: 'detached' });

      // the first driver takes the counter-offer: accept it at that amount
      const accept = counterPopup.getByRole('button', { name: `Accept With ${cad(counter)}` });
      await accept.waitFor({ timeout: DRIVER_TIMEOUT_MS });
      await accept.click();

      // Driver Assigned: the OTP to read out to the driver and the free-cancellation countdown
      const assigned = statusPopup(page, 'Driver Assigned');
      await assigned.waitFor();
      const otp = await factOf(assigned, 'OTP').innerText();
      expect(otp).toMatch(/^\d{4}$/);
      expect(newestTripOf(app, rider)?.otp).toBe(otp);
      await assigned.getByRole('timer').waitFor();
      await assigned
        .getByText('No cancellation fees will be charged before the timer expires.')
        .waitFor();
      await assigned.getByRole('button', { name: 'Cancel Ride' }).waitFor();

      // Tracking opens the live map in a new page, with the driver on it
      const driverName = await factOf(anyStatusPopup(page), 'Driver').innerText();
      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        anyStatusPopup(page)
          .getByRole('link', { name: /^Tracking/ })
          .click(),
      ]);
      expect(new URL(tab.url()).pathname).toBe('/track');
      expect(new URL(tab.url()).searchParams.get('trip')).toBeTruthy();
      await tab.getByRole('heading', { level: 1, name: 'Track the ride' }).waitFor();
      await tab.getByRole('region', { name: /^Map of the ride/ }).waitFor();
      await tab.getByText(driverName.split(' ')[0]!, { exact: true }).waitFor();
      await tab.close();

      // the driver arrives (the OTP still shows), then begins the ride: no cancelling any more
      const arrived = statusPopup(page, 'Driver Arrived');
      await arrived.waitFor({ timeout: DRIVER_TIMEOUT_MS });
      expect(await factOf(arrived, 'OTP').innerText()).toBe(otp);
      const begun = statusPopup(page, 'Begin');
      await begun.waitFor({ timeout: DRIVER_TIMEOUT_MS });
      expect(await begun.getByRole('button', { name: 'Cancel Ride' }).count()).toBe(0);

      await expectRideCompleted(page, ROUTE);
      // a cash ride: its simulated driver confirms the cash seconds later, and the history (read
      // again on the driver's 'paid' news) shows it Paid, with nothing more done by the rider
      await expectTripInHistory(page, ROUTE, 'Paid', DRIVER_TIMEOUT_MS);
    },
    { timeout: 90_000 },
  );

  pageTest(
    'offers stay in the order they came, sort by price, count down, and the request is withdrawn from the list',
    async ({ page, app }) => {
      await registerRider(page, app, {
        firstName: 'Mary',
        lastName: 'Jackson',
        national: '519 555 0153',
      });
      await bookRideNow(page);
      await waitForOffers(page, 2);
      const list = page.getByRole('region', { name: 'Driver offers' });
      const shown = await offerTitles(page);
      // a later offer never goes above the ones already there
      await waitForOffers(page, shown.length + 1).catch(() => undefined);
      expect((await offerTitles(page)).slice(0, shown.length)).toEqual(shown);
      await list
        .getByText(/^Offer ends in \d\d:\d\d$/)
        .first()
        .waitFor();

      await list
        .getByRole('combobox', { name: 'Sort offers' })
        .selectOption({ label: 'Lowest price' });
      const amounts = await list
        .getByRole('dialog')
        .getByRole('button', { name: /^Accept With / })
        .allInnerTexts();
      const values = amounts.map((text) => Number(text.replace(/[^\d.]/g, '')));
      expect(values).toEqual([...values].sort((a, b) => a - b));

      await list.getByRole('button', { name: 'Cancel Ride' }).click();
      // asked first (issue 26 point 12)
      await page
        .getByRole('dialog', { name: 'Cancel Ride' })
        .getByRole('button', { name: 'Cancel Ride' })
        .click();
      await page.getByText('Your ride request has been cancelled.').first().waitFor();
      await list.waitFor({ state: 'detached' });
      await page.getByRole('heading', { level: 1, name: 'Book a ride' }).waitFor();
    },
    { timeout: 60_000 },
  );

  pageTest(
    'the rider cancels an assigned ride with a reason of at least 10 characters',
    async ({ page, app }) => {
      await registerRider(page, app, {
        firstName: 'Grace',
        lastName: 'Hopper',
        national: '519 555 0151',
      });
      await bookRideNow(page);

      await acceptFirstOffer(page);
      await statusPopup(page, 'Driver Assigned').waitFor();

      await anyStatusPopup(page).getByRole('button', { name: 'Cancel Ride' }).click();
      const cancel = page.getByRole('dialog', { name: 'Cancel Ride' });
      // inside the countdown: the popup says it is free until the countdown ends
      await cancel.getByText(/^Cancelling is free until /).waitFor();
      const reason = cancel.getByRole('textbox', { name: 'Reason' });
      await reason.fill('Too late');
      await cancel.getByRole('button', { name: 'Submit' }).click();
      await cancel.getByText('Reason should be minimum 10 words. Please fill it out.').waitFor();

      await reason.fill('My meeting was moved, I no longer need the ride.');
      await cancel.getByRole('button', { name: 'Submit' }).click();
      await cancel.waitFor({ state: 'detached' });
      // a free cancellation ends with a confirmation
      const done = page.getByRole('dialog', { name: 'Ride cancelled' });
      await done.getByText('No cancellation fee was charged.').waitFor();
      await done.getByRole('button', { name: 'Close' }).click();
      expect(await page.getByRole('dialog').count()).toBe(0);

      await expectTripInHistory(page, ROUTE, 'Cancelled');
      expect(await page.getByRole('dialog').count()).toBe(0);
    },
    { timeout: 60_000 },
  );

  pageTest(
    'the booking map shows the online cars near the pickup, in text and as marks on the map',
    async ({ page }) => {
      await page.goto('/booknow');
      await page.getByRole('heading', { level: 1, name: 'Book a ride' }).waitFor();
      const line = page.getByText(/^\d+ cars? nearby/);
      await line.waitFor({ timeout: DRIVER_TIMEOUT_MS });
      const count = Number((await line.innerText()).split(' ')[0]);
      expect(count).toBeGreaterThan(0);
      const map = page.getByRole('region', { name: 'Map: click to set the pickup' });
      await map
        .getByTitle(/^Nearby car: /)
        .first()
        .waitFor();
      expect(await map.getByTitle(/^Nearby car: /).count()).toBe(count);

      // a ride for later shows no cars: those on the road now say nothing about it
      await page.getByRole('radio', { name: 'Schedule for later' }).check();
      await line.waitFor({ state: 'detached' });
      expect(await map.getByTitle(/^Nearby car: /).count()).toBe(0);
    },
  );
});

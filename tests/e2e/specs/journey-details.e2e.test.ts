import { describe, expect } from 'vitest';
import {
  CASH_CONFIRM_TIMEOUT_MS,
  fastRideEnv,
  historyTrip,
  RIDE_TIMEOUT_MS,
  rideToTheEnd,
  selectPaymentPopup,
  summaryPopup,
  thanksPopup,
} from '../lib/after-ride.ts';
import { registerRider } from '../lib/new-rider.ts';
import { waitForHydration } from '../lib/navigation.ts';
import { browserSuite } from '../lib/suite.ts';

const { pageTest } = browserSuite({ env: fastRideEnv() });

describe('details of the journey a new rider tripped over', () => {
  pageTest(
    'a completed ride that was not rated in its popup is rated later from My Account',
    async ({ page, app }) => {
      await registerRider(page, app, {
        firstName: 'Mary',
        lastName: 'Golda',
        national: '519 555 0156',
      });
      const unpaid = await rideToTheEnd(page, 'Cash');
      await unpaid.getByRole('button', { name: 'Pay', exact: true }).click();
      await selectPaymentPopup(page).getByRole('button', { name: 'I paid in cash' }).click();
      // thank-you once the simulated driver confirmed the cash
      const thanks = thanksPopup(page);
      await thanks
        .getByText('Your payment was successful.')
        .waitFor({ timeout: CASH_CONFIRM_TIMEOUT_MS });
      await thanks.getByRole('button', { name: 'Close' }).click();
      // the summary offers the rating; the rider closes it without rating
      const summary = summaryPopup(page);
      await summary.getByRole('radiogroup', { name: 'Rate your driver' }).waitFor();
      await summary.getByRole('button', { name: 'Close' }).click();
      await summary.waitFor({ state: 'detached' });

      await page.goto('/profile');
      const trip = historyTrip(page);
      await trip.getByRole('button', { name: 'Rate your driver' }).click();
      const dialog = page.getByRole('dialog', { name: 'Rate your driver' });
      await dialog
        .getByRole('radiogroup', { name: 'Rate your driver' })
        .getByRole('radio', { name: '4 stars', exact: true })
        .check();
      await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
      await dialog.getByText('Thank You For Your Valuable Feedback').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await trip.getByRole('img', { name: 'Rated 4 out of 5' }).waitFor();
      expect(await trip.getByRole('button', { name: 'Rate your driver' }).count()).toBe(0);
    },
    { timeout: RIDE_TIMEOUT_MS * 2 },
  );

  pageTest('in Spanish, the categories and the page titles are Spanish too', async ({ page }) => {
    await page.goto('/booknow');
    await waitForHydration(page);
    await page.getByLabel('Language', { exact: true }).selectOption('es');
    await page.getByRole('heading', { level: 1, name: 'Reservar un viaje' }).waitFor();
    await page.getByRole('radio', { name: /^Económico\b/ }).waitFor();
    expect(await page.getByRole('radio', { name: /^Economy\b/ }).count()).toBe(0);
    await page.goto('/contact-us');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => page.title()).toMatch(/^Contáctanos/);
  });

  pageTest(
    "'Use my location' names the place the rider stands at, not coordinates",
    async ({ page, app }) => {
      // a few metres from Western University's seeded point
      await page.context().grantPermissions(['geolocation'], { origin: app.baseUrl });
      await page.context().setGeolocation({ latitude: 43.0097, longitude: -81.2736 });
      await page.goto('/booknow');
      await page.getByRole('button', { name: 'Use my location' }).click();
      const pickup = page.getByRole('combobox', { name: 'Pickup location' });
      await expect.poll(() => pickup.inputValue()).toBe('Western University');
    },
  );
});

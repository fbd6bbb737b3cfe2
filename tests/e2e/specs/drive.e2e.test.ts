import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { historyTrip } from '../lib/after-ride.ts';
import { expectNoSeriousA11yViolations } from '../lib/axe.ts';
import { goOnline, openDriverPhone, PHONE, signInDriver } from '../lib/driver-app.ts';
import { registerRider } from '../lib/new-rider.ts';
import {
  anyStatusPopup,
  bookRideNow,
  factOf,
  offerPopups,
  statusPopup,
} from '../lib/simulated-ride.ts';
import { browserSuite } from '../lib/suite.ts';

// Real people only (the service starts with SIMULATOR=off): a rider in one browser context and
// a driver in another, both phones. Each journey registers its rider and signs the driver in.
const { pageTest } = browserSuite({
  env: { CODE_SENDS_PER_IP_HOUR: '100', CODE_SENDS_PER_PHONE_HOUR: '100' },
});

/** The driver waits at Western University's gate, a few hundred metres from the pickup. */
const NEAR_WESTERN = { lat: 43.0086, lng: -81.2725 };
const JOURNEY_TIMEOUT_MS = 150_000;

const money = (text: string) => /CA\$\d+\.\d\d/.exec(text)?.[0] ?? '';

/** The request from Western University as the driver app shows it. */
function requestCard(driver: Page): Locator {
  return driver
    .getByRole('article', { name: /^Ride for / })
    .filter({ hasText: 'Western University' });
}

/** The rider's one offer popup (one real driver). */
async function riderAccepts(rider: Page, amount: string) {
  const popup = offerPopups(rider).first();
  await popup.getByRole('button', { name: `Accept With ${amount}` }).click({ timeout: 15_000 });
  await statusPopup(rider, 'Driver Assigned').waitFor({ timeout: 15_000 });
}

/** From the pickup to the cash: Arrived, the rider's code (a wrong one first), Start, Complete. */
async function driveTheRide(driver: Page, rider: Page, amount: string) {
  await driver.getByRole('heading', { name: /^Pick up / }).waitFor({ timeout: 15_000 });
  await driver.getByRole('region', { name: 'Map of the pickup' }).waitFor();
  const google = driver.getByRole('link', { name: 'Google Maps' });
  expect(await google.getAttribute('href')).toContain('destination=43.0');
  expect(await driver.getByRole('link', { name: 'Navigation app' }).getAttribute('href')).toMatch(
    /^geo:43\.0\d+,-81\.2\d+/,
  );
  await expectNoSeriousA11yViolations(driver);
  await driver.getByRole('button', { name: 'Arrived' }).click();
  await driver.getByRole('heading', { name: /^Waiting for / }).waitFor();

  // the rider reads the code out from their status popup
  const otp = await factOf(anyStatusPopup(rider), 'OTP').innerText();
  expect(otp).toMatch(/^\d{4}$/);
  await driver.getByRole('button', { name: 'Start ride' }).click();
  const wrong = otp === '0000' ? '1111' : '0000';
  await driver.getByLabel("Rider's 4-digit code").fill(wrong);
  await driver.getByRole('button', { name: 'Start ride' }).click();
  await driver
    .getByRole('alert')
    .getByText(/^That code is not right/)
    .waitFor();
  await driver.getByLabel("Rider's 4-digit code").fill(otp);
  await driver.getByRole('button', { name: 'Start ride' }).click();
  await driver.getByRole('heading', { name: 'Ride under way' }).waitFor();

  await driver.getByRole('button', { name: 'Complete ride' }).click();
  await driver.getByRole('heading', { name: 'Ride complete' }).waitFor();
  await driver.getByRole('button', { name: `Cash received ${amount}` }).click();
  await driver.getByRole('button', { name: 'Done' }).waitFor();
  await driver.getByText('Cash · paid').waitFor();
}

describe('a ride between two real people: a rider on the site, a driver in the driver app', () => {
  pageTest(
    'Book Now → the request reaches the driver → Offer → accepted → Arrived → code → Start → Complete → Cash received → Paid',
    async ({ page: rider, app, browser }) => {
      await rider.setViewportSize(PHONE);
      const phone = await openDriverPhone(browser, app, NEAR_WESTERN);
      const driver = phone.page;
      try {
        await signInDriver(driver, app);
        await expectNoSeriousA11yViolations(driver);
        await goOnline(driver);
        await driver.getByText('No requests near you right now.', { exact: false }).waitFor();

        await registerRider(rider, app, {
          firstName: 'Grace',
          lastName: 'Hopper',
          national: '519 555 0171',
        });
        await bookRideNow(rider);

        // the request arrives by push: places, distances, the rider, the fare and its countdown
        const card = driver.getByRole('article', { name: 'Ride for Grace' });
        await card.waitFor({ timeout: 10_000 });
        await card.getByText('New rider').waitFor();
        await card.getByText('· Cash').waitFor();
        await card.getByText('Masonville Place').waitFor();
        await card.getByText(/away · about \d+ min$/).waitFor();
        await card.getByText(/^Open for \d+:\d\d$/).waitFor();
        const offer = card.getByRole('button', { name: /^Offer CA\$\d+\.\d\d$/ });
        const fare = money((await offer.textContent()) ?? '');
        expect(fare).not.toBe('');
        await expectNoSeriousA11yViolations(driver);
        await offer.click();
        await card.getByText(`You offered ${fare}.`, { exact: false }).waitFor();

        await riderAccepts(rider, fare);
        await driveTheRide(driver, rider, fare);

        await rider.goto('/profile');
        await historyTrip(rider).getByText('Paid', { exact: true }).waitFor({ timeout: 15_000 });
        await historyTrip(rider).getByText('Completed', { exact: true }).waitFor();
      } finally {
        await phone.close();
      }
    },
    { timeout: JOURNEY_TIMEOUT_MS },
  );

  pageTest(
    "the driver counters with a quick step, the rider's counter-offer shows in words, the driver raises it and the rider accepts",
    async ({ page: rider, app, browser }) => {
      await rider.setViewportSize(PHONE);
      const phone = await openDriverPhone(browser, app, NEAR_WESTERN);
      const driver = phone.page;
      try {
        await signInDriver(driver, app);
        await goOnline(driver);
        await registerRider(rider, app, {
          firstName: 'Katherine',
          lastName: 'Johnson',
          national: '519 555 0172',
        });
        await bookRideNow(rider);

        const card = requestCard(driver);
        await card.waitFor({ timeout: 10_000 });
        const fare = money(
          (await card.getByRole('button', { name: /^Offer CA\$/ }).textContent()) ?? '',
        );
        // "Your price": quick steps above the rider's fare; +10 % is sent in one tap
        await card.getByRole('button', { name: 'Your price' }).click();
        const step = card.getByRole('button', { name: /^\+10% · CA\$/ });
        const raised = money((await step.textContent()) ?? '');
        expect(Number(raised.slice(3))).toBeGreaterThan(Number(fare.slice(3)));
        await step.click();
        await card.getByText(`You offered ${raised}.`, { exact: false }).waitFor();

        // the rider answers with their own fare: the driver reads it at once, in words
        const popup = offerPopups(rider).first();
        await popup.getByRole('button', { name: `Accept With ${raised}` }).waitFor({
          timeout: 15_000,
        });
        await popup.getByRole('button', { name: 'Customize Offer' }).click();
        await popup.getByLabel(/^Your offer/).fill(fare.slice(3));
        await popup.getByRole('button', { name: 'Send Offer' }).click();
        await card.getByText(new RegExp(`offers ${fare.replace('$', '\\$')}\\.$`)).waitFor({
          timeout: 10_000,
        });
        await card.getByRole('button', { name: `Accept ${fare}` }).waitFor();

        // the driver counters once more (+5 % of the rider's counter-offer); the rider accepts it
        await card.getByRole('button', { name: 'Your price' }).click();
        const again = card.getByRole('button', { name: /^\+5% · CA\$/ });
        const final = money((await again.textContent()) ?? '');
        await again.click();
        await card.getByText(`You offered ${final}.`, { exact: false }).waitFor();
        await riderAccepts(rider, final);

        await driveTheRide(driver, rider, final);
        await rider.goto('/profile');
        await historyTrip(rider).getByText('Paid', { exact: true }).waitFor({ timeout: 15_000 });
      } finally {
        await phone.close();
      }
    },
    { timeout: JOURNEY_TIMEOUT_MS },
  );

  pageTest(
    "the rider declines the driver's offer: the driver reads it in words and the request leaves",
    async ({ page: rider, app, browser }) => {
      await rider.setViewportSize(PHONE);
      const phone = await openDriverPhone(browser, app, NEAR_WESTERN);
      const driver = phone.page;
      try {
        await signInDriver(driver, app);
        await goOnline(driver);
        await registerRider(rider, app, {
          firstName: 'Mary',
          lastName: 'Jackson',
          national: '519 555 0173',
        });
        await bookRideNow(rider);
        const card = requestCard(driver);
        await card.waitFor({ timeout: 10_000 });
        await card.getByRole('button', { name: /^Offer CA\$/ }).click();
        const popup = offerPopups(rider).first();
        await popup.getByRole('button', { name: 'Decline' }).click({ timeout: 15_000 });
        await driver.getByText('Mary declined your offer.').first().waitFor({ timeout: 10_000 });
        await card.waitFor({ state: 'detached', timeout: 10_000 });
        await driver.getByText('Mary declined your offer.').waitFor();

        // The driver signs out from the menu: the sign-in shows, and stays after a reload.
        await driver.getByText('Menu', { exact: true }).click();
        await driver.getByRole('button', { name: 'Sign out' }).click();
        const signIn = driver.getByRole('heading', { level: 1, name: 'Sign in to drive' });
        await signIn.waitFor({ timeout: 10_000 });
        await driver.reload();
        await signIn.waitFor();
      } finally {
        await phone.close();
      }
    },
    { timeout: JOURNEY_TIMEOUT_MS },
  );
});

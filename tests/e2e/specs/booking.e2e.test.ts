import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { callApi } from '../lib/api.ts';
import { expectNoSeriousA11yViolations } from '../lib/axe.ts';
import { queryDb } from '../lib/db.ts';
import { DEMO_RIDER, logIn } from '../lib/login.ts';
import { holdRequests, waitForPath } from '../lib/navigation.ts';
import type { RunningApp } from '../lib/start-app.ts';
import { browserSuite } from '../lib/suite.ts';

// Every test logs the demo rider in with a texted code: lift the code limits for this file.
const { pageTest } = browserSuite({
  env: { CODE_SENDS_PER_IP_HOUR: '100', CODE_SENDS_PER_PHONE_HOUR: '100' },
});

const WESTERN = { name: 'Western University', lat: 43.0096, lng: -81.2737 };
const MASONVILLE = { name: 'Masonville Place', lat: 43.0255, lng: -81.279 };
/** London's city time is UTC−5 (tz_offset of the seed). */
const CITY_TZ_OFFSET_H = -5;

interface TripRow {
  trip_id: number;
  trip_status: string;
  trip_from_loc: string;
  trip_to_loc: string;
  city_id: number;
  category_id: number;
  is_ride_later: number;
  trip_date: number;
  total_fare: number;
  min_amount: number;
  max_amount: number;
  user_offer_amt: number;
  trip_pay_amount: number;
  trip_pay_mode: string;
  promo_id: number | null;
  trip_promo_amt: number;
  is_for_other: number;
  passenger_name: string | null;
  passenger_contact: string | null;
  note: string;
}

function demoRiderId(app: RunningApp): number {
  const [row] = queryDb<{ user_id: number }>(
    app.dbFile,
    "SELECT user_id FROM users WHERE phone_code = '+1' AND phone = ?",
    DEMO_RIDER.phone.slice(2),
  );
  if (!row) throw new Error('the seed has no demo rider');
  return row.user_id;
}

function latestTrip(app: RunningApp): TripRow | undefined {
  return queryDb<TripRow>(
    app.dbFile,
    'SELECT * FROM trips WHERE user_id = ? ORDER BY trip_id DESC LIMIT 1',
    demoRiderId(app),
  )[0];
}

function tripCount(app: RunningApp): number {
  return queryDb<{ n: number }>(
    app.dbFile,
    'SELECT COUNT(*) AS n FROM trips WHERE user_id = ?',
    demoRiderId(app),
  )[0]!.n;
}

/** The 'YYYY-MM-DDTHH:mm' of the city's wall clock, `days` from now at `hour`:00. */
function cityDateTime(days: number, hour: number): { value: string; epoch: number } {
  const cityNow = new Date(Date.now() + CITY_TZ_OFFSET_H * 3_600_000);
  const day = new Date(
    Date.UTC(cityNow.getUTCFullYear(), cityNow.getUTCMonth(), cityNow.getUTCDate() + days, hour),
  );
  const pad = (n: number) => String(n).padStart(2, '0');
  const value = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}T${pad(hour)}:00`;
  return { value, epoch: day.getTime() - CITY_TZ_OFFSET_H * 3_600_000 };
}

/** Types into a place box and picks the named place from the list, as a person does. */
async function choosePlace(page: Page, field: 'Pickup location' | 'Drop location', name: string) {
  const box = page.getByRole('combobox', { name: field });
  await box.fill(name.slice(0, 8));
  await page.getByRole('option', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }).click();
  expect(await box.inputValue()).toBe(name);
}

async function chooseRoute(page: Page) {
  await choosePlace(page, 'Pickup location', WESTERN.name);
  await choosePlace(page, 'Drop location', MASONVILLE.name);
}

/** The value shown for a line of the booking summary. */
function summaryValue(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Booking summary' })
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition');
}

/** Picks a category once its estimated fare shows, and waits for the offer to be filled in. */
async function chooseCategory(page: Page, name: string) {
  const radio = page.getByRole('radio', { name: new RegExp(`^${name}\\b.*\\$\\d`) });
  await radio.check();
  await expect.poll(() => page.getByLabel('Your offer', { exact: true }).inputValue()).not.toBe('');
}

function fieldError(page: Page, text: string): Locator {
  return page.locator('.form-field__error', { hasText: text });
}

async function cancelPendingRide(page: Page, app: RunningApp) {
  const trip = latestTrip(app)!;
  await page.getByRole('button', { name: 'Cancel Ride' }).click();
  // asked first (issue 26 point 12)
  await page
    .getByRole('dialog', { name: 'Cancel Ride' })
    .getByRole('button', { name: 'Cancel Ride' })
    .click();
  await page.getByText('Your ride request has been cancelled.').first().waitFor();
  await page.getByRole('heading', { level: 1, name: 'Book a ride' }).waitFor();
  expect(await page.getByRole('combobox', { name: 'Pickup location' }).inputValue()).toBe('');
  await expect
    .poll(
      () =>
        queryDb<{ trip_status: string }>(
          app.dbFile,
          'SELECT trip_status FROM trips WHERE trip_id = ?',
          trip.trip_id,
        )[0]?.trip_status,
    )
    .toBe('cancel');
}

describe('booking a ride', () => {
  pageTest(
    'books a ride now from Western University to Masonville Place with Cash, then cancels it',
    async ({ page, app }) => {
      await logIn(page, app, { next: '/booknow' });
      await page.getByRole('heading', { level: 1, name: 'Book a ride' }).waitFor();
      await chooseRoute(page);
      await chooseCategory(page, 'Economy');

      // the summary shows the server's fare, and the offer starts at its total
      const estimates = await callApi<Record<string, { total_fare: number; currency: string }>>(
        app,
        '/tripapi/estimatetripfare',
        {
          pickup: { lat: WESTERN.lat, lng: WESTERN.lng },
          drop: { lat: MASONVILLE.lat, lng: MASONVILLE.lng },
        },
      );
      const economy = estimates['1']!;
      const offerField = page.getByLabel('Your offer', { exact: true });
      expect(Number(await offerField.inputValue())).toBe(economy.total_fare);
      for (const label of [
        'Package',
        'Distance',
        'Duration',
        'Base fare',
        'Fare per km',
        'Fare per min',
        'Sub total',
        'Estimated fare',
        'Service tax',
        'Taxes',
        'Total fare',
        'Min amount',
        'Max amount',
        'Send offer',
      ]) {
        expect(await summaryValue(page, label).innerText(), label).not.toBe('');
      }
      expect(await summaryValue(page, 'Package').innerText()).toBe('Economy');
      expect(await summaryValue(page, 'Total fare').innerText()).toBe(
        `CA$${economy.total_fare.toFixed(2)}`,
      );

      // a valid offer of my own, a little above the total fare
      const offer = Math.round((economy.total_fare + 0.5) * 100) / 100;
      await offerField.fill(offer.toFixed(2));
      expect(await summaryValue(page, 'Send offer').innerText()).toBe(`CA$${offer.toFixed(2)}`);
      await page.getByRole('radio', { name: 'Cash', exact: true }).check();
      await page.getByRole('checkbox', { name: /^I accept the Terms & Conditions/ }).check();
      await page.getByRole('button', { name: 'Book Now', exact: true }).click();

      await page.getByText('Your request has been saved successfully.').first().waitFor();
      await page.getByRole('heading', { level: 1, name: "Waiting for drivers' offers…" }).waitFor();
      await page.getByText(WESTERN.name, { exact: true }).waitFor();
      await page.getByText(MASONVILLE.name, { exact: true }).waitFor();

      const trip = latestTrip(app)!;
      expect(trip).toMatchObject({
        trip_status: 'request',
        trip_from_loc: WESTERN.name,
        trip_to_loc: MASONVILLE.name,
        city_id: 14,
        category_id: 1,
        is_ride_later: 0,
        trip_pay_mode: 'cash',
        total_fare: Math.round(economy.total_fare * 100),
        user_offer_amt: Math.round(offer * 100),
        trip_pay_amount: Math.round(offer * 100),
        promo_id: null,
      });
      expect(await page.evaluate('sessionStorage.getItem("trip_mode")')).toBe('now');

      // while waiting, the rider raises the fare: the service takes it and the card shows it
      const raised = Math.round((offer + 2) * 100) / 100;
      const newFare = page.getByLabel('New fare (CAD)');
      await newFare.fill(raised.toFixed(2));
      await page.getByRole('button', { name: 'Raise fare' }).click();
      await page
        .getByText('Your new fare has been sent to the drivers near you.')
        .first()
        .waitFor();
      await page
        .getByText(`CA$${raised.toFixed(2)}`, { exact: true })
        .first()
        .waitFor();
      expect(latestTrip(app)).toMatchObject({
        trip_status: 'request',
        user_offer_amt: Math.round(raised * 100),
        trip_pay_amount: Math.round(raised * 100),
      });
      // not lower than that again: said under the field, nothing changes
      await newFare.fill(offer.toFixed(2));
      await page.getByRole('button', { name: 'Raise fare' }).click();
      await fieldError(page, 'Please enter a fare higher than your current offer of').waitFor();
      expect(latestTrip(app)?.user_offer_amt).toBe(Math.round(raised * 100));

      // the pending request stays after a reload, and Cancel Ride withdraws it
      await page.reload();
      await page.getByRole('heading', { level: 1, name: "Waiting for drivers' offers…" }).waitFor();
      await cancelPendingRide(page, app);
    },
  );

  pageTest('shows each validation message when it is provoked', async ({ page, app }) => {
    await logIn(page, app, { next: '/booknow' });
    const before = tripCount(app);
    const bookNow = page.getByRole('button', { name: 'Book Now', exact: true });

    // the same place twice
    await choosePlace(page, 'Pickup location', WESTERN.name);
    await choosePlace(page, 'Drop location', WESTERN.name);
    await fieldError(page, 'Please Select a Different Destination Location').waitFor();
    await choosePlace(page, 'Drop location', MASONVILLE.name);
    await fieldError(page, 'Please Select a Different Destination Location').waitFor({
      state: 'detached',
    });

    // nothing chosen: category, payment method, terms
    await page.getByRole('radio', { name: /^Economy\b.*\$\d/ }).waitFor();
    await bookNow.click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please fix these' });
    await summary.waitFor();
    for (const message of [
      'Please Select a Category',
      'Please select a valid payment method.',
      'Please check the Terms & Conditions',
    ]) {
      await fieldError(page, message).waitFor();
      await summary
        .getByRole('link', { name: new RegExp(message.replace(/[.&]/g, '\\$&')) })
        .waitFor();
    }
    const category = page.getByRole('radio', { name: /^Economy/ });
    expect(await category.getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousA11yViolations(page);

    // an offer below the minimum, then above the maximum
    await chooseCategory(page, 'Economy');
    await fieldError(page, 'Please Select a Category').waitFor({ state: 'detached' });
    const min = await summaryValue(page, 'Min amount').innerText();
    const max = await summaryValue(page, 'Max amount').innerText();
    const offerField = page.getByLabel('Your offer', { exact: true });
    await offerField.fill('1');
    await bookNow.click();
    await fieldError(page, `Minimum fare should be greater than bid amount ${min}.`).waitFor();
    expect(await offerField.getAttribute('aria-invalid')).toBe('true');
    await offerField.fill('999');
    await bookNow.click();
    await fieldError(page, `Maximum fare should be less than bid amount ${max}.`).waitFor();

    // an empty promo code
    await page.getByRole('button', { name: 'Apply Promo' }).click();
    await fieldError(page, 'Please enter a promo code before applying.').waitFor();

    // a time in the past
    await page.getByText('Schedule for later', { exact: true }).click();
    await page.getByLabel('Pickup date and time', { exact: true }).fill(cityDateTime(-1, 10).value);
    await page.getByRole('timer', { name: 'Current local time' }).waitFor();
    await bookNow.click();
    await fieldError(page, 'Please select a future time').waitFor();

    await page.waitForTimeout(300);
    expect(tripCount(app)).toBe(before);
  });

  pageTest('applies WELCOME10, resets it, and books with it', async ({ page, app }) => {
    await logIn(page, app, { next: '/booknow' });
    await chooseRoute(page);
    await chooseCategory(page, 'Comfort');
    const promoField = page.getByLabel('Promo code', { exact: true });
    const apply = page.getByRole('button', { name: 'Apply Promo' });

    // unknown and expired codes
    await promoField.fill('NOPE42');
    await apply.click();
    await fieldError(page, 'Promo code not valid.').waitFor();
    await promoField.fill('SUMMER15');
    await apply.click();
    await fieldError(page, 'Promo code not valid.').waitFor();

    // WELCOME10: 10 % off the offer
    const offer = Number(await page.getByLabel('Your offer', { exact: true }).inputValue());
    const discount = Math.round(offer * 10) / 100;
    await promoField.fill('welcome10');
    await apply.click();
    await page.getByText('Promo code applied successfully.').first().waitFor();
    expect(await summaryValue(page, 'Promo discount').innerText()).toBe(
      `−CA$${discount.toFixed(2)}`,
    );
    expect(await summaryValue(page, 'Amount to pay').innerText()).toBe(
      `CA$${(offer - discount).toFixed(2)}`,
    );
    // the same code again
    await apply.click();
    await fieldError(page, 'this promo already applied.').waitFor();

    // Reset Promo takes it off
    await page.getByRole('button', { name: 'Reset Promo' }).click();
    expect(await promoField.inputValue()).toBe('');
    await summaryValue(page, 'Promo discount').waitFor({ state: 'detached' });
    await fieldError(page, 'this promo already applied.').waitFor({ state: 'detached' });

    // applied again and booked: the server applies it again
    await promoField.fill('WELCOME10');
    await apply.click();
    await summaryValue(page, 'Promo discount').waitFor();
    await page.getByRole('radio', { name: 'Card', exact: true }).check();
    await page.getByRole('checkbox', { name: /^I accept the Terms & Conditions/ }).check();
    await page.getByRole('button', { name: 'Book Now', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: "Waiting for drivers' offers…" }).waitFor();
    const trip = latestTrip(app)!;
    expect(trip.promo_id).not.toBeNull();
    expect(trip.trip_promo_amt).toBe(Math.round(discount * 100));
    expect(trip.trip_pay_amount).toBe(Math.round((offer - discount) * 100));
    expect(trip.trip_pay_mode).toBe('stripe');
    await cancelPendingRide(page, app);
  });

  pageTest('books a ride for someone else', async ({ page, app }) => {
    await logIn(page, app, { next: '/booknow' });
    await chooseRoute(page);
    await chooseCategory(page, 'XL');
    await page.getByRole('radio', { name: 'Wallet', exact: true }).check();
    await page.getByRole('checkbox', { name: /^I accept the Terms & Conditions/ }).check();

    const forOther = page.getByRole('switch', { name: 'Book for someone else' });
    expect(await page.getByLabel('Passenger name', { exact: true }).count()).toBe(0);
    await forOther.check();
    const name = page.getByLabel('Passenger name', { exact: true });
    const contact = page.getByLabel('Passenger contact', { exact: true });
    await contact.fill('555 12');
    await page.getByRole('button', { name: 'Book Now', exact: true }).click();
    await fieldError(page, "Please enter the passenger's name.").waitFor();
    await fieldError(
      page,
      "Please enter the passenger's phone number (more than 7 digits).",
    ).waitFor();

    await name.fill('Ada Lovelace');
    await contact.fill('519 555 0199');
    await page
      .getByLabel('Note for the driver (optional)', { exact: true })
      .fill('Blue coat, north door');
    await page.getByRole('button', { name: 'Book Now', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: "Waiting for drivers' offers…" }).waitFor();
    await page.getByText('Ada Lovelace, 519 555 0199').waitFor();
    expect(latestTrip(app)).toMatchObject({
      trip_status: 'request',
      is_for_other: 1,
      passenger_name: 'Ada Lovelace',
      passenger_contact: '519 555 0199',
      note: 'Blue coat, north door',
      trip_pay_mode: 'wallet',
      category_id: 3,
    });
    await cancelPendingRide(page, app);
  });

  pageTest(
    'schedules a ride for tomorrow on /schedule-form and lands on /booking-complete',
    async ({ page, app }) => {
      await logIn(page, app, { next: '/schedule-form' });
      await page.getByRole('heading', { level: 1, name: 'Schedule a ride' }).waitFor();
      // no site header or footer on this page
      expect(await page.getByRole('banner').count()).toBe(0);
      expect(await page.getByRole('contentinfo').count()).toBe(0);
      await expectNoSeriousA11yViolations(page);

      await chooseRoute(page);
      const when = cityDateTime(1, 10);
      await page.getByLabel('Pickup date and time', { exact: true }).fill(when.value);
      await chooseCategory(page, 'Green');
      await page.getByRole('radio', { name: 'Cash', exact: true }).check();
      await page.getByRole('checkbox', { name: /^I accept the Terms & Conditions/ }).check();
      await page.getByRole('button', { name: 'Book Now', exact: true }).click();

      await waitForPath(page, '/booking-complete');
      await page.getByRole('heading', { level: 1, name: 'Thank you' }).waitFor();
      await page.getByText('Thanks for booking Schedule ride.', { exact: true }).waitFor();
      await page.getByText(WESTERN.name, { exact: true }).waitFor();
      expect(await page.getByRole('banner').count()).toBe(0);
      expect(await page.getByRole('contentinfo').count()).toBe(0);
      await expectNoSeriousA11yViolations(page);

      const trip = latestTrip(app)!;
      expect(trip).toMatchObject({
        trip_status: 'request',
        is_ride_later: 1,
        trip_date: when.epoch,
        trip_from_loc: WESTERN.name,
        trip_to_loc: MASONVILLE.name,
        category_id: 4,
      });
      expect(await page.evaluate('sessionStorage.getItem("trip_mode")')).toBe('later');

      // My Account lists it
      await page.getByRole('link', { name: 'My Account', exact: true }).click();
      await waitForPath(page, '/profile');
      await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
      await page.getByText(WESTERN.name).first().waitFor();

      // and /booknow still offers a new ride (a ride for later is not a pending ride now)
      await page.goto('/booknow');
      await page.getByRole('heading', { level: 1, name: 'Book a ride' }).waitFor();
    },
  );

  pageTest(
    'schedules a ride for later from /booknow, changes it with Save, and cancels it from My Account for free',
    async ({ page, app }) => {
      await logIn(page, app, { next: '/booknow' });
      await chooseRoute(page);
      await page.getByText('Schedule for later', { exact: true }).click();
      const when = cityDateTime(2, 9);
      await page.getByLabel('Pickup date and time', { exact: true }).fill(when.value);
      await chooseCategory(page, 'Economy');
      await page.getByRole('radio', { name: 'Cash', exact: true }).check();
      await page.getByRole('checkbox', { name: /^I accept the Terms & Conditions/ }).check();
      await page.getByRole('button', { name: 'Book Now', exact: true }).click();
      await waitForPath(page, '/booking-complete');
      await page.getByRole('heading', { level: 1, name: 'Thank you' }).waitFor();
      const trip = latestTrip(app)!;
      expect(trip).toMatchObject({ is_ride_later: 1, trip_date: when.epoch, category_id: 1 });

      // change it from My Account (listed under the upcoming rides): the form comes filled from
      // the trip, Save keeps the change
      await page.getByRole('link', { name: 'My Account' }).click();
      await waitForPath(page, '/profile');
      // (an earlier journey of this rider may have booked another ride for later: find this one)
      const upcoming = page.getByRole('region', { name: 'Upcoming rides' });
      const thisRide = (epoch: number) =>
        upcoming
          .getByRole('listitem')
          .filter({ has: page.locator(`time[datetime="${new Date(epoch).toISOString()}"]`) });
      await thisRide(when.epoch).getByRole('link', { name: 'Change ride' }).click();
      await page.waitForURL((url) => url.search === `?edit=${trip.trip_id}`);
      await page.getByRole('heading', { level: 1, name: 'Change your scheduled ride' }).waitFor();
      expect(await page.getByRole('combobox', { name: 'Pickup location' }).inputValue()).toBe(
        WESTERN.name,
      );
      expect(await page.getByLabel('Pickup date and time', { exact: true }).inputValue()).toBe(
        when.value,
      );
      expect(await page.getByRole('radio', { name: /^Economy/ }).isChecked()).toBe(true);
      const later = cityDateTime(2, 11);
      await page.getByLabel('Pickup date and time', { exact: true }).fill(later.value);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Your request has been saved successfully.').first().waitFor();
      await waitForPath(page, '/profile');
      await expect
        .poll(
          () =>
            queryDb<{ trip_date: number }>(
              app.dbFile,
              'SELECT trip_date FROM trips WHERE trip_id = ?',
              trip.trip_id,
            )[0]?.trip_date,
        )
        .toBe(later.epoch);

      // cancel it from My Account: the popup says it is free before Submit
      await thisRide(later.epoch).getByRole('button', { name: 'Cancel Ride' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel Ride' });
      await dialog.getByText('Cancelling this ride is free.').waitFor();
      await dialog.getByRole('button', { name: 'My plans have changed' }).click();
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Your ride has been cancelled.').first().waitFor();
      await thisRide(later.epoch).waitFor({ state: 'detached' });
      const past = page
        .getByRole('list', { name: 'Trip history' })
        .getByRole('listitem')
        .filter({ has: page.locator(`time[datetime="${new Date(later.epoch).toISOString()}"]`) });
      await past.getByText('Cancelled', { exact: true }).waitFor();
      await past.getByText('No charge', { exact: true }).waitFor();
      expect(
        queryDb<{ trip_status: string; cancel_fee: number }>(
          app.dbFile,
          'SELECT trip_status, cancel_fee FROM trips WHERE trip_id = ?',
          trip.trip_id,
        )[0],
      ).toEqual({ trip_status: 'cancel', cancel_fee: 0 });
    },
  );

  pageTest(
    'keeps the booking of a visitor over the login and books it afterwards',
    async ({ page, app }) => {
      await page.goto('/booknow');
      await chooseRoute(page);
      await chooseCategory(page, 'Economy');
      await page.getByRole('radio', { name: 'Cash', exact: true }).check();
      await page.getByRole('checkbox', { name: /^I accept the Terms & Conditions/ }).check();
      await page.getByRole('button', { name: 'Book Now', exact: true }).click();

      await waitForPath(page, '/login');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/booknow');
      await logIn(page, app, { expectPath: '/booknow' });

      // back on the booking screen with everything as it was
      await page.getByRole('heading', { level: 1, name: 'Book a ride' }).waitFor();
      expect(await page.getByRole('combobox', { name: 'Pickup location' }).inputValue()).toBe(
        WESTERN.name,
      );
      expect(await page.getByRole('combobox', { name: 'Drop location' }).inputValue()).toBe(
        MASONVILLE.name,
      );
      expect(await page.getByRole('radio', { name: /^Economy/ }).isChecked()).toBe(true);
      expect(await page.getByRole('radio', { name: 'Cash', exact: true }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Book Now', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: "Waiting for drivers' offers…" }).waitFor();
      expect(latestTrip(app)).toMatchObject({
        trip_status: 'request',
        trip_from_loc: WESTERN.name,
      });
      await cancelPendingRide(page, app);
    },
  );

  pageTest(
    "a pickup outside every city's geofence gets 'Sorry, we can't place a ride at this location.'",
    async ({ page, app }) => {
      // the rider stands in Hamilton, Ontario, between London and Toronto
      await page.context().grantPermissions(['geolocation'], { origin: app.baseUrl });
      await page.context().setGeolocation({ latitude: 43.2557, longitude: -79.8711 });
      await page.goto('/booknow');
      await page.getByRole('button', { name: 'Use my location' }).click();
      const pickup = page.getByRole('combobox', { name: 'Pickup location' });
      await expect.poll(() => pickup.inputValue()).toBe('43.25570, -79.87110');
      await fieldError(page, "Sorry, we can't place a ride at this location.").waitFor();
      expect(await pickup.getAttribute('aria-invalid')).toBe('true');

      // the service says the same for that pickup
      const res = await fetch(`${app.baseUrl}/webservices/1.1.5/tripapi/estimatetripfare`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          pickup: { lat: 43.2557, lng: -79.8711 },
          drop: { lat: MASONVILLE.lat, lng: MASONVILLE.lng },
        }),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'booking.outsideGeofence',
        message: "Sorry, we can't place a ride at this location.",
      });

      // choosing a place in London instead clears the message
      await choosePlace(page, 'Pickup location', WESTERN.name);
      await fieldError(page, "Sorry, we can't place a ride at this location.").waitFor({
        state: 'detached',
      });
    },
  );

  pageTest(
    'fits a 390 px phone: Book Now always in reach, the offer and the summary before the map',
    async ({ page, app }) => {
      await logIn(page, app, { next: '/booknow' });
      const bookNow = page.getByRole('button', { name: 'Book Now', exact: true });
      const inView = async () => {
        const box = await bookNow.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= 844;
      };
      // at the top of the page, and after choosing the route and the category further down
      expect(await inView()).toBe(true);
      await chooseRoute(page);
      await chooseCategory(page, 'Economy');
      await page.getByRole('radio', { name: 'Cash', exact: true }).check();
      expect(await inView()).toBe(true);

      const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Infinity;
      const map = page.getByRole('region', { name: /^Map/ }).first();
      const offer = page.getByLabel('Your offer', { exact: true });
      const summary = page.getByRole('region', { name: 'Booking summary' });
      expect(await top(offer)).toBeLessThan(await top(map));
      expect(await top(summary)).toBeLessThan(await top(map));

      await page.getByRole('checkbox', { name: /^I accept the Terms & Conditions/ }).check();
      await bookNow.click();
      await page.getByText('Your request has been saved successfully.').first().waitFor();
      await cancelPendingRide(page, app);
    },
    { viewport: { width: 390, height: 844 } },
  );

  pageTest(
    'on a 390 × 844 phone the form comes first: its first field on the first screen, the map after the form',
    async ({ page }) => {
      await page.goto('/booknow');
      const pickup = page.getByRole('combobox', { name: 'Pickup location' });
      await pickup.waitFor();
      // the first screen, as the page opened: nothing scrolled
      expect(await page.evaluate('window.scrollY')).toBe(0);
      const box = await pickup.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
      // the first field takes input there
      await pickup.fill('Victoria');
      await page.getByRole('option', { name: /^Victoria Park/ }).waitFor();

      // the map follows the whole form: below its last field
      const map = page.getByRole('region', { name: /^Map/ }).first();
      await map.waitFor();
      const bottom = async (locator: Locator) => {
        const b = await locator.boundingBox();
        return b ? b.y + b.height : Infinity;
      };
      const note = page.getByLabel('Note for the driver (optional)', { exact: true });
      expect((await map.boundingBox())!.y).toBeGreaterThan(await bottom(note));
    },
    { viewport: { width: 390, height: 844 } },
  );

  // Decision 068: the route's fields are in the page's first HTML; a rider types into the pickup
  // while the form's script is still on its way, and the form's field takes over the text, the
  // focus and the search.
  pageTest(
    "the pickup takes text before the form's script is there, and the form keeps it",
    async ({ page }) => {
      const { release } = await holdRequests(page, '**/assets/BookingForm-*.js');
      await page.goto('/booknow');
      await page.getByRole('textbox', { name: 'Pickup location' }).click();
      await page.keyboard.type('Victoria');
      release();
      const pickup = page.getByRole('combobox', { name: 'Pickup location' });
      await pickup.waitFor();
      expect(await pickup.inputValue()).toBe('Victoria');
      expect(await pickup.evaluate((input) => input === input.ownerDocument.activeElement)).toBe(
        true,
      );
      await page.getByRole('option', { name: /^Victoria Park/ }).waitFor();
      // the keys go on into the form's field
      await page.keyboard.type(' Pa');
      expect(await pickup.inputValue()).toBe('Victoria Pa');
    },
    { viewport: { width: 390, height: 844 } },
  );

  pageTest(
    'works on a 360 px phone: no sideways scrolling, keyboard place search',
    async ({ page }) => {
      await page.goto('/booknow');
      await page.getByRole('heading', { level: 1, name: 'Book a ride' }).waitFor();
      const pickup = page.getByRole('combobox', { name: 'Pickup location' });
      await pickup.focus();
      await page.keyboard.type('Victoria');
      await page.getByRole('option', { name: /^Victoria Park/ }).waitFor();
      await page.keyboard.press('ArrowDown');
      expect(await pickup.getAttribute('aria-activedescendant')).toBe('booking-pickup-option-0');
      await page.keyboard.press('Enter');
      expect(await pickup.inputValue()).toBe('Victoria Park');
      expect(await pickup.getAttribute('aria-expanded')).toBe('false');
      expect(
        await page.evaluate(
          'document.documentElement.scrollWidth > document.documentElement.clientWidth',
        ),
      ).toBe(false);
      await expectNoSeriousA11yViolations(page);
    },
    { viewport: { width: 360, height: 740 } },
  );
});

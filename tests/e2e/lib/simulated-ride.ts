import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A rider's side of a live ride against the driver simulator (decision 009), for the
 * ride-simulated*.e2e.test.ts journeys: everything through what a person sees (roles, labels,
 * visible text).
 */

export interface Place {
  name: string;
}

/** A short London ON ride between two places of the seed's place list. */
export const WESTERN: Place = { name: 'Western University' };
export const MASONVILLE: Place = { name: 'Masonville Place' };

/**
 * The simulator for these journeys: London's drivers offer at the rider's fare (so several
 * popups come at once), take counter-offers, set off 15 s after being assigned and wait 15 s at
 * the pickup (simulated time), so that 'Driver Assigned' and 'Driver Arrived' can be seen. Few
 * steps per second (SIMULATOR_SPEED 5) keep the simulator light on a busy machine; fast cars
 * (300 km/h) keep the drives short: a pickup 5 km away in 12 s, the 1.8 km ride in about 5 s.
 */
export function simulatorEnv(behaviour: Record<string, unknown> = {}): Record<string, string> {
  return {
    SIMULATOR: 'on',
    SIMULATOR_SPEED: '5',
    SIMULATOR_DRIVE_KMH: '300',
    SIMULATOR_BEHAVIOUR: JSON.stringify({
      offerAtFare: 1,
      offerAbove: 0,
      acceptCounter: 1,
      counterAgain: 0,
      cancelBeforePickup: 0,
      cancelDuringRide: 0,
      departDelayS: [15, 15],
      pickupWaitS: [15, 15],
      ...behaviour,
    }),
    // every journey registers its own rider from 127.0.0.1
    CODE_SENDS_PER_IP_HOUR: '100',
  };
}

/** Waits for simulated drivers, which drive through the city: generous. */
export const DRIVER_TIMEOUT_MS = 45_000;

async function choosePlace(page: Page, field: 'Pickup location' | 'Drop location', place: Place) {
  await page.getByRole('combobox', { name: field }).fill(place.name.slice(0, 8));
  await page.getByRole('option', { name: new RegExp(`^${place.name}`) }).click();
}

/** Books an Economy ride now, paid in cash, at the suggested offer (as booking.e2e does). */
export async function bookRideNow(page: Page, from = WESTERN, to = MASONVILLE): Promise<void> {
  await page.goto('/booknow');
  await page.getByRole('heading', { level: 1, name: 'Book a ride' }).waitFor();
  await choosePlace(page, 'Pickup location', from);
  await choosePlace(page, 'Drop location', to);
  await page.getByRole('radio', { name: /^Economy\b.*\$\d/ }).check();
  await expect.poll(() => page.getByLabel('Your offer', { exact: true }).inputValue()).not.toBe('');
  await page.getByRole('radio', { name: 'Cash', exact: true }).check();
  await page.getByRole('checkbox', { name: /^I accept the Terms & Conditions/ }).check();
  await page.getByRole('button', { name: 'Book Now', exact: true }).click();
  // What tells the rider the request is saved and with the drivers. Not the "saved" toast: on a
  // phone, while the ride's popup is open, only the newest toast shows, and the toast of a
  // simulated driver's first offer (ride/model/pushToast.ts) can follow it within a second and
  // hide it (a run at 390 × 844 failed so).
  await page.getByRole('heading', { level: 1, name: "Waiting for drivers' offers…" }).waitFor();
}

/** Every driver's offer popup on the page. */
export function offerPopups(page: Page): Locator {
  return page.getByRole('dialog', { name: /^Offer from / });
}

/** Waits until at least `count` offer popups show. */
export async function waitForOffers(page: Page, count: number): Promise<void> {
  await expect
    .poll(() => offerPopups(page).count(), { timeout: DRIVER_TIMEOUT_MS })
    .toBeGreaterThanOrEqual(count);
}

/**
 * The titles ('Offer from Harpreet Sin…') of the offer popups showing now, in the list's order.
 * A test holds on to a popup by its title (offers come and expire, and the rider may sort).
 */
export async function offerTitles(page: Page): Promise<string[]> {
  return offerPopups(page).getByRole('heading', { level: 2 }).allInnerTexts();
}

export function offerPopup(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title, exact: true });
}

/** The trip status popup with one of its titles ('Driver Assigned', 'Driver Arrived', 'Begin'). */
export function statusPopup(page: Page, title: 'Driver Assigned' | 'Driver Arrived' | 'Begin') {
  return page.getByRole('dialog', { name: title, exact: true });
}

/** The trip status popup whatever the trip's status. */
export function anyStatusPopup(page: Page): Locator {
  return page.getByRole('dialog', { name: /^(Driver Assigned|Driver Arrived|Begin)$/ });
}

/** Accepts the first offer popup's offer at the driver's amount ('Accept With …'). */
export async function acceptFirstOffer(page: Page): Promise<void> {
  await waitForOffers(page, 1);
  const [first] = await offerTitles(page);
  if (!first) throw new Error('no offer popup');
  await offerPopup(page, first)
    .getByRole('button', { name: /^Accept With / })
    .click();
}

/** The value of one of a popup's facts ('OTP', 'Driver', 'Contact'). */
export function factOf(popup: Locator, term: string): Locator {
  return popup
    .locator('div')
    .filter({
      has: popup
        .page()
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${term}$`) }),
    })
    .getByRole('definition');
}

/**
 * The rider's trip between the two places in My Account's trip history shows `status`
 * ('Completed', 'Cancelled', 'Partner Cancel at Pickup Location'). Opens My Account.
 */
export async function expectTripInHistory(
  page: Page,
  route: { from: Place; to: Place },
  status: string,
  timeout?: number,
): Promise<void> {
  await page.goto('/profile');
  const history = page.getByRole('list', { name: 'Trip history' });
  const trip = history
    .getByRole('listitem')
    .filter({ hasText: route.from.name })
    .filter({ hasText: route.to.name });
  await trip.getByText(status, { exact: true }).waitFor({ timeout });
}

/**
 * The ride has been completed, as the rider can tell. The after-ride popups (payment, rating)
 * are changing: this checks only what stays true — the status popup has gone and My Account's
 * trip history shows the trip 'Completed'. Adjust here when the after-ride flow settles.
 */
export async function expectRideCompleted(
  page: Page,
  route: { from: Place; to: Place },
): Promise<void> {
  await anyStatusPopup(page).waitFor({ state: 'detached', timeout: DRIVER_TIMEOUT_MS });
  await expectTripInHistory(page, route, 'Completed');
}

import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  acceptFirstOffer,
  DRIVER_TIMEOUT_MS,
  factOf,
  MASONVILLE,
  simulatorEnv,
  WESTERN,
  type Place,
} from './simulated-ride.ts';

/**
 * A rider's side of what comes after a simulated ride (payments*.e2e.test.ts): booking with a
 * chosen pay mode, riding to the end, and the after-ride popups (pay, rate, thanks), as a person
 * sees them. Builds on simulated-ride.ts.
 */

/**
 * The simulator for these journeys: every London driver offers at the rider's fare, takes
 * counter-offers, never cancels, sets off at once, does not wait at the pickup and drives very
 * fast (1000 km/h simulated, 5 steps per second): a ride completes a few seconds after the offer
 * is accepted. The driver of a cash ride confirms the cash 8 s after it (40 simulated seconds),
 * long enough for the rider to be seen choosing cash and waiting for that confirmation.
 */
export function fastRideEnv(): Record<string, string> {
  return {
    ...simulatorEnv({ departDelayS: [0, 0], pickupWaitS: [0, 0], cashConfirmDelayS: [40, 40] }),
    SIMULATOR_DRIVE_KMH: '1000',
  };
}

export type BookingPayMode = 'Cash' | 'Card' | 'Wallet';

/** A whole ride: request, first offer, the driver there and back; long on a busy machine. */
export const RIDE_TIMEOUT_MS = 60_000;

/** The sandbox gateway's test cards (docs/architecture.md). */
export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

async function choosePlace(page: Page, field: 'Pickup location' | 'Drop location', place: Place) {
  await page.getByRole('combobox', { name: field }).fill(place.name.slice(0, 8));
  await page.getByRole('option', { name: new RegExp(`^${place.name}`) }).click();
}

/** Books an Economy ride now at the suggested offer, paid by `payMode` (as booking.e2e does). */
export async function bookRide(
  page: Page,
  payMode: BookingPayMode,
  from = WESTERN,
  to = MASONVILLE,
): Promise<void> {
  await page.goto('/booknow');
  await page.getByRole('heading', { level: 1, name: 'Book a ride' }).waitFor();
  await choosePlace(page, 'Pickup location', from);
  await choosePlace(page, 'Drop location', to);
  await page.getByRole('radio', { name: /^Economy\b.*\$\d/ }).check();
  await expect
    .poll(() => page.getByLabel('Your offer', { exact: true }).inputValue(), { timeout: 10_000 })
    .not.toBe('');
  await page.getByRole('radio', { name: payMode, exact: true }).check();
  await page.getByRole('checkbox', { name: /^I accept the Terms & Conditions/ }).check();
  await page.getByRole('button', { name: 'Book Now', exact: true }).click();
  await page.getByText('Your request has been saved successfully.').first().waitFor();
}

/** Accepts the first driver's offer as it stands. */
/** The unpaid-trip popup of a completed ride. */
export function unpaidPopup(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Trip completed', exact: true });
}

export function selectPaymentPopup(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Select Payment Method', exact: true });
}

export function cardPaymentPopup(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Pay by card', exact: true });
}

/** After 'I paid in cash': waiting for the driver to confirm the cash. */
export function cashAwaitingPopup(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Waiting for your driver', exact: true });
}

/** Waits for the simulated driver's confirmation of the cash, 8 s after the ride (fastRideEnv). */
export const CASH_CONFIRM_TIMEOUT_MS = 30_000;

export function thanksPopup(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Thank you', exact: true });
}

export function summaryPopup(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Trip summary', exact: true });
}

/** Books a ride and accepts the first offer; the simulated driver then drives it to the end. */
export async function startRide(page: Page, payMode: BookingPayMode): Promise<void> {
  await bookRide(page, payMode);
  await acceptFirstOffer(page);
}

/** Books a ride, accepts the first offer and waits until the ride is over: the unpaid popup. */
export async function rideToTheEnd(page: Page, payMode: BookingPayMode): Promise<Locator> {
  await startRide(page, payMode);
  const popup = unpaidPopup(page);
  await popup.waitFor({ timeout: RIDE_TIMEOUT_MS });
  return popup;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Waits (generously: lists are read again after a payment) until a fact reads `value`. */
export async function waitForFact(scope: Locator, term: string, value: string): Promise<void> {
  await factOf(scope, term)
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(value)}\\s*$`) })
    .waitFor({ timeout: 15_000 });
}

/**
 * Types a card into a card form (the sandbox gateway's fields): number, an expiry two years
 * ahead, a CVC.
 */
export async function fillCard(form: Locator, number: string): Promise<void> {
  const year = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');
  await form.getByLabel('Card number', { exact: true }).fill(number);
  await form.getByLabel('Expiry (MM/YY)', { exact: true }).fill(`12/${year}`);
  await form.getByLabel('CVC', { exact: true }).fill('123');
}

/**
 * The rider's trip between the two places in My Account's trip history (the page must be open).
 */
export function historyTrip(page: Page, from = WESTERN, to = MASONVILLE): Locator {
  return page
    .getByRole('list', { name: 'Trip history' })
    .getByRole('listitem')
    .filter({ hasText: from.name })
    .filter({ hasText: to.name });
}

export { DRIVER_TIMEOUT_MS, factOf };

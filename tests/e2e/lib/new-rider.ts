import type { Page } from 'playwright-core';
import { queryDb } from './db.ts';
import { waitForPath } from './navigation.ts';
import { outboxMessages, waitForCode } from './outbox.ts';
import type { RunningApp } from './start-app.ts';

export interface NewRider {
  firstName: string;
  lastName: string;
  /** Canadian number as typed, e.g. '519 555 0150' (must not be in the seed). */
  national: string;
}

/** The rider's number as the dev SMS outbox knows it: '+15195550150'. */
export function fullPhone(rider: NewRider): string {
  return `+1${rider.national.replace(/\D/g, '')}`;
}

/**
 * Registers a new rider through /register as a person does (names, phone, terms, 'Send code',
 * the texted code, 'Verify') and waits for My Account. A test that needs its own rider (no
 * trips, no ride in progress) starts here. Each registration sends one code: raise the server's
 * CODE_SENDS_PER_IP_HOUR when a file registers several riders.
 */
export async function registerRider(page: Page, app: RunningApp, rider: NewRider): Promise<void> {
  const phone = fullPhone(rider);
  const seen = (await outboxMessages(app, phone)).length;
  await page.goto('/register');
  await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
  await page.getByLabel('First name', { exact: true }).fill(rider.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(rider.lastName);
  await page.getByLabel('Phone number', { exact: true }).fill(rider.national);
  await page
    .getByRole('checkbox', { name: 'I accept the Terms & Conditions and the Privacy policy.' })
    .check();
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await waitForCode(app, phone, seen);
  await page.getByLabel('6-digit code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await waitForPath(page, '/profile');
}

/** The rider's newest trip as the database holds it (for cross-checks such as the OTP). */
export function newestTripOf(
  app: RunningApp,
  rider: NewRider,
): { trip_id: number; trip_status: string; otp: string | null } | undefined {
  return queryDb<{ trip_id: number; trip_status: string; otp: string | null }>(
    app.dbFile,
    `SELECT t.trip_id, t.trip_status, t.otp FROM trips t JOIN users u ON u.user_id = t.user_id
      WHERE u.phone_code = '+1' AND u.phone = ? ORDER BY t.trip_id DESC LIMIT 1`,
    fullPhone(rider).slice(2),
  )[0];
}

import type { Page } from 'playwright-core';
import { waitForPath } from './navigation.ts';
import { outboxMessages, waitForCode } from './outbox.ts';
import type { RunningApp } from './start-app.ts';

/** The seed's demo rider (+1 519 555 0100). */
export const DEMO_RIDER = { phone: '+15195550100', national: '519 555 0100' } as const;

/**
 * Logs in through the login page as a person does: the phone number (country Canada, +1), "Send
 * code", the 6-digit code read from the dev SMS outbox, "Verify". Starts at /login?next=<next>
 * unless the page is already on the login page (e.g. sent there by the site), and waits until the
 * site has brought the rider to `expectPath` (by default `next`, or My Account).
 *
 * Each login sends one code: a file that logs in often should raise the server's limits
 * (`browserSuite({ env: { CODE_SENDS_PER_IP_HOUR: '100', CODE_SENDS_PER_PHONE_HOUR: '100' } })`).
 */
export async function logIn(
  page: Page,
  app: RunningApp,
  options: { next?: string; expectPath?: string; rider?: { phone: string; national: string } } = {},
): Promise<void> {
  const rider = options.rider ?? DEMO_RIDER;
  if (new URL(page.url(), app.baseUrl).pathname !== '/login') {
    await page.goto(options.next ? `/login?next=${encodeURIComponent(options.next)}` : '/login');
  }
  await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
  const seen = (await outboxMessages(app, rider.phone)).length;
  await page.getByLabel('Phone number', { exact: true }).fill(rider.national);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await waitForCode(app, rider.phone, seen);
  await page.getByLabel('6-digit code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  const target = options.expectPath ?? options.next?.split('?')[0] ?? '/profile';
  await waitForPath(page, target);
}

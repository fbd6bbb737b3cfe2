import type { Browser, Page } from 'playwright-core';
import { outboxMessages, waitForCode } from './outbox.ts';
import type { RunningApp } from './start-app.ts';

/** A phone's screen (the journeys run both people at 390 px). */
export const PHONE = { width: 390, height: 844 } as const;

/** The seed's first London driver (Economy): Harpreet Singh Dhillon, +1 519 555 0201. */
export const HARPREET = { national: '519 555 0201', full: '+15195550201', firstName: 'Harpreet' };

export interface DriverPhone {
  page: Page;
  /** Moves the phone (its Geolocation reading). */
  moveTo(position: { lat: number; lng: number }): Promise<void>;
  /** Fails when the page threw or broke the Content Security Policy; closes the context. */
  close(): Promise<void>;
}

/**
 * A driver's phone: a browser context of its own at 390 px, with the Geolocation permission
 * granted for the app and the phone at `position`, opened at /drive. Uncaught exceptions and
 * Content Security Policy violations of its page fail the test when it closes, as for the
 * suite's own page.
 */
export async function openDriverPhone(
  browser: Browser,
  app: RunningApp,
  position: { lat: number; lng: number },
): Promise<DriverPhone> {
  const context = await browser.newContext({
    baseURL: app.baseUrl,
    viewport: PHONE,
    locale: 'en-CA',
    timezoneId: 'America/Toronto',
    geolocation: { latitude: position.lat, longitude: position.lng, accuracy: 10 },
    permissions: ['geolocation'],
  });
  context.setDefaultTimeout(5_000);
  context.setDefaultNavigationTimeout(15_000);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(err.stack ?? err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text()))
      problems.push(msg.text());
  });
  await page.goto('/drive');
  return {
    page,
    moveTo: (to) => context.setGeolocation({ latitude: to.lat, longitude: to.lng, accuracy: 10 }),
    async close() {
      await context.close();
      if (problems.length > 0) throw new Error(`The driver app failed:\n${problems.join('\n')}`);
    },
  };
}

/** Signs in as a person does: the phone number, "Send code", the texted code, "Sign in". */
export async function signInDriver(
  page: Page,
  app: RunningApp,
  driver: { national: string; full: string } = HARPREET,
): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Sign in to drive' }).waitFor();
  const seen = (await outboxMessages(app, driver.full)).length;
  await page.getByLabel('Phone number', { exact: true }).fill(driver.national);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await waitForCode(app, driver.full, seen);
  await page.getByLabel('6-digit code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: "You're offline" }).waitFor({ timeout: 10_000 });
}

/** "Go online" and wait until the service has the driver online (the phone's position sent). */
export async function goOnline(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Go online' }).click();
  await page.getByRole('heading', { name: "You're online" }).waitFor({ timeout: 10_000 });
}

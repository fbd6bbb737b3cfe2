import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { newestTripOf, registerRider } from '../lib/new-rider.ts';
import {
  acceptFirstOffer,
  bookRideNow,
  DRIVER_TIMEOUT_MS,
  factOf,
  simulatorEnv,
  statusPopup,
} from '../lib/simulated-ride.ts';
import { browserSuite } from '../lib/suite.ts';

// The driver waits at the pickup long enough for the test to see 'Driver Arrived' (decision 009).
const { pageTest } = browserSuite({ env: simulatorEnv({ pickupWaitS: [600, 600] }) });

/**
 * Waits until the service worker is activated and controls the page (it claims it at once).
 * Written as page code in a string, as this project's e2e types have no DOM.
 */
const SERVICE_WORKER_READY = `(async () => {
  const { active } = await navigator.serviceWorker.ready;
  if (!active) throw new Error('no active service worker');
  if (active.state !== 'activated') {
    await new Promise((resolve) =>
      active.addEventListener('statechange', () => active.state === 'activated' && resolve()),
    );
  }
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  }
  return { state: active.state, controlled: navigator.serviceWorker.controller !== null };
})()`;

/** What the service worker gets when it calls the service: it is offline too, not just the page. */
async function serviceWorkerReachesService(page: Page): Promise<boolean> {
  const [worker] = page.context().serviceWorkers();
  if (!worker) throw new Error('no service worker');
  return worker.evaluate<boolean>(`fetch('/api/health').then(() => true, () => false)`);
}

describe('installable, and open offline (decision 019)', () => {
  pageTest(
    'links a manifest with icons, registers a service worker, and the shell opens offline after a first visit',
    async ({ page }) => {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Find your Ride' }).waitFor();

      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe('/manifest.webmanifest');
      const manifest = (await (await page.request.get(href!)).json()) as {
        name: string;
        start_url: string;
        display: string;
        icons: { src: string; sizes: string; purpose: string }[];
      };
      expect(manifest).toMatchObject({ name: 'FairFare', start_url: '/', display: 'standalone' });
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      for (const icon of manifest.icons) {
        const res = await page.request.get(icon.src);
        expect(res.headers()['content-type'], icon.src).toBe('image/png');
      }

      expect(await page.evaluate(SERVICE_WORKER_READY)).toEqual({
        state: 'activated',
        controlled: true,
      });

      await page.context().setOffline(true);
      expect(await serviceWorkerReachesService(page)).toBe(false);
      await page.reload();
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: 'Home', exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Find your Ride' }).waitFor();
      // another page of the site, never visited: its script was precached with the shell
      await header.getByRole('link', { name: 'About', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: /about/i }).waitFor();
      await page.context().setOffline(false);
    },
  );
});

describe('a ride in progress when the network drops', () => {
  pageTest(
    'keeps the status, OTP and driver with a Reconnecting notice, and catches up when the network returns',
    async ({ page, app }) => {
      const rider = { firstName: 'Grace', lastName: 'Hopper', national: '519 555 0171' };
      await registerRider(page, app, rider);
      await bookRideNow(page);
      await acceptFirstOffer(page);

      const assigned = statusPopup(page, 'Driver Assigned');
      await assigned.waitFor({ timeout: DRIVER_TIMEOUT_MS });
      const otp = await factOf(assigned, 'OTP').innerText();
      const driver = await factOf(assigned, 'Driver').innerText();
      expect(otp).toMatch(/^\d{4}$/);
      const notice = assigned.getByRole('status').filter({ hasText: 'Reconnecting…' });
      expect(await notice.count()).toBe(0);

      await page.context().setOffline(true);
      await notice.waitFor();
      await notice.getByText('Showing the last known status of your ride.').waitFor();

      // the driver reaches the pickup meanwhile: the page still shows what it last knew
      await expect
        .poll(() => newestTripOf(app, rider)?.trip_status, { timeout: DRIVER_TIMEOUT_MS })
        .toBe('arrive');
      await assigned.waitFor();
      expect(await factOf(assigned, 'OTP').innerText()).toBe(otp);
      expect(await factOf(assigned, 'Driver').innerText()).toBe(driver);
      expect(await notice.count()).toBe(1);

      // back online: the status catches up and the notice goes
      await page.context().setOffline(false);
      const arrived = statusPopup(page, 'Driver Arrived');
      await arrived.waitFor();
      expect(await factOf(arrived, 'OTP').innerText()).toBe(otp);
      await arrived.getByText('Reconnecting…').waitFor({ state: 'detached' });
    },
    { timeout: 90_000 },
  );
});

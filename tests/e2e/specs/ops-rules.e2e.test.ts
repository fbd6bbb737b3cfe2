import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  demoStaffEmail,
  demoStaffSecrets,
  DEMO_STAFF_PASSWORD,
} from '@fairfare/server/db/seed/staff';
import { totpCode } from '@fairfare/server/modules/staff/totp';
import { callApi } from '../lib/api.ts';
import { expectNoSeriousA11yViolations } from '../lib/axe.ts';
import { queryDb } from '../lib/db.ts';
import { logIn } from '../lib/login.ts';
import type { RunningApp } from '../lib/start-app.ts';
import { browserSuite } from '../lib/suite.ts';

const { pageTest } = browserSuite();

const WESTERN = { name: 'Western University', lat: 43.0096, lng: -81.2737 };
const MASONVILLE = { name: 'Masonville Place', lat: 43.0255, lng: -81.279 };
const ECONOMY = 1;

/** Types into a place box and picks the named place from the list, as a person does. */
async function choosePlace(page: Page, field: 'Pickup location' | 'Drop location', name: string) {
  await page.getByRole('combobox', { name: field }).fill(name.slice(0, 8));
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
}

/** The rider's booking screen for Western → Masonville: the fare its Economy option shows. */
async function economyFareShown(page: Page): Promise<number> {
  await page.goto('/booknow');
  await page.getByRole('heading', { level: 1, name: 'Book a ride' }).waitFor();
  await choosePlace(page, 'Pickup location', WESTERN.name);
  await choosePlace(page, 'Drop location', MASONVILLE.name);
  const economy = page.getByRole('radio', { name: /^Economy\b.*\$\d/ });
  await economy.waitFor();
  const id = await economy.getAttribute('id');
  const name = await page.locator(`label[for="${id}"]`).innerText();
  const amount = /\$\s?([\d,]+\.\d{2})/.exec(name)?.[1];
  if (!amount) throw new Error(`no fare in "${name}"`);
  return Number(amount.replace(/,/g, ''));
}

/** What the service quotes for the same trip in Economy now. */
async function economyFareQuoted(app: RunningApp): Promise<number> {
  const estimates = await callApi<Record<string, { trip_pay_amount: number }>>(
    app,
    '/tripapi/estimatetripfare',
    {
      pickup: { lat: WESTERN.lat, lng: WESTERN.lng },
      drop: { lat: MASONVILLE.lat, lng: MASONVILLE.lng },
    },
  );
  return estimates[String(ECONOMY)]!.trip_pay_amount;
}

async function signInStaff(page: Page, role: 'city' | 'support' | 'admin'): Promise<void> {
  await page.goto('/ops');
  // The back office loads its app after the page (a busy machine may take a while).
  await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor({ timeout: 30_000 });
  await page.getByLabel('E-mail').fill(demoStaffEmail(role));
  await page.getByLabel('Password').fill(DEMO_STAFF_PASSWORD);
  await page.getByLabel('Code from your authenticator app').fill(totpCode(demoStaffSecrets[role]));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('back office: city rules and Now', () => {
  pageTest(
    "a city manager raises London's Economy fare per km, and a rider's next estimate uses it",
    async ({ page, app }) => {
      await logIn(page, app, { next: '/booknow' });
      const before = await economyFareShown(page);
      expect(before).toBe(await economyFareQuoted(app));

      await signInStaff(page, 'city');
      await page.getByRole('link', { name: 'City rules' }).click();
      await page.getByRole('heading', { level: 1, name: 'City rules' }).waitFor();
      await page.getByRole('button', { name: 'Edit Economy fare' }).click();
      await page.getByRole('region', { name: 'Geofence of London' }).waitFor();
      await expectNoSeriousA11yViolations(page);
      const form = page.getByRole('form', { name: 'Economy fare in London' });
      const perKm = form.getByLabel(/^Per km/);
      const oldPerKm = Number(await perKm.inputValue());
      const newPerKm = (oldPerKm + 1).toFixed(2);

      // the service's rule shows when a field breaks it, and nothing is saved
      await form.getByLabel(/^Maximum fare/).fill('0.5');
      await form.getByRole('button', { name: 'Save fare' }).click();
      await form
        .getByText('The minimum fare must not exceed the maximum', { exact: false })
        .waitFor();
      await form.getByLabel(/^Maximum fare/).fill('');

      await perKm.fill(newPerKm);
      await form.getByRole('button', { name: 'Save fare' }).click();
      await page.getByRole('status').filter({ hasText: 'Economy fare saved.' }).waitFor();
      const economyRow = page.getByRole('row', { name: /^Economy\b/ });
      await economyRow.getByText(`$${newPerKm}`).waitFor();

      const after = await economyFareShown(page);
      expect(after).toBeGreaterThan(before);
      expect(after).toBe(await economyFareQuoted(app));
      const audit = queryDb<{ action: string; entity_id: string }>(
        app.dbFile,
        "SELECT action, entity_id FROM audit_log WHERE action = 'rules.saveFare'",
      );
      expect(audit).toEqual([{ action: 'rules.saveFare', entity_id: `14/${ECONOMY}` }]);
    },
    { timeout: 120_000 },
  );

  pageTest(
    'support watches London now: a ride a rider books appears without a reload',
    async ({ page, app }) => {
      await signInStaff(page, 'support');
      await page.getByRole('link', { name: 'Now' }).click();
      await page.getByRole('heading', { level: 1, name: 'Now in London' }).waitFor();
      // the socket connects after the page (a busy machine may take a while)
      await page.getByText('Live: updates as they happen.').waitFor({ timeout: 15_000 });

      const rider = await page.context().browser()!.newContext({ baseURL: app.baseUrl });
      try {
        const riderPage = await rider.newPage();
        await logIn(riderPage, app, { next: '/booknow' });
        await riderPage.getByRole('heading', { level: 1, name: 'Book a ride' }).waitFor();
        await choosePlace(riderPage, 'Pickup location', WESTERN.name);
        await choosePlace(riderPage, 'Drop location', MASONVILLE.name);
        await riderPage.getByRole('radio', { name: /^Economy\b.*\$\d/ }).check();
        await riderPage.getByRole('radio', { name: 'Cash', exact: true }).check();
        await riderPage.getByRole('checkbox', { name: /^I accept the Terms & Conditions/ }).check();
        await riderPage.getByRole('button', { name: 'Book Now', exact: true }).click();
        await riderPage.getByText('Your request has been saved successfully.').first().waitFor();
      } finally {
        await rider.close();
      }
      const [trip] = queryDb<{ trip_id: number }>(
        app.dbFile,
        "SELECT trip_id FROM trips WHERE trip_status = 'request' ORDER BY trip_id DESC LIMIT 1",
      );

      // pushed over the back office's socket (the instance looks every 2 s)
      const requests = page.getByRole('region', { name: 'Open requests' });
      await requests
        .getByRole('row', { name: new RegExp(`^${trip!.trip_id} ${WESTERN.name}`) })
        .waitFor({ timeout: 15_000 });
      // the map outlines London's service area under the marks
      await page.getByRole('region', { name: 'Drivers and requests in London' }).waitFor();
      await page.getByText("The outline is the city's service area.").waitFor();
      await expectNoSeriousA11yViolations(page);
    },
    { timeout: 120_000 },
  );

  pageTest(
    "on a 320 px phone: the screens fit, and an admin draws London's geofence, whose new version riders get",
    async ({ page, app }) => {
      const pageWidth = () => page.evaluate('document.documentElement.scrollWidth');
      await signInStaff(page, 'admin');
      await page.getByRole('link', { name: 'Now' }).click();
      await page.getByRole('heading', { level: 1, name: 'Now in London' }).waitFor();
      await page.getByText('Rides today').waitFor();
      expect(await pageWidth()).toBe(320);
      await page.getByRole('link', { name: 'City rules' }).click();
      await page.getByRole('button', { name: 'Edit Economy fare' }).click();
      const map = page.getByRole('region', { name: 'Geofence of London' });
      await map.waitFor();
      expect(await pageWidth()).toBe(320);

      // what the riders' city cache reads (docs/product/states.md)
      const versionOf = async () => {
        const cities = await callApi<Array<{ city_id: number; geofence_version: string }>>(
          app,
          '/cityapi/getcities',
          {},
        );
        return cities.find((city) => city.city_id === 14)!.geofence_version;
      };
      const before = await versionOf();
      await page.getByRole('button', { name: 'Draw on the map' }).click();
      await map.scrollIntoViewIfNeeded();
      const box = (await map.boundingBox())!;
      for (const [x, y] of [
        [0.2, 0.2],
        [0.8, 0.2],
        [0.8, 0.8],
        [0.2, 0.8],
      ] as const) {
        await map.click({ position: { x: box.width * x, y: box.height * y } });
      }
      await page.getByText('Corners so far: 4.', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Use the drawn area' }).click();
      await page.getByRole('region', { name: 'New geofence of London' }).waitFor();
      await page.getByRole('button', { name: 'Save geofence' }).click();
      await page.getByText(/^Geofence saved \(version \d+\)\.$/).waitFor();

      const after = await versionOf();
      expect(after > before).toBe(true); // versions compare as text (docs/product/states.md)
      const [row] = queryDb<{ geofence_json: string }>(
        app.dbFile,
        'SELECT geofence_json FROM cities WHERE city_id = 14',
      );
      const ring = (JSON.parse(row!.geofence_json) as { coordinates: number[][][] })
        .coordinates[0]!;
      expect(ring).toHaveLength(5); // four corners, closed
    },
    { viewport: { width: 320, height: 640 }, timeout: 60_000 },
  );
});

import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../lib/axe.ts';
import { queryDb } from '../lib/db.ts';
import { signInToOps } from '../lib/ops.ts';
import { outboxMessages, waitForCode } from '../lib/outbox.ts';
import { browserSuite } from '../lib/suite.ts';
import type { RunningApp } from '../lib/start-app.ts';

const { pageTest } = browserSuite();

/** A phone held in one hand. */
const PHONE = { width: 390, height: 844 };
const WESTERN = { latitude: 43.0096, longitude: -81.2737 };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function phonePage(browser: Browser, app: RunningApp): Promise<Page> {
  const context = await browser.newContext({
    baseURL: app.baseUrl,
    viewport: PHONE,
    locale: 'en-US',
    permissions: ['geolocation'],
    geolocation: WESTERN,
  });
  context.setDefaultTimeout(10_000);
  return context.newPage();
}

/**
 * From the riders' site to a submitted application, as an applicant on their phone does; `axe`
 * checks the documents step and the pending screen for serious accessibility violations.
 */
async function apply(
  page: Page,
  app: RunningApp,
  phone: string,
  name: string,
  axe = false,
): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Drive with FairFare' }).click();
  await page.getByRole('heading', { level: 1, name: 'Drive with FairFare' }).waitFor();
  await page.getByRole('link', { name: 'Apply to drive' }).first().click();
  await page.getByRole('heading', { name: 'Apply to drive' }).waitFor({ timeout: 30_000 });

  const seen = (await outboxMessages(app, `+1${phone}`)).length;
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await page.getByLabel('6-digit code').fill(await waitForCode(app, `+1${phone}`, seen));
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('heading', { name: 'About you' }).waitFor();
  await page.getByLabel('Full name (as on your licence)').fill(name);
  await page.getByLabel('City').selectOption({ label: 'London' });
  await page.getByLabel('Ride category').selectOption({ label: 'Economy' });
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('heading', { name: 'Your vehicle' }).waitFor();
  await page.getByLabel('Make').fill('Toyota');
  await page.getByLabel('Model').fill('Prius');
  await page.getByLabel('Colour').fill('White');
  await page.getByLabel('Year').fill('1990');
  await page.getByLabel('Licence plate').fill('CKAB 123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('alert').getByText('Vehicles must be from the last 20 years.').waitFor();
  await page.getByLabel('Year').fill(String(new Date().getFullYear() - 2));
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('heading', { name: 'Your documents' }).waitFor();
  // A PDF is not a photo: the app says so before sending anything.
  await page
    .getByLabel('A photo of you')
    .setInputFiles({ name: 'me.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('alert').getByText('The photo must be a JPEG or PNG image').waitFor();
  await page
    .getByLabel('A photo of you')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByText('Added: me.png').waitFor();
  await page
    .getByLabel('Driving licence')
    .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByText('Added: licence.pdf').waitFor();
  await page
    .getByLabel('Insurance')
    .setInputFiles({ name: 'insurance.png', mimeType: 'image/png', buffer: PNG });
  await page.getByText('Added: insurance.png').waitFor();
  if (axe) await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('heading', { name: 'Check and submit' }).waitFor();
  await page.getByText('3 of 3 documents added').waitFor();
  await page.getByRole('button', { name: 'Submit my application' }).click();
  await page.getByRole('heading', { name: 'Application received — pending review' }).waitFor();
  if (axe) await expectNoSeriousA11yViolations(page);
}

/** The driver app's sign-in with a texted code; returns once the answer shows. */
async function signInToDrive(page: Page, app: RunningApp, phone: string): Promise<void> {
  await page.goto('/drive');
  await page.getByRole('heading', { name: 'Sign in to drive' }).waitFor({ timeout: 30_000 });
  const seen = (await outboxMessages(app, `+1${phone}`)).length;
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill(await waitForCode(app, `+1${phone}`, seen));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('becoming a driver', () => {
  pageTest(
    'apply with documents → a city manager approves → the new driver signs in and goes online; a rejected one cannot',
    async ({ page, app }) => {
      const browser = page.context().browser()!;
      const applicant = await phonePage(browser, app);
      await apply(applicant, app, '5195550781', 'Nadia Newdriver', true);
      const rejectedApplicant = await phonePage(browser, app);
      await apply(rejectedApplicant, app, '5195550782', 'Rex Rejected');

      // The city manager reviews both in the back office.
      await signInToOps(page, 'city');
      await page.getByRole('link', { name: 'Applications' }).click();
      await page.getByRole('link', { name: 'Review the application of Nadia Newdriver' }).click();
      await page.getByRole('heading', { name: 'Application of Nadia Newdriver' }).waitFor();
      const photo = page.getByRole('img', { name: 'Photo of Nadia Newdriver' });
      await photo.waitFor();
      // (no DOM types in this project: the image is described structurally) it loaded, 1×1
      await expect
        .poll(() =>
          photo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
        )
        .toBe(1);
      await expectNoSeriousA11yViolations(page);
      const licence = page.getByRole('link', { name: /Open the driving licence \(PDF/ });
      const pdf = await page.request.get((await licence.getAttribute('href'))!);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      await page.getByRole('button', { name: 'Approve' }).click();
      await page
        .getByText('Approved: Nadia Newdriver can now sign in to the driver app.')
        .waitFor();

      await page.getByRole('link', { name: 'Back to the applications' }).click();
      await page.getByRole('link', { name: 'Review the application of Rex Rejected' }).click();
      await page.getByRole('button', { name: 'Reject' }).click();
      await page.getByLabel('Reason (texted to the applicant)').fill('The licence has expired');
      await page.getByRole('button', { name: 'Reject application' }).click();
      await page.getByText('Rejected: Rex Rejected was texted the reason.').waitFor();
      const audit = queryDb<{ action: string }>(
        app.dbFile,
        "SELECT action FROM audit_log WHERE entity IN ('driver_application', 'driver_document') ORDER BY audit_id",
      ).map((row) => row.action);
      expect(audit).toEqual(
        expect.arrayContaining(['document.view', 'driver.approve', 'driver.reject']),
      );

      // The approved driver is texted, signs in to the driver app and goes online.
      expect((await outboxMessages(app, '+15195550781'))[0]?.text).toMatch(
        /application to drive was approved/,
      );
      await signInToDrive(applicant, app, '5195550781');
      await applicant.getByRole('button', { name: 'Go online' }).click();
      await applicant.getByText("You're online").waitFor({ timeout: 15_000 });
      const driver = queryDb<{ is_online: number; d_name: string }>(
        app.dbFile,
        "SELECT is_online, d_name FROM drivers WHERE d_phone = '5195550781'",
      );
      expect(driver).toEqual([{ is_online: 1, d_name: 'Nadia Newdriver' }]);

      // The rejected applicant is texted the reason and cannot sign in.
      expect((await outboxMessages(app, '+15195550782'))[0]?.text).toMatch(
        /Reason: The licence has expired/,
      );
      await signInToDrive(rejectedApplicant, app, '5195550782');
      await rejectedApplicant
        .getByRole('alert')
        .getByText('Your application was not approved. Please check the text we sent you.')
        .waitFor();
      await expect(
        rejectedApplicant.getByRole('button', { name: 'Go online' }).count(),
      ).resolves.toBe(0);
      expect(
        queryDb(app.dbFile, "SELECT driver_id FROM drivers WHERE d_phone = '5195550782'"),
      ).toEqual([]);
    },
    { timeout: 180_000 },
  );
});

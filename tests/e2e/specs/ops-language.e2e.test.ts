import { describe, expect } from 'vitest';
import { demoStaffEmail } from '@fairfare/server/db/seed/staff';
import { waitForHydration } from '../lib/navigation.ts';
import { browserSuite } from '../lib/suite.ts';

const { pageTest } = browserSuite();

describe('back office: one language', () => {
  pageTest(
    'a browser that used the rider site in Spanish gets the back office’s messages in English',
    async ({ page }) => {
      // The rider site, switched to Spanish in this browser (its cookie and stored value).
      await page.goto('/');
      await page.getByRole('heading', { name: 'Find your Ride' }).waitFor();
      await waitForHydration(page);
      await page.getByLabel('Language', { exact: true }).selectOption('es');
      await page.getByRole('heading', { name: 'Encuentra tu viaje' }).waitFor();

      await page.goto('/ops');
      await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor({ timeout: 30_000 });
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      // A field error of the form kit…
      await page.getByLabel('E-mail').fill('not-an-address');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByText('Please enter a valid e-mail address.').waitFor();
      // …and the service's refusal.
      await page.getByLabel('E-mail').fill(demoStaffEmail('support'));
      await page.getByLabel('Password').fill('not the password');
      await page.getByLabel('Code from your authenticator app').fill('000000');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'The e-mail, password or code is not right.' })
        .waitFor();
    },
  );
});

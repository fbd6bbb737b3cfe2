import { describe, expect } from 'vitest';
import { demoStaffEmail } from '@fairfare/server/db/seed/staff';
import { waitForHydration } from '../lib/navigation.ts';
import { signInToOps } from '../lib/ops.ts';
import { browserSuite } from '../lib/suite.ts';

const { pageTest } = browserSuite();

describe('back office: each staff member’s language', () => {
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

  pageTest(
    'a staff member switches the back office to Spanish; it stays after a reload and in the account',
    async ({ page }) => {
      await signInToOps(page, 'support');
      await page.getByLabel('Back office language').selectOption('es');
      await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      await page.getByRole('link', { name: 'Bandeja de entrada' }).click();
      await page.getByRole('heading', { name: 'Bandeja de entrada', level: 1 }).waitFor();
      await page.getByRole('columnheader', { name: 'Recibido' }).first().waitFor();

      // The choice is the account's: a reload, even with this browser's memory of it gone,
      // opens the back office in Spanish.
      await page.evaluate(() => localStorage.removeItem('ff_ops_language'));
      await page.reload();
      await page
        .getByRole('heading', { name: 'Bandeja de entrada', level: 1 })
        .waitFor({ timeout: 30_000 });
      expect(await page.getByLabel('Idioma del panel').inputValue()).toBe('es');

      // Signed out, the sign-in page keeps the last choice made here.
      await page.getByRole('button', { name: 'Cerrar sesión' }).click();
      await page.getByRole('heading', { name: 'Acceso del personal' }).waitFor();
    },
    { timeout: 90_000 },
  );

  pageTest(
    'in Spanish on a 320 px phone, the longer labels wrap: no admin screen scrolls sideways',
    async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await signInToOps(page, 'admin');
      await page.getByLabel('Back office language').selectOption('es');
      await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor();
      for (const [link, heading] of [
        ['Registro de auditoría', 'Registro de auditoría'],
        ['Personal', 'Personal'],
        ['Conductores', 'Conductores'],
        ['Solicitudes', 'Solicitudes'],
      ] as const) {
        await page.getByRole('link', { name: link, exact: true }).click();
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await page.getByRole('button', { name: /^Exportar/ }).waitFor();
        const sideways = await page.evaluate(
          'document.documentElement.scrollWidth - document.documentElement.clientWidth',
        );
        expect([heading, sideways]).toEqual([heading, 0]);
      }
    },
    { timeout: 90_000 },
  );
});

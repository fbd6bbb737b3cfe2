import type { Page } from 'playwright-core';
import {
  DEMO_STAFF_PASSWORD,
  demoStaffEmail,
  demoStaffSecrets,
} from '@fairfare/server/db/seed/staff';
import { totpCode } from '@fairfare/server/modules/staff/totp';

/**
 * Signs the demo seed's staff member of `role` in to the back office as a person does: e-mail,
 * password and the authenticator's current code (the demo's documented sign-in).
 */
type StaffRole = Parameters<typeof demoStaffEmail>[0];

export async function signInToOps(page: Page, role: StaffRole): Promise<void> {
  await page.goto('/ops');
  // The back office loads its app after the page (a busy machine may take a while).
  await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor({ timeout: 30_000 });
  await page.getByLabel('E-mail').fill(demoStaffEmail(role));
  await page.getByLabel('Password').fill(DEMO_STAFF_PASSWORD);
  await page.getByLabel('Code from your authenticator app').fill(totpCode(demoStaffSecrets[role]));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { browserSuite } from '../lib/suite.ts';

const { pageTest } = browserSuite();

/** The summary's value for a label, once it shows. */
async function summaryValue(page: Page, label: string): Promise<string> {
  const value = page
    .getByRole('region', { name: 'Booking summary' })
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition');
  await value.waitFor();
  return value.innerText();
}

describe('booking to a street address (issue 38)', () => {
  pageTest(
    'a rider types "200 Queens Ave" as the drop-off, picks the approximate address and sees a fare',
    async ({ page }) => {
      await page.goto('/booknow');
      await page.getByRole('heading', { level: 1, name: 'Book a ride' }).waitFor();

      const pickup = page.getByRole('combobox', { name: 'Pickup location' });
      await pickup.fill('Western');
      await page.getByRole('option', { name: /^Western University/ }).click();

      const drop = page.getByRole('combobox', { name: 'Drop location' });
      await drop.fill('200 Queens Ave');
      const address = page.getByRole('option', { name: /^200 Queens Ave/ });
      // the suggestion says its point is an estimate
      await address.getByText('Approximate location').waitFor();
      expect(await address.innerText()).toContain('London, Ontario N6A');
      await address.click();
      expect(await drop.inputValue()).toBe('200 Queens Ave');

      // the fares of the route show on the categories, and the summary of the one chosen
      const economy = page.getByRole('radio', { name: /^Economy\b.*\$\d/ });
      await economy.check();
      expect(await summaryValue(page, 'Total fare')).toMatch(/^CA\$\d+\.\d\d$/);
      // Western University to Queens Ave by Richmond St: about 4 km as the crow flies
      const km = Number.parseFloat(await summaryValue(page, 'Distance'));
      expect(km).toBeGreaterThan(3);
      expect(km).toBeLessThan(7);
    },
  );

  pageTest(
    'a rider reading Spanish is told so in Spanish, and finds the "aeropuerto"',
    async ({ page }) => {
      await page.goto('/booknow');
      // as a person does: the form is on screen (the page has hydrated) before they pick a language
      await page.getByRole('combobox', { name: 'Pickup location' }).waitFor();
      await page.getByLabel('Language', { exact: true }).selectOption('es');
      const pickup = page.getByRole('combobox', { name: 'Lugar de recogida' });
      await pickup.fill('123 Richmond St');
      const address = page.getByRole('option', { name: /^123 Richmond St/ });
      await address.getByText('Ubicación aproximada').waitFor();
      await address.click();
      const drop = page.getByRole('combobox', { name: 'Lugar de destino' });
      await drop.fill('aeropuerto');
      await page.getByRole('option', { name: /^London International Airport/ }).click();
      expect(await drop.inputValue()).toBe('London International Airport (YXU)');
    },
  );
});

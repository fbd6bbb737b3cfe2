import { describe, expect } from 'vitest';
import { registerRider } from '../lib/new-rider.ts';
import { browserSuite } from '../lib/suite.ts';

// every journey registers its own rider from 127.0.0.1
const { pageTest } = browserSuite({ env: { CODE_SENDS_PER_IP_HOUR: '100' } });

describe('saved places', () => {
  pageTest(
    'a rider saves Home in My Account and is offered it first in the pickup field',
    async ({ page, app }) => {
      await registerRider(page, app, {
        firstName: 'Katherine',
        lastName: 'Coleman',
        national: '519 555 0155',
      });
      await page.goto('/profile');
      const region = page.getByRole('region', { name: 'Saved places' });
      await region.getByRole('button', { name: 'Add a place' }).click();
      const form = region.getByRole('form', { name: 'Add a place' });
      await form.getByRole('radio', { name: 'Home' }).check();
      const place = form.getByRole('combobox', { name: 'Place' });
      await place.fill('Mason');
      await page
        .getByRole('option', { name: /^Masonville Place/ })
        .first()
        .click();
      await form.getByRole('button', { name: 'Save place' }).click();
      await page.getByText('Place saved.').first().waitFor();
      await region.getByText('Masonville Place').first().waitFor();

      // the booking screen offers Home first, before any search
      await page.goto('/booknow');
      const pickup = page.getByRole('combobox', { name: 'Pickup location' });
      await pickup.click();
      const home = page.getByRole('option', { name: /^Home: Masonville Place/ });
      await home.waitFor();
      // Home is the first option of the list
      expect(await page.getByRole('listbox').getByRole('option').first().innerText()).toMatch(
        /Home/,
      );
      await home.click();
      expect(await pickup.inputValue()).toBe('Masonville Place');
    },
    { timeout: 60_000 },
  );
});

import { describe, expect } from 'vitest';
import { waitForHydration } from '../lib/navigation.ts';
import { browserSuite } from '../lib/suite.ts';

const { pageTest } = browserSuite();

const CASES = [
  { value: 'es', heading: 'Encuentra tu viaje', home: 'Inicio' },
  { value: 'fr', heading: 'Trouvez votre course', home: 'Accueil' },
] as const;

describe('language switcher', () => {
  pageTest("offers English, Español and Français under the label 'Language'", async ({ page }) => {
    await page.goto('/');
    const language = page.getByLabel('Language', { exact: true });
    await language.waitFor();
    // (no DOM types in this project: the select element is described structurally)
    type SelectLike = { options: ArrayLike<{ value: string; text: string }> };
    const options = await language.evaluate((el) =>
      Array.from((el as unknown as SelectLike).options, (o) => [o.value, o.text.trim()]),
    );
    expect(options).toEqual([
      ['en', 'English'],
      ['es', 'Español'],
      ['fr', 'Français'],
    ]);
    expect(await language.inputValue()).toBe('en');
  });

  for (const c of CASES) {
    pageTest(
      `switches the interface to '${c.value}' and keeps it after a reload`,
      async ({ page }) => {
        await page.goto('/');
        await page.getByRole('heading', { name: 'Find your Ride' }).waitFor();
        await waitForHydration(page);
        await page.getByLabel('Language', { exact: true }).selectOption(c.value);

        const header = page.getByRole('banner');
        await page.getByRole('heading', { name: c.heading }).waitFor();
        await header.getByRole('link', { name: c.home, exact: true }).waitFor();

        await page.reload();
        await page.getByRole('heading', { name: c.heading }).waitFor();
        await header.getByRole('link', { name: c.home, exact: true }).waitFor();
        expect(await page.getByLabel(/^(Language|Idioma|Langue)$/).inputValue()).toBe(c.value);
      },
    );
  }
});

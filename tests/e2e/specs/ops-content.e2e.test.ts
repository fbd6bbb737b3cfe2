import { describe, expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../lib/axe.ts';
import { queryDb } from '../lib/db.ts';
import { signInToOps } from '../lib/ops.ts';
import { browserSuite } from '../lib/suite.ts';

const { pageTest } = browserSuite();

describe('back office: content and inbox', () => {
  pageTest(
    'an editor writes and publishes a Spanish announcement, and a Spanish rider reads it',
    async ({ page, app }) => {
      await signInToOps(page, 'editor');
      await page.getByRole('link', { name: 'Content' }).click();
      await page.getByRole('link', { name: 'New post' }).click();
      await page.getByLabel('Kind').selectOption({ label: 'Announcement' });
      await page.getByLabel('Title').fill('Now in Kitchener-Waterloo');
      await page.getByLabel('Body (Markdown)').fill('Name your fare in **Kitchener** too.');
      await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Spanish' });
      await page.getByLabel('Title').fill('Ya en Kitchener-Waterloo');
      await page.getByLabel('Summary').fill('FairFare llega a Kitchener-Waterloo.');
      await page.getByLabel('Body (Markdown)').fill('Propón tu tarifa también en **Kitchener**.');
      await page.getByLabel('Page address').fill('ya-en-kitchener-waterloo');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.getByRole('heading', { name: 'Edit: Now in Kitchener-Waterloo' }).waitFor();

      // The preview is the page as a Spanish rider will see it, Markdown rendered by the service.
      await page.getByRole('button', { name: 'Preview in Spanish' }).click();
      const preview = page.getByRole('region', { name: 'The page as riders will see it' });
      await preview.getByRole('heading', { name: 'Ya en Kitchener-Waterloo' }).waitFor();
      expect(await preview.locator('strong').innerText()).toBe('Kitchener');
      // The editor with its preview meets the site's accessibility bar.
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Publish now' }).click();
      await page.getByRole('status').filter({ hasText: 'Published.' }).waitFor();
      const audit = queryDb<{ action: string }>(
        app.dbFile,
        "SELECT action FROM audit_log WHERE entity = 'content_post' ORDER BY audit_id",
      );
      expect(audit.map((a) => a.action)).toEqual(['content.create', 'content.publish']);

      // A rider with the site in Spanish, in a browser of their own.
      const riderContext = await page.context().browser()!.newContext({
        baseURL: app.baseUrl,
        locale: 'es-ES',
        timezoneId: 'America/Toronto',
      });
      try {
        const rider = await riderContext.newPage();
        await rider.goto('/announcement');
        await rider
          .getByRole('link', { name: 'Ya en Kitchener-Waterloo', exact: true })
          .first()
          .click();
        await rider
          .getByRole('heading', { level: 1, name: 'Ya en Kitchener-Waterloo', exact: true })
          .waitFor();
        expect(new URL(rider.url()).pathname).toBe('/announcement-detail/ya-en-kitchener-waterloo');
        await rider.getByText('Propón tu tarifa también en').waitFor();
        expect(await rider.locator('.post-article__body strong').innerText()).toBe('Kitchener');
      } finally {
        await riderContext.close();
      }
    },
    { timeout: 90_000 },
  );

  pageTest(
    'a message sent from the contact page shows in the inbox and support marks it handled',
    async ({ page, app }) => {
      await page.goto('/contact-us');
      await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
      await page.getByLabel('E-mail', { exact: true }).fill('grace@example.com');
      await page
        .getByLabel('Message', { exact: true })
        .fill('My driver was lovely, can I thank him somehow?');
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByRole('status').filter({ hasText: 'Your message has been sent' }).waitFor();

      await signInToOps(page, 'support');
      await page.getByRole('link', { name: 'Inbox' }).click();
      await page.getByRole('link', { name: 'Open the message from Grace Hopper' }).waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('link', { name: 'Open the message from Grace Hopper' }).click();
      await page.getByRole('heading', { name: 'Message from Grace Hopper' }).waitFor();
      await page.getByText('My driver was lovely, can I thank him somehow?').waitFor();
      await page.getByRole('button', { name: 'Mark handled' }).click();
      await page.getByRole('status').filter({ hasText: 'Marked handled.' }).waitFor();
      await expectNoSeriousA11yViolations(page);

      // Back in the open messages: the demo seed's are there, Grace's is not any more.
      await page.getByRole('link', { name: 'Back to the inbox' }).click();
      await page.getByRole('link', { name: 'Open the message from Priya Natarajan' }).waitFor();
      await page
        .getByRole('link', { name: 'Open the message from Grace Hopper' })
        .waitFor({ state: 'detached' });
      const [row] = queryDb<{ handled_at: number | null; read_at: number | null }>(
        app.dbFile,
        "SELECT handled_at, read_at FROM contact_messages WHERE email = 'grace@example.com'",
      );
      expect(row?.read_at).not.toBeNull();
      expect(row?.handled_at).not.toBeNull();
      const audit = queryDb<{ action: string }>(
        app.dbFile,
        "SELECT action FROM audit_log WHERE entity = 'contact_message' ORDER BY audit_id",
      );
      expect(audit.map((a) => a.action)).toEqual(['inbox.read', 'inbox.handle']);
    },
    { timeout: 90_000 },
  );
});

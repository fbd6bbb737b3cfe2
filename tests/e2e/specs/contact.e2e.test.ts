import { describe, expect } from 'vitest';
import { countRows, queryDb } from '../lib/db.ts';
import { browserSuite } from '../lib/suite.ts';

const { pageTest } = browserSuite();

describe('contact form', () => {
  pageTest('refuses an empty message and stores nothing', async ({ page, app }) => {
    await page.goto('/contact-us');
    await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await page.getByLabel('E-mail', { exact: true }).fill('ada@example.com');
    await page.getByRole('button', { name: 'Send message' }).click();

    await page.getByText('Please write a message of at least 10 characters.').waitFor();
    // Give a stray request time to land before checking that none did.
    await page.waitForTimeout(500);
    expect(countRows(app.dbFile, 'contact_messages')).toBe(0);
  });

  pageTest('sends a valid message, shows a toast and stores one row', async ({ page, app }) => {
    const before = countRows(app.dbFile, 'contact_messages');
    const message = 'Hello, can I book a ride for my mother next Tuesday?';
    await page.goto('/contact-us');
    await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await page.getByLabel('E-mail', { exact: true }).fill('ada@example.com');
    await page.getByLabel('Phone (optional)', { exact: true }).fill('+1 519 555 0100');
    await page.getByLabel('Message', { exact: true }).fill(message);
    await page.getByRole('button', { name: 'Send message' }).click();

    await page.getByText('Thank you! Your message has been sent.').waitFor();
    await expect.poll(() => countRows(app.dbFile, 'contact_messages')).toBe(before + 1);
    const rows = queryDb<{ name: string; email: string; message: string }>(
      app.dbFile,
      'SELECT name, email, message FROM contact_messages ORDER BY contact_message_id DESC LIMIT 1',
    );
    expect(rows[0]).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', message });
  });
});

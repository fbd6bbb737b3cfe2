import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { countRows, queryDb } from '../lib/db.ts';
import { browserSuite } from '../lib/suite.ts';

// every journey posts twice from the same address: more than the default five an hour
const { pageTest } = browserSuite({ env: { CONTACT_RATE_LIMIT: '50' } });

/** The form's labels and texts in the two languages the journeys run in. */
const texts = {
  en: {
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone (optional)',
    message: 'Message',
    send: 'Send message',
    tooShort: 'Please write a message of at least 10 characters.',
    sent: 'Thank you! Your message has been sent.',
  },
  es: {
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono (opcional)',
    message: 'Mensaje',
    send: 'Enviar mensaje',
    tooShort: 'Escribe un mensaje de al menos 10 caracteres.',
    sent: '¡Gracias! Tu mensaje ha sido enviado.',
  },
};

type Texts = (typeof texts)['en'];

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Marks the document, to tell later whether the browser left it (a plain form's post). */
const markDocument = (page: Page) => page.evaluate('window.ffStayed = true');
const sameDocument = (page: Page) => page.evaluate('window.ffStayed === true');

/**
 * The contact form refuses a short message, keeping what was typed, then sends it mended: with
 * script in place (the light script), without script as a plain form the service answers with
 * the page again (decision 035). Either way the service judges it and stores one row.
 */
async function refuseThenSend(page: Page, t: Texts, dbFile: string, inPlace: boolean) {
  const before = countRows(dbFile, 'contact_messages');
  await page.goto('/contact-us');
  await field(page, t.name).fill('Ada Lovelace');
  await field(page, t.email).fill('ada@example.com');
  await field(page, t.message).fill('Hi');
  if (inPlace) await markDocument(page);
  await page.getByRole('button', { name: t.send }).click();

  await page.getByText(t.tooShort).waitFor();
  expect(await field(page, t.message).getAttribute('aria-invalid')).toBe('true');
  expect(await field(page, t.name).inputValue()).toBe('Ada Lovelace');
  expect(countRows(dbFile, 'contact_messages')).toBe(before);

  const message = 'Hello, can I book a ride for my mother next Tuesday?';
  await field(page, t.phone).fill('+1 519 555 0100');
  await field(page, t.message).fill(message);
  await page.getByRole('button', { name: t.send }).click();

  await page.getByRole('status').filter({ hasText: t.sent }).waitFor();
  expect(await field(page, t.message).inputValue()).toBe('');
  expect(await page.getByText(t.tooShort).count()).toBe(0);
  expect(await sameDocument(page)).toBe(inPlace);
  expect(new URL(page.url()).pathname).toBe('/contact-us');
  expect(countRows(dbFile, 'contact_messages')).toBe(before + 1);
  const rows = queryDb<{ name: string; email: string; phone: string; message: string }>(
    dbFile,
    'SELECT name, email, phone, message FROM contact_messages ORDER BY contact_message_id DESC LIMIT 1',
  );
  expect(rows[0]).toEqual({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+1 519 555 0100',
    message,
  });
}

describe('contact form (issue 27: a content page, its form works without script)', () => {
  pageTest(
    'with script, refuses a short message and sends the mended one in place',
    ({ page, app }) => refuseThenSend(page, texts.en, app.dbFile, true),
  );

  pageTest(
    'with script in Spanish, the same in place',
    ({ page, app }) => refuseThenSend(page, texts.es, app.dbFile, true),
    { locale: 'es-ES' },
  );

  pageTest(
    'without script, posts as a plain form and the service answers with the page again',
    ({ page, app }) => refuseThenSend(page, texts.en, app.dbFile, false),
    { javaScriptEnabled: false },
  );

  pageTest(
    'without script in Spanish, the errors and the thank-you in Spanish',
    ({ page, app }) => refuseThenSend(page, texts.es, app.dbFile, false),
    { javaScriptEnabled: false, locale: 'es-ES' },
  );

  pageTest('the page loads no React: it is a content page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/contact-us', { waitUntil: 'load' });
    await page.getByRole('form', { name: 'Write to us' }).waitFor();
    expect(scripts.filter((path) => /\/assets\/(index|react|client)-/.test(path))).toEqual([]);
  });
});

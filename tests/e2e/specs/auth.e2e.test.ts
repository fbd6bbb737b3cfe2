import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../lib/axe.ts';
import { queryDb } from '../lib/db.ts';
import { holdRequests, waitForHydration, waitForPath } from '../lib/navigation.ts';
import { outboxMessages, waitForCode } from '../lib/outbox.ts';
import { logIn } from '../lib/login.ts';
import { browserSuite } from '../lib/suite.ts';

// Every browser test comes from 127.0.0.1: lift the per-IP limit on code sends for this file.
const { pageTest } = browserSuite({ env: { CODE_SENDS_PER_IP_HOUR: '100' } });

/** A phone nobody has registered in the seed (the demo rider is +1 519 555 0100). */
const NEW_RIDER_PHONE = '+15195550177';
const DEMO_RIDER_PHONE = '+15195550100';

/** What page scripts can read of the session (no DOM types in this project: plain expressions). */
async function sessionKeys(page: Page): Promise<string[]> {
  return ((await page.evaluate('Object.keys(sessionStorage)')) as string[]).sort();
}

/** True when the page is wider than the viewport (content would scroll sideways). */
async function overflowsSideways(page: Page): Promise<boolean> {
  return (await page.evaluate(
    'document.documentElement.scrollWidth > document.documentElement.clientWidth',
  )) as boolean;
}

/** Waits until the toasts (top right, over the header's links) have closed themselves (5 s). */
async function waitForToastsToClose(page: Page): Promise<void> {
  const toasts = page.getByRole('region', { name: /^Notifications/ }).getByRole('alert');
  await expect.poll(() => toasts.count(), { timeout: 12_000 }).toBe(0);
}

describe('accounts: register, My Account, language, log out, log in', () => {
  pageTest(
    'a new rider registers with a texted code, edits the profile, switches to French, logs out and back in',
    async ({ page, app }) => {
      const header = page.getByRole('banner');

      // Register
      await page.goto('/register');
      await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
      await page.getByLabel('First name', { exact: true }).fill('Grace');
      await page.getByLabel('Last name', { exact: true }).fill('Hopper');
      await page.getByLabel('E-mail (optional)', { exact: true }).fill('grace@example.com');
      expect(await page.getByLabel('Country code', { exact: true }).inputValue()).toBe('CA');
      await page.getByLabel('Phone number', { exact: true }).fill('519 555 0177');
      await page
        .getByRole('checkbox', { name: 'I accept the Terms & Conditions and the Privacy policy.' })
        .check();
      await page.getByRole('button', { name: 'Send code' }).click();

      const codeField = page.getByLabel('6-digit code', { exact: true });
      await codeField.waitFor();
      await page.getByText('We sent a 6-digit code to +1 519 555 0177.').waitFor();
      // (no DOM types in this project: the element is described structurally)
      await expect
        .poll(() =>
          codeField.evaluate((el) => {
            const node = el as unknown as { ownerDocument: { activeElement: unknown } };
            return node.ownerDocument.activeElement === el;
          }),
        )
        .toBe(true);
      await page.getByRole('button', { name: /^Resend code in \d+ s$/ }).waitFor();
      await expectNoSeriousA11yViolations(page);

      const firstCode = await waitForCode(app, NEW_RIDER_PHONE, 0);
      await codeField.fill(firstCode);
      await page.getByRole('button', { name: 'Verify' }).click();

      // Logged in: My Account in the header, no Login; the secret is an HttpOnly cookie only
      await waitForPath(page, '/profile');
      await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
      await header.getByRole('link', { name: 'My Account', exact: true }).waitFor();
      expect(await header.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
      expect(await sessionKeys(page)).toEqual(['isLoggedIn', 'language', 'phone', 'user_id']);
      const cookies = await page.context().cookies();
      const session = cookies.find((c) => c.name === 'ff_session');
      expect(session?.httpOnly).toBe(true);
      expect(session?.sameSite).toBe('Lax');
      const [rider] = queryDb<{ user_id: number; first_name: string; language: string }>(
        app.dbFile,
        "SELECT user_id, first_name, language FROM users WHERE phone_code = '+1' AND phone = ?",
        '5195550177',
      );
      expect(rider).toMatchObject({ first_name: 'Grace', language: 'en' });

      // Open My Account from the header
      await header.getByRole('link', { name: 'Home', exact: true }).click();
      await waitForPath(page, '/');
      await header.getByRole('link', { name: 'My Account', exact: true }).click();
      await waitForPath(page, '/profile');
      const details = page.getByRole('region', { name: 'Your details' });
      await details.getByText('Grace Hopper').waitFor();
      await details.getByText('grace@example.com').waitFor();
      await page.getByRole('region', { name: 'Trip history' }).getByText('No trips yet').waitFor();
      await expectNoSeriousA11yViolations(page);

      // Edit the first name; it is still there after a reload
      const form = page.getByRole('form', { name: 'Edit profile' });
      await form.getByLabel('First name', { exact: true }).fill('Augusta');
      await form.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Your profile has been updated.').first().waitFor();
      await page.reload();
      await page
        .getByRole('region', { name: 'Your details' })
        .getByText('Augusta Hopper')
        .waitFor();
      expect(
        await page
          .getByRole('form', { name: 'Edit profile' })
          .getByLabel('First name', { exact: true })
          .inputValue(),
      ).toBe('Augusta');
      await expect
        .poll(
          () =>
            queryDb<{ first_name: string }>(
              app.dbFile,
              'SELECT first_name FROM users WHERE user_id = ?',
              rider!.user_id,
            )[0]?.first_name,
        )
        .toBe('Augusta');

      // Switch the preferred language to French: saved, and the interface changes at once
      await page
        .getByRole('form', { name: 'Edit profile' })
        .getByLabel('Preferred language', { exact: true })
        .selectOption('fr');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByRole('heading', { level: 1, name: 'Mon compte' }).waitFor();
      await header.getByRole('link', { name: 'Mon compte', exact: true }).waitFor();
      await page.getByText('Votre profil a été mis à jour.').first().waitFor();
      expect(await page.evaluate('document.documentElement.lang')).toBe('fr');
      expect(await page.evaluate("sessionStorage.getItem('language')")).toBe('fr');
      await expect
        .poll(
          () =>
            queryDb<{ language: string }>(
              app.dbFile,
              'SELECT language FROM users WHERE user_id = ?',
              rider!.user_id,
            )[0]?.language,
        )
        .toBe('fr');

      // Log out: home, Login ('Connexion') in the header again, the session is gone
      await page.getByRole('main').getByRole('button', { name: 'Se déconnecter' }).click();
      await waitForPath(page, '/');
      await header.getByRole('link', { name: 'Connexion', exact: true }).waitFor();
      expect(await header.getByRole('link', { name: 'Mon compte', exact: true }).count()).toBe(0);
      expect(await page.evaluate("sessionStorage.getItem('isLoggedIn')")).toBeNull();
      expect((await page.context().cookies()).some((c) => c.name === 'ff_session')).toBe(false);

      // Log back in with a new code (the interface stays in French)
      await waitForToastsToClose(page);
      await header.getByRole('link', { name: 'Connexion', exact: true }).click();
      await waitForPath(page, '/login');
      await page.getByLabel('Numéro de téléphone', { exact: true }).fill('5195550177');
      await page.getByRole('button', { name: 'Envoyer le code' }).click();
      const secondCode = await waitForCode(app, NEW_RIDER_PHONE, 1);
      expect(secondCode).toMatch(/^\d{6}$/);
      await page.getByLabel('Code à 6 chiffres', { exact: true }).fill(secondCode);
      await page.getByRole('button', { name: 'Vérifier' }).click();
      await waitForPath(page, '/profile');
      await page.getByRole('heading', { level: 1, name: 'Mon compte' }).waitFor();
      await page
        .getByRole('region', { name: 'Vos informations' })
        .getByText('Augusta Hopper')
        .waitFor();
      await header.getByRole('link', { name: 'Mon compte', exact: true }).waitFor();
    },
  );

  // Decision 069: on a slow phone the rider fills /register before the page's script has come; what
  // they typed, ticked and picked is what the form sends (the country's calling code included).
  pageTest(
    'a rider who fills /register before its script has come registers with what they entered',
    async ({ page, app }) => {
      const { release } = await holdRequests(page, '**/assets/**/*.js');
      // the page's HTML only: its scripts wait (module scripts hold back DOMContentLoaded too)
      await page.goto('/register', { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
      await page.getByLabel('First name', { exact: true }).fill('Amara');
      await page.getByLabel('Last name', { exact: true }).fill('Osei');
      await page.getByLabel('Country code', { exact: true }).selectOption('GB');
      await page.getByLabel('Phone number', { exact: true }).fill('7700 900177');
      const terms = page.getByRole('checkbox', {
        name: 'I accept the Terms & Conditions and the Privacy policy.',
      });
      await terms.check();
      // the phone's screen scrolled down to the box; hydrating leaves it there (it scrolled to the
      // top, and a tap meant for the box landed on the page's lead text)
      const scrolled = (await page.evaluate('window.scrollY')) as number;
      expect(scrolled).toBeGreaterThan(0);
      release();
      await waitForHydration(page);
      expect(await page.evaluate('window.scrollY')).toBe(scrolled);
      expect(await terms.isChecked()).toBe(true);
      expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('Amara');
      await page.getByRole('button', { name: 'Send code' }).click();
      // sent to the United Kingdom's +44, not the default country's +1
      const code = await waitForCode(app, '+447700900177', 0);
      await page.getByLabel('6-digit code', { exact: true }).fill(code);
      await page.getByRole('button', { name: 'Verify' }).click();
      await waitForPath(page, '/profile');
      const [rider] = queryDb<{ first_name: string; phone_code: string }>(
        app.dbFile,
        'SELECT first_name, phone_code FROM users WHERE phone = ?',
        '7700900177',
      );
      expect(rider).toEqual({ first_name: 'Amara', phone_code: '+44' });
    },
    { viewport: { width: 390, height: 640 } },
  );

  pageTest(
    'a new number at /login goes on to its name and terms and gets its account with the same code (issue 26 point 6)',
    async ({ page, app }) => {
      const phone = '+15195550178';
      await page.goto('/login');
      await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
      await page.getByLabel('Numéro de téléphone', { exact: true }).fill('519 555 0178');
      await page.getByRole('button', { name: 'Envoyer le code' }).click();
      const code = await waitForCode(app, phone, 0);
      await page.getByLabel('Code à 6 chiffres', { exact: true }).fill(code);
      await page.getByRole('button', { name: 'Vérifier' }).click();

      // no dead end: the same page asks for the name and the terms
      await page.getByRole('heading', { level: 1, name: 'Bienvenue sur FairFare' }).waitFor();
      const form = page.getByRole('form', { name: 'Créez votre compte' });
      await form
        .getByText('Votre numéro +1 519 555 0178 est confirmé.', { exact: false })
        .waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      await expectNoSeriousA11yViolations(page);
      await form.getByLabel('Prénom', { exact: true }).fill('Nadia');
      await form.getByLabel('Nom', { exact: true }).fill('Haddad');
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'Créer mon compte' }).click();

      await waitForPath(page, '/profile');
      await page.getByRole('heading', { level: 1, name: 'Mon compte' }).waitFor();
      await page
        .getByRole('region', { name: 'Vos informations' })
        .getByText('Nadia Haddad')
        .waitFor();
      await page
        .getByRole('region', { name: 'Vos informations' })
        .getByText('+1 519 555 0178')
        .waitFor();
      // one text only (the login code), and the account in the interface's language
      expect(await outboxMessages(app, phone)).toHaveLength(1);
      const [rider] = queryDb<{ first_name: string; language: string }>(
        app.dbFile,
        "SELECT first_name, language FROM users WHERE phone_code = '+1' AND phone = ?",
        '5195550178',
      );
      expect(rider).toEqual({ first_name: 'Nadia', language: 'fr' });
    },
    { viewport: { width: 320, height: 640 }, locale: 'fr-FR' },
  );

  pageTest(
    'a new tab of a signed-in rider is signed in too: My Account opens without a new code',
    async ({ page, app }) => {
      await logIn(page, app);
      const sent = (await outboxMessages(app, DEMO_RIDER_PHONE)).length;
      const tab = await page.context().newPage();
      try {
        await tab.goto('/profile');
        await tab.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
        await tab.getByRole('banner').getByRole('link', { name: 'My Account' }).first().waitFor();
        expect(await sessionKeys(tab)).toEqual(['isLoggedIn', 'language', 'phone', 'user_id']);
        expect((await outboxMessages(app, DEMO_RIDER_PHONE)).length).toBe(sent);
      } finally {
        await tab.close();
      }
    },
  );

  pageTest(
    'someone else asking codes for a phone never keeps its owner from the code step',
    async ({ page, app }) => {
      // someone asks a code for the demo rider's phone first (from this same address)
      const asked = await fetch(`${app.baseUrl}/webservices/1.1.5/userapi/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ step: 'request', phone_code: '+1', phone: '5195550100' }),
      });
      expect(asked.status).toBe(200);
      const sent = (await outboxMessages(app, DEMO_RIDER_PHONE)).length;

      // the owner asks moments later: no new text, but the code step, with the code just texted
      await page.goto('/login');
      await page.getByLabel('Phone number', { exact: true }).fill('519 555 0100');
      await page.getByRole('button', { name: 'Send code' }).click();
      const code = page.getByLabel('6-digit code', { exact: true });
      await code.waitFor();
      expect((await outboxMessages(app, DEMO_RIDER_PHONE)).length).toBe(sent);
      const texted = (await outboxMessages(app, DEMO_RIDER_PHONE))[0]?.text ?? '';
      await code.fill(/\b(\d{6})\b/.exec(texted)?.[1] ?? '');
      await page.getByRole('button', { name: 'Verify' }).click();
      await waitForPath(page, '/profile');
    },
  );

  pageTest(
    "a phone of 7 digits shows 'Phone number should be greater than 7 digits.'",
    async ({ page, app }) => {
      await page.goto('/login');
      await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
      const phone = page.getByLabel('Phone number', { exact: true });
      await phone.fill('555 0100');
      await page.getByRole('button', { name: 'Send code' }).click();
      await page
        .getByText('Phone number should be greater than 7 digits.', { exact: true })
        .waitFor();
      expect(await phone.getAttribute('aria-invalid')).toBe('true');
      await page.waitForTimeout(300); // a stray request would have landed by now
      expect(await outboxMessages(app, '+15550100')).toEqual([]);
      await expectNoSeriousA11yViolations(page);
    },
  );

  pageTest(
    'My Account asks for login first and comes back after it; a wrong code is refused (360 px wide)',
    async ({ page, app }) => {
      await page.goto('/profile');
      await page.waitForURL(
        (url) => url.pathname === '/login' && url.searchParams.get('next') === '/profile',
      );
      await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
      expect(await overflowsSideways(page)).toBe(false);

      const seen = (await outboxMessages(app, DEMO_RIDER_PHONE)).length;
      await page.getByLabel('Phone number', { exact: true }).fill('519 555 0100');
      await page.getByRole('button', { name: 'Send code' }).click();
      const code = await waitForCode(app, DEMO_RIDER_PHONE, seen);
      const wrong = code === '000000' ? '111111' : '000000';

      const codeField = page.getByLabel('6-digit code', { exact: true });
      await codeField.fill(wrong);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page
        .getByRole('alert')
        .getByText('That code is not right. Please check it and try again.')
        .waitFor();
      expect(await overflowsSideways(page)).toBe(false);

      await codeField.fill(code);
      await page.getByRole('button', { name: 'Verify' }).click();
      await waitForPath(page, '/profile');
      await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
      await page.getByRole('region', { name: 'Wallet' }).getByText('Wallet balance').waitFor();
      await page.getByRole('region', { name: 'Trip history' }).getByRole('heading').waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      await expectNoSeriousA11yViolations(page);
    },
    { viewport: { width: 360, height: 740 } },
  );

  pageTest(
    'registration fits a 360 px screen',
    async ({ page }) => {
      await page.goto('/register');
      await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
      expect(await overflowsSideways(page)).toBe(false);
    },
    { viewport: { width: 360, height: 740 } },
  );
});

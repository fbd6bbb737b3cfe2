import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject, test } from 'vitest';
import { launchBrowser, saveScreenshot } from './browser.ts';
import { type RunningApp, startApp } from './start-app.ts';

export interface Viewport {
  width: number;
  height: number;
}

export interface PageTestContext {
  /** A page in a fresh browser context (empty storage, cookies), already pointed at the app. */
  page: Page;
  app: RunningApp;
  /** The file's Chromium, for a second person in a browser context of their own. */
  browser: Browser;
}

export interface PageTestOptions {
  viewport?: Viewport;
  timeout?: number;
  /** false: a browser with JavaScript turned off (the pages the service renders). */
  javaScriptEnabled?: boolean;
  /** The browser's language (its Accept-Language); en-US unless told. */
  locale?: string;
}

const DESKTOP: Viewport = { width: 1280, height: 800 };
/**
 * How long a locator waits for an element; short, so that a missing element fails quickly, but
 * with room for a page's load on a slow 2-core machine running two files at once: the suite took
 * 2.6 times as long on one session's machine as on the last, and a popup that a reload brings
 * back (the service asked, the page rendered) once took longer than 5 s there.
 */
const ACTION_TIMEOUT_MS = 10_000;
const NAVIGATION_TIMEOUT_MS = 15_000;

export interface BrowserSuiteOptions {
  /** Extra environment for this file's server (e.g. higher rate limits). */
  env?: Record<string, string>;
}

/**
 * One server (fresh seeded database, serving the run's copy of the built site, see
 * global-setup.ts) and one Chromium per test file; a fresh browser context per
 * test. Call at the top of a test file, then declare tests with `pageTest`.
 *
 * On failure the test's page is saved as a screenshot under tests/e2e/test-results/ and the path
 * is added to the error. Uncaught exceptions in the page fail the test too.
 */
export function browserSuite(options: BrowserSuiteOptions = {}) {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    const [started, launched] = await Promise.allSettled([
      startApp({ env: { ...options.env, WEB_DIST_DIR: inject('webDistDir') } }),
      launchBrowser(),
    ]);
    if (started.status === 'fulfilled') app = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  function pageTest(
    name: string,
    fn: (ctx: PageTestContext) => Promise<void>,
    options: PageTestOptions = {},
  ): void {
    test(
      name,
      async () => {
        if (!app || !browser) throw new Error('the server or the browser did not start');
        const context = await browser.newContext({
          baseURL: app.baseUrl,
          viewport: options.viewport ?? DESKTOP,
          locale: options.locale ?? 'en-US',
          javaScriptEnabled: options.javaScriptEnabled ?? true,
          timezoneId: 'America/Toronto',
        });
        context.setDefaultTimeout(ACTION_TIMEOUT_MS);
        context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
        // A violation caught by the page (a library probing for eval) logs nothing by itself:
        // its event does, for the check below.
        await context.addInitScript({
          content: `document.addEventListener('securitypolicyviolation', (e) => console.error(
            'Content Security Policy violated: ' + e.violatedDirective + ' by ' + e.blockedURI +
              ' in ' + e.sourceFile + ':' + e.lineNumber));`,
        });
        const page = await context.newPage();
        const pageErrors: string[] = [];
        page.on('pageerror', (err) => pageErrors.push(err.stack ?? err.message));
        // The service's Content Security Policy must allow everything the site loads, and a page
        // the service rendered must hydrate as rendered (app/boot.tsx logs it otherwise).
        const cspViolations: string[] = [];
        const hydrationErrors: string[] = [];
        page.on('console', (msg) => {
          if (msg.type() !== 'error') return;
          if (/Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
          if (msg.text().includes('did not hydrate as rendered')) hydrationErrors.push(msg.text());
        });
        try {
          await fn({ page, app, browser });
          if (pageErrors.length > 0) {
            throw new Error(`The page threw uncaught exception(s):\n${pageErrors.join('\n---\n')}`);
          }
          if (cspViolations.length > 0) {
            throw new Error(
              `The page broke the Content Security Policy:\n${cspViolations.join('\n')}`,
            );
          }
          if (hydrationErrors.length > 0) {
            throw new Error(`The page did not hydrate as rendered:\n${hydrationErrors.join('\n')}`);
          }
        } catch (err) {
          await annotateFailure(err, page, name, pageErrors);
          throw err;
        } finally {
          await context.close();
        }
      },
      options.timeout,
    );
  }

  return {
    pageTest,
    /** The running server (only inside tests and hooks). */
    get app(): RunningApp {
      if (!app) throw new Error('the server is not running');
      return app;
    },
  };
}

async function annotateFailure(
  err: unknown,
  page: Page,
  name: string,
  pageErrors: string[],
): Promise<void> {
  let note: string;
  try {
    note = `Screenshot: ${await saveScreenshot(page, name)}`;
  } catch (shotErr) {
    note = `(no screenshot: ${shotErr instanceof Error ? shotErr.message : String(shotErr)})`;
  }
  note += `\nPage URL: ${page.url()}`;
  try {
    // Diagnostics only: what a person would have seen on the page.
    const text = (await page.locator('body').innerText({ timeout: 1_000 })).replace(/\s+/g, ' ');
    note += `\nPage text: ${text.slice(0, 300)}${text.length > 300 ? '…' : ''}`;
  } catch {
    // the page may be closed or blank
  }
  if (pageErrors.length > 0 && !(err instanceof Error && err.message.includes('uncaught'))) {
    note += `\nUncaught page exception(s):\n${pageErrors.join('\n---\n')}`;
  }
  if (err instanceof Error) err.message = `${err.message}\n\n${note}`;
}

import { existsSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
import { repoRoot } from './start-app.ts';

/** Debian's Chromium; we never download a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const resultsDir = join(repoRoot, 'tests/e2e/test-results');

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Install Debian's package: ` +
        '`sudo apt-get install chromium` (never `npx playwright install`).',
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** Saves a full-page screenshot under tests/e2e/test-results/ and returns its repo-relative path. */
export async function saveScreenshot(page: Page, testName: string): Promise<string> {
  mkdirSync(resultsDir, { recursive: true });
  const slug = testName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  const file = join(resultsDir, `${slug}-${Date.now()}.png`);
  await page.screenshot({ path: file, fullPage: true, timeout: 5_000 });
  return relative(repoRoot, file);
}

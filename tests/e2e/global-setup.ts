import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH, resultsDir } from './lib/browser.ts';
import { repoRoot } from './lib/start-app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A private copy of the built site that the servers of this run serve. */
    webDistDir: string;
  }
}

/** Every /assets/… file index.html names must exist, or the copy is of a half-finished build. */
function checkBuild(dist: string): void {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const missing = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)]
    .map((m) => m[1]!)
    .filter((file) => !existsSync(join(dist, file)));
  if (missing.length > 0) {
    throw new Error(
      `The built site is incomplete (a build may be running): missing ${missing.join(', ')}`,
    );
  }
}

/**
 * Runs once before the browser journeys: fails early and clearly when the site is not built or
 * Chromium is missing, clears the screenshots of the previous run, and copies apps/web/dist to a
 * temp folder so that a rebuild during the run (someone else's `npm run build`) cannot swap the
 * scripts under a page the tests have open.
 */
export default function setup(project: TestProject): () => void {
  const dist = join(repoRoot, 'apps/web/dist');
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(
      `The site is not built: ${join(dist, 'index.html')} is missing. Run \`npm run build\` ` +
        'first (`npm run test:e2e` builds it for you).',
    );
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}: \`sudo apt-get install chromium\` ` +
        '(never `npx playwright install`).',
    );
  }
  rmSync(resultsDir, { recursive: true, force: true });

  const copy = join(mkdtempSync(join(tmpdir(), 'fairfare-e2e-web-')), 'dist');
  cpSync(dist, copy, { recursive: true, filter: (src) => !src.endsWith('.map') });
  checkBuild(copy);
  project.provide('webDistDir', copy);
  return () => rmSync(join(copy, '..'), { recursive: true, force: true });
}

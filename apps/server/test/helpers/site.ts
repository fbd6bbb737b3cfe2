import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { onTestFinished } from 'vitest';
import type { RenderPage } from '@fairfare/contracts/site-render';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import type { Manifest } from '../../src/site/page-assets.ts';
import { freshDatabase } from './databases.ts';

/** The site's index.html as Vite writes it: the entry script and style in the head, an empty root. */
export const SITE_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>FairFare — Name your fare</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

export interface BuiltSiteOptions {
  /** dist/.vite/manifest.json */
  manifest?: Manifest;
  /** The source of dist/server/entry-server.js; none when left out. */
  serverBundle?: string;
}

/** A built site in a temporary folder (removed when the test ends). */
export function builtSite(options: BuiltSiteOptions = {}): string {
  const dist = mkdtempSync(join(tmpdir(), 'ff-site-'));
  onTestFinished(() => rmSync(dist, { recursive: true, force: true }));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), SITE_INDEX);
  writeFileSync(join(dist, 'assets/index-abc.js'), 'console.log("site");');
  if (options.manifest) {
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(options.manifest));
  }
  if (options.serverBundle !== undefined) {
    mkdirSync(join(dist, 'server'));
    writeFileSync(join(dist, 'server/package.json'), '{ "type": "module" }');
    writeFileSync(join(dist, 'server/entry-server.js'), options.serverBundle);
  }
  return dist;
}

export interface SiteApp {
  app: FastifyInstance;
  /** What the service logged (warn and above). */
  log(): string;
}

export interface SiteAppOptions {
  dist: string;
  /** Renders pages instead of the site's server bundle. */
  render?: RenderPage;
  pageCacheSeconds?: number;
  /** The demo seed (for pages that call the public endpoints). */
  seeded?: boolean;
  /** RENDER_RATE_LIMIT (the default when left out). */
  rendersPerMinute?: number;
  /** The database it runs on (SQLite unless said). */
  database?: 'sqlite' | 'postgres';
  /** CONTACT_RATE_LIMIT (the default when left out). */
  contactPerHour?: number;
}

/** The real app serving `dist`, on a fresh SQLite database; closed when the test ends. */
export async function startSiteApp(options: SiteAppOptions): Promise<SiteApp> {
  const database = await freshDatabase(options.database ?? 'sqlite', {
    seeded: options.seeded ?? false,
  });
  onTestFinished(() => database.close());
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const config = testConfig({
    database: database.target,
    webDistDir: options.dist,
    pageCacheSeconds: options.pageCacheSeconds ?? 60,
    logLevel: 'warn',
  });
  if (options.rendersPerMinute !== undefined) {
    config.rateLimits = { ...config.rateLimits, rendersPerMinute: options.rendersPerMinute };
  }
  if (options.contactPerHour !== undefined) {
    config.rateLimits = { ...config.rateLimits, contactPerHour: options.contactPerHour };
  }
  const app = await buildApp(config, {
    db: database.db,
    logStream,
    ...(options.render ? { renderPage: options.render } : {}),
  });
  onTestFinished(() => app.close());
  await app.ready();
  return { app, log: () => lines.join('') };
}

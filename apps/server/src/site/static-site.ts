import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '@fairfare/contracts/api';
import { registerContactForm } from '../modules/contact/form-route.ts';
import { registerLanguageRoute } from './language-route.ts';
import { sitePages, type SitePagesOptions } from './site-pages.ts';
import { refuseSlowly } from './slow-refusal.ts';
import { nameSpeculationRules, registerSpeculationRules } from './speculation-rules.ts';
import { viewerOf } from './viewer.ts';
import { notFound } from '../http/errors.ts';
import { registerDriveApp } from './drive-app.ts';
import { registerOpsApp } from './ops-app.ts';

/** Paths that never fall back to the site's index.html. */
const SERVICE_PREFIXES = [API_BASE, '/api/', '/socket.io'];

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (SERVICE_PREFIXES.some((p) => path.startsWith(p))) return false;
  if (/\.[a-z0-9]+$/i.test(path)) return false; // a missing file, not a page
  return (request.headers.accept ?? '').includes('text/html');
}

export interface StaticSiteOptions {
  distDir: string;
  notFoundPerMinute: number;
  /** RENDER_RATE_LIMIT: page renders one address may cause a minute. */
  rendersPerMinute: number;
  /** PAGE_CACHE_SECONDS: how long a rendered page is kept. */
  pageCacheSeconds: number;
  /** The server bundle's render (tests); see site/site-pages.ts. */
  loadRenderer?: SitePagesOptions['loadRenderer'];
}

/**
 * Serves the built site: hashed assets cached for a year, files revalidated every time (ETag),
 * each pre-compressed (brotli, else gzip, by Accept-Encoding; Vary says so), source maps, the
 * build manifest and the server bundle not published. Every page address is answered by the
 * site's pages (site/site-pages.ts): public pages rendered in the rider's language, the others
 * with index.html (the router shows its own pages, the not-found one too). Anything else that is
 * not found gets the JSON envelope, rate-limited against scanners.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  {
    distDir,
    notFoundPerMinute,
    rendersPerMinute,
    pageCacheSeconds,
    loadRenderer,
  }: StaticSiteOptions,
): Promise<void> {
  const hasSite = existsSync(join(distDir, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of every text file (apps/web/build/precompress.ts):
      // the smallest one the browser accepts is sent, nothing is compressed per request.
      preCompressed: true,
      // Source maps stay on the server (the bundle report reads them); the copies are no routes;
      // the server bundle and the build manifest are the service's own.
      globIgnore: ['**/*.map', '**/*.br', '**/*.gz', 'server/**', '.vite/**'],
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${join(distDir, 'assets')}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const pages = hasSite
    ? sitePages(app, {
        distDir,
        cacheSeconds: pageCacheSeconds,
        rendersPerMinute,
        sendShell: sendIndex,
        viewerOf: (request) => viewerOf(app, request),
        ...(loadRenderer ? { loadRenderer } : {}),
      })
    : undefined;
  // One count per address for every page address, `/` included (issue 31 point 6: it had none).
  // Its refusals are held a second (slow-refusal.ts), so that a flood slows to its connections.
  const limit = app.rateLimit({ max: notFoundPerMinute, timeWindow: '1 minute' });
  const perAddress = (request: FastifyRequest, reply: FastifyReply) =>
    refuseSlowly(() => limit.call(app, request, reply));
  if (pages)
    app.get('/', { preHandler: perAddress }, (request, reply) => pages.send(request, reply));
  registerLanguageRoute(app);
  if (pages) await registerContactForm(app, (...args) => pages.sendPosted(...args));
  if (hasSite) registerSpeculationRules(app);
  if (hasSite) registerOpsApp(app, distDir, perAddress);
  if (hasSite) registerDriveApp(app, distDir, perAddress);

  app.setNotFoundHandler({ preHandler: perAddress }, (request, reply) => {
    if (pages && wantsPage(request)) return pages.send(request, reply);
    throw notFound('error.routeNotFound');
  });
}

function sendIndex(reply: FastifyReply) {
  return nameSpeculationRules(reply)
    .header('cache-control', 'no-cache')
    .type('text/html')
    .sendFile('index.html');
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '@fairfare/contracts/api';
import { notFound } from './errors.ts';

/** Paths that never fall back to the site's index.html. */
const SERVICE_PREFIXES = [API_BASE, '/api/', '/socket.io'];

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (SERVICE_PREFIXES.some((p) => path.startsWith(p))) return false;
  if (/\.[a-z0-9]+$/i.test(path)) return false; // a missing file, not a page
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built site: hashed assets cached for a year, index.html revalidated every time (ETag),
 * each pre-compressed (brotli, else gzip, by Accept-Encoding; Vary says so), source maps not
 * published, and every
 * page route answered with index.html (the router shows its own not-found page). Anything else
 * that is not found gets the JSON envelope, rate-limited against scanners.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  distDir: string,
  notFoundPerMinute: number,
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
      // Source maps stay on the server (the bundle report reads them); the copies are no routes.
      globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${join(distDir, 'assets')}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.get('/', (_req, reply) => sendIndex(reply));
  }

  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: notFoundPerMinute, timeWindow: '1 minute' }) },
    (request, reply) => {
      if (hasSite && wantsPage(request)) return sendIndex(reply);
      throw notFound('error.routeNotFound');
    },
  );
}

function sendIndex(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
}

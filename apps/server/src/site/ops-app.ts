import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, preHandlerHookHandler } from 'fastify';

/**
 * The back office's page (decision 038): `/ops` and every address below it answer the built
 * ops.html, an app rendered in the browser. Never the public page cache, never server rendering,
 * never stored by a browser or a proxy, and kept out of search engines.
 */
export function registerOpsApp(
  app: FastifyInstance,
  distDir: string,
  preHandler: preHandlerHookHandler,
): void {
  if (!existsSync(join(distDir, 'ops.html'))) return;
  const send = (_request: unknown, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/html')
      .sendFile('ops.html');
  app.get('/ops', { preHandler }, send);
  app.get('/ops/*', { preHandler }, send);
}

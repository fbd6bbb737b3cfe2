import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, preHandlerHookHandler } from 'fastify';

/**
 * The driver app's page (issue 36, decision 057): `/drive` and every address below it answer the
 * built drive.html, an app rendered in the browser, as the back office's /ops is (ops-app.ts).
 * Never the riders' page cache nor server rendering; `no-cache` so a new build reaches drivers at
 * once; kept out of search engines (a driver's tool, not a page to find).
 */
export function registerDriveApp(
  app: FastifyInstance,
  distDir: string,
  preHandler: preHandlerHookHandler,
): void {
  if (!existsSync(join(distDir, 'drive.html'))) return;
  const send = (_request: unknown, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/html')
      // without @fastify/static's own Cache-Control, which would replace the one set here
      .sendFile('drive.html', { cacheControl: false });
  app.get('/drive', { preHandler }, send);
  app.get('/drive/*', { preHandler }, send);
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { DRIVE_LANGUAGE_COOKIE, LANGUAGES, type Language } from '@fairfare/contracts/languages';
import { DRIVER_SESSION_COOKIE } from '@fairfare/contracts/socket';
import { pageLanguage } from '../http/language.ts';
import { CompressedPage, pageEncoding } from './compressed-page.ts';

/** The pre-rendered sign-in pages the build writes (apps/web/build/driveSignIn.ts), by language. */
function readSignInPages(distDir: string): Map<Language, CompressedPage> {
  const pages = new Map<Language, CompressedPage>();
  for (const language of LANGUAGES) {
    const file = join(distDir, 'server', `drive-sign-in.${language}.html`);
    if (existsSync(file)) pages.set(language, new CompressedPage(200, readFileSync(file, 'utf8')));
  }
  return pages;
}

/**
 * The driver app's page (issue 36, decision 057): `/drive` and every address below it answer the
 * built drive.html, an app rendered in the browser, as the back office's /ops is (ops-app.ts).
 * Never the riders' page cache; `no-cache` so a new build reaches drivers at once; kept out of
 * search engines (a driver's tool, not a page to find).
 *
 * A phone with no driver's session gets drive.html with the sign-in already in it (decision 067),
 * in the driver's language (the app's cookie, else Accept-Language): the screen a new driver sees
 * paints with the page, and the app hydrates it. A driver's phone, and the application to drive,
 * get the plain page: the app decides what they see.
 */
export function registerDriveApp(
  app: FastifyInstance,
  distDir: string,
  preHandler: preHandlerHookHandler,
): void {
  if (!existsSync(join(distDir, 'drive.html'))) return;
  const signInPages = readSignInPages(distDir);
  const signInPageFor = (request: FastifyRequest) => {
    if (request.cookies[DRIVER_SESSION_COOKIE]) return undefined;
    if (/^\/drive\/apply(?:[/?]|$)/.test(request.url)) return undefined;
    const language = pageLanguage(
      request.cookies[DRIVE_LANGUAGE_COOKIE],
      request.headers['accept-language'],
    );
    return signInPages.get(language);
  };
  const send = async (request: FastifyRequest, reply: FastifyReply) => {
    reply
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
      .type('text/html; charset=utf-8');
    const page = signInPageFor(request);
    if (!page) {
      // without @fastify/static's own Cache-Control, which would replace the one set here
      return reply.sendFile('drive.html', { cacheControl: false });
    }
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(await page.body(encoding));
  };
  app.get('/drive', { preHandler }, send);
  app.get('/drive/*', { preHandler }, send);
}

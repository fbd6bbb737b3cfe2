import type { FastifyInstance } from 'fastify';
import { isLanguage, LANGUAGE_COOKIE } from '@fairfare/contracts/languages';
import { LANGUAGE_ROUTE } from '@fairfare/contracts/site-render';
import { badRequest } from '../http/errors.ts';

/** As long as the site's own switcher keeps it (shared/storage.ts). */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/**
 * `back` if it is a path of this site (`/blog?page=2`), else the home page: the route never sends
 * anyone to another site (`//evil.example`, `/\evil.example`, `https://…`).
 */
export function sameSitePath(back: unknown): string {
  if (typeof back !== 'string' || !back.startsWith('/')) return '/';
  if (back.startsWith('//') || back.startsWith('/\\') || /[\r\n]/.test(back)) return '/';
  return back;
}

/**
 * The language switcher without script (issue 27): `GET /language?lang=es&back=/blog` sets the
 * language cookie the service renders pages in (decision 020), readable by the site's script as
 * when the switcher sets it, and sends the rider back to the page they were on (303), now in that
 * language. An unknown language is a 400 and sets nothing.
 */
export function registerLanguageRoute(app: FastifyInstance): void {
  app.get(LANGUAGE_ROUTE, async (request, reply) => {
    const { lang, back } = (request.query ?? {}) as Record<string, unknown>;
    if (!isLanguage(lang)) throw badRequest();
    reply.setCookie(LANGUAGE_COOKIE, lang, {
      path: '/',
      maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
      httpOnly: false,
    });
    return reply.header('cache-control', 'no-store').redirect(sameSitePath(back), 303);
  });
}

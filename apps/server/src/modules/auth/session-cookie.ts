import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '@fairfare/contracts/auth';
import type { AuthDeps } from './service.ts';

/** The browser's ceiling; idle expiry is decided by the server (sessions.last_seen_at). */
const COOKIE_MAX_AGE_S = 400 * 24 * 3600;

/**
 * Hands a session token to a web client as an HttpOnly, SameSite=Lax cookie (Secure over HTTPS);
 * used for riders (ff_session) and drivers (ff_driver_session) alike.
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  token: string,
): void {
  reply.setCookie(name, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: COOKIE_MAX_AGE_S,
  });
}

/** A rider's web session: the HttpOnly secret and its readable, secret-free hint. */
export function setRiderSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  setSessionCookie(request, reply, SESSION_COOKIE, token);
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: COOKIE_MAX_AGE_S,
  });
}

export function clearRiderSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
}

/** What the one-time-code machinery needs, from the app's decorators and settings. */
export function authDepsOf(app: FastifyInstance): AuthDeps {
  return {
    db: app.db,
    sms: app.sms,
    secret: app.config.authSecret,
    codeLimits: app.config.codeLimits,
  };
}

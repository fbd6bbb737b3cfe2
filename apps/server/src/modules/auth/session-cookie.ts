import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '@fairfare/contracts/auth';
import type { Caller } from './code-limits.ts';
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
    log: app.log,
  };
}

/**
 * A random, secret-free name of the browser, so that one-time-code tries are counted per device
 * as well as per address (issue 31 point 4): a rider behind the same address as someone guessing
 * at their code keeps their own tries.
 */
export const DEVICE_COOKIE = 'ff_device';
const DEVICE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Who is asking for or trying a code: the address, and the device cookie it sent (empty if none).
 * With `reply` (asking for a code), a browser with no device cookie is given one; a try without
 * one counts as the address's cookie-less device.
 */
export function callerOf(request: FastifyRequest, reply?: FastifyReply): Caller {
  const sent = request.cookies[DEVICE_COOKIE];
  if (sent && DEVICE_PATTERN.test(sent)) return { ip: request.ip, device: sent };
  if (!reply) return { ip: request.ip, device: '' };
  const device = randomBytes(16).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, device, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: COOKIE_MAX_AGE_S,
  });
  return { ip: request.ip, device };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { OPS_COOKIE, OPS_SESSION_MAX_MS } from '@fairfare/contracts/staff';

/**
 * The back office's own session cookie: HttpOnly, SameSite=Strict (no other site's page can
 * make a staff call carry it), Secure over HTTPS, and gone from the browser after the absolute
 * session length; idle expiry is decided by the server.
 */
export function setOpsCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(OPS_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: OPS_SESSION_MAX_MS / 1000,
  });
}

export function clearOpsCookie(reply: FastifyReply): void {
  reply.clearCookie(OPS_COOKIE, { path: '/' });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APPLY_COOKIE } from '@fairfare/contracts/driver-applications';
import { hashToken } from '../../auth/secrets.ts';
import { applicationsRepo } from './repo.ts';
import { APPLY_SESSION_MS } from './service.ts';

/** The application an applicant's cookie (ff_apply) opens, while its session lasts; or null. */
export async function resolveApplicant(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<number | null> {
  const token = request.cookies[APPLY_COOKIE];
  if (!token) return null;
  const row = await applicationsRepo.ofSession(app.db, hashToken(token), Date.now());
  return row?.application_id ?? null;
}

/** Hands the applicant's session to the browser: HttpOnly, SameSite=Lax, as long as it lasts. */
export function setApplyCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(APPLY_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: APPLY_SESSION_MS / 1000,
  });
}

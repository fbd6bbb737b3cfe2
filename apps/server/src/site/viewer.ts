import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@fairfare/contracts/auth';
import { riderOfToken } from '../modules/auth/service.ts';
import { riderHasRideToShow } from '../modules/trips/ride-to-show.ts';

/**
 * Who asks for a page, as far as a content page shows it (issue 27): a visitor (Login in the
 * header), a signed-in rider (My Account), or a signed-in rider with a trip to show (My Account
 * and the ride overlay island). Decided from the session cookie, which the service checks: a
 * cookie that is unknown, ended or idle too long is a visitor. The page cache keys on it.
 */
export type Viewer = 'visitor' | 'rider' | 'riding';

export async function viewerOf(app: FastifyInstance, request: FastifyRequest): Promise<Viewer> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return 'visitor';
  const riderId = await riderOfToken(app.db, token);
  if (riderId === null) return 'visitor';
  return (await riderHasRideToShow(app.db, riderId)) ? 'riding' : 'rider';
}

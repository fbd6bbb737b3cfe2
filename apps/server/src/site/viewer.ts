import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@fairfare/contracts/auth';
import type { FirstRide } from '@fairfare/contracts/site-render';
import { riderOfToken } from '../modules/auth/service.ts';
import { firstRideOf, riderHasRideToShow } from '../modules/trips/ride-to-show.ts';

/**
 * Who asks for a page, as far as a content page shows it (issue 27): a visitor (Login in the
 * header), a signed-in rider (My Account), or a signed-in rider with a trip to show (My Account
 * and the ride overlay island). Decided from the session cookie, which the service checks: a
 * cookie that is unknown, ended or idle too long is a visitor. The page cache keys on it.
 */
export type Viewer = 'visitor' | 'rider' | 'riding';

async function riderOf(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  const token = request.cookies[SESSION_COOKIE];
  return token ? riderOfToken(app.db, token) : null;
}

export async function viewerOf(app: FastifyInstance, request: FastifyRequest): Promise<Viewer> {
  const riderId = await riderOf(app, request);
  if (riderId === null) return 'visitor';
  return (await riderHasRideToShow(app.db, riderId)) ? 'riding' : 'rider';
}

/**
 * The ride in progress of the rider whose session cookie comes with the request, for the page's
 * first paint (decision 061); undefined for a visitor or a rider without one.
 */
export async function firstRideFor(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<FirstRide | undefined> {
  const riderId = await riderOf(app, request);
  return riderId === null ? undefined : firstRideOf(app.db, riderId);
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DRIVER_SESSION_COOKIE } from '@fairfare/contracts/socket';
import { unauthorized } from '../../http/errors.ts';
import { driverOfToken } from '../auth/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireDriver`; the driver every driver-API handler acts for. */
    driverId: number;
  }
  interface FastifyInstance {
    /** preHandler of the driver API: 401 unless a valid driver session is presented. */
    requireDriver: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * A driver's session secret: the HttpOnly cookie `ff_driver_session`, or `api_key` + `driver_id`
 * in the query (both or neither), like the riders' api_key + user_id.
 */
export function presentedDriverCredentials(
  request: FastifyRequest,
): { token: string; claimedDriverId?: number } | null {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const apiKey = query.api_key;
  const driverId = query.driver_id;
  if (apiKey !== undefined || driverId !== undefined) {
    const claimed = Number(driverId);
    if (typeof apiKey !== 'string' || apiKey === '' || !Number.isInteger(claimed) || claimed <= 0)
      return null;
    return { token: apiKey, claimedDriverId: claimed };
  }
  const cookie = request.cookies[DRIVER_SESSION_COOKIE];
  return cookie ? { token: cookie } : null;
}

export async function resolveDriver(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<number | null> {
  const credentials = presentedDriverCredentials(request);
  if (!credentials) return null;
  const driverId = await driverOfToken(app.db, credentials.token);
  if (driverId === null) return null;
  // An api_key is accepted only together with the driver id it was issued to.
  if (credentials.claimedDriverId !== undefined && credentials.claimedDriverId !== driverId)
    return null;
  return driverId;
}

export const driverIdentifyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('driverId', 0);
  app.decorate('requireDriver', async (request: FastifyRequest) => {
    const driverId = await resolveDriver(app, request);
    if (driverId === null) throw unauthorized();
    request.driverId = driverId;
  });
});

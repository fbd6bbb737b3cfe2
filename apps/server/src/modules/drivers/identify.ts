import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DRIVER_SESSION_COOKIE } from '@fairfare/contracts/socket';
import { driverOfToken } from '../auth/service.ts';

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

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@fairfare/contracts/auth';
import { riderOfToken } from './service.ts';

/** Headers that carry the spec's `api_key` + `user_id` pair instead of the query. */
export const API_KEY_HEADER = 'x-api-key';
export const USER_ID_HEADER = 'x-user-id';

/**
 * The session secret of a request: the HttpOnly cookie, or the spec's `api_key` + `user_id`
 * pair (both or neither) in the query or in the x-api-key / x-user-id headers. Returns the token and the user id it must belong to, if given.
 */
export function presentedCredentials(
  request: FastifyRequest,
): { token: string; claimedUserId?: number } | null {
  const query = (request.query ?? {}) as Record<string, unknown>;
  // The pair may also come as headers, which no proxy or access log records with the URL.
  const fromHeaders =
    request.headers[API_KEY_HEADER] !== undefined || request.headers[USER_ID_HEADER] !== undefined;
  const apiKey = fromHeaders ? request.headers[API_KEY_HEADER] : query.api_key;
  const userId = fromHeaders ? request.headers[USER_ID_HEADER] : query.user_id;
  if (apiKey !== undefined || userId !== undefined) {
    const claimed = Number(userId);
    if (typeof apiKey !== 'string' || apiKey === '' || !Number.isInteger(claimed) || claimed <= 0)
      return null;
    return { token: apiKey, claimedUserId: claimed };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie } : null;
}

/** The rider a request's credentials prove, or null (access.ts, and the public session call). */
export async function resolveRider(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<number | null> {
  const credentials = presentedCredentials(request);
  if (!credentials) return null;
  const riderId = await riderOfToken(app.db, credentials.token);
  if (riderId === null) return null;
  // An api_key is accepted only together with the user id it was issued to.
  if (credentials.claimedUserId !== undefined && credentials.claimedUserId !== riderId) return null;
  return riderId;
}

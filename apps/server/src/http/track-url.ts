import type { FastifyRequest } from 'fastify';

/**
 * The tracking page of a trip's token on the site the rider is using (its origin taken from the
 * request, as the proxy settings allow), for texts that carry the link.
 */
export function trackUrlFor(request: FastifyRequest) {
  return (token: string) =>
    `${request.protocol}://${request.host}/track?trip=${encodeURIComponent(token)}`;
}

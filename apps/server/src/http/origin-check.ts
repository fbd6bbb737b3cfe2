import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { forbidden } from './errors.ts';

/** Requests that change nothing: any page may make them. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a browser's request may act with the rider's cookie (issue 17 point 8): it comes from
 * the site itself (its Origin names the host it was sent to) or from an origin the operator
 * allows (ALLOWED_ORIGINS). A request without Origin is not a cross-site browser request (apps,
 * the payment provider's webhook, curl): the session or the signature decides for it.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

/** The same rule for a raw request (the Socket.IO handshake). */
export function requestOriginAllowed(request: IncomingMessage, allowed: readonly string[]) {
  return originAllowed(request.headers.origin, request.headers.host, allowed);
}

/** Refuses a state-changing request from another site's page with 403, before anything runs. */
export function refuseForeignOrigins(app: FastifyInstance, allowed: readonly string[]): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!requestOriginAllowed(request.raw, allowed)) throw forbidden('error.foreignOrigin');
  });
}

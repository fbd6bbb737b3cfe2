import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a session secret (the spec's `api_key`), never to be logged. */
const SECRET_PARAMS = /([?&](?:api_key|apikey|token)=)[^&#]*/gi;

/** The URL with every session secret in its query replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * Fastify's request log line without secrets: the spec's clients send `api_key` in the query,
 * and a logged URL would hand the session to anyone who reads the logs.
 */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

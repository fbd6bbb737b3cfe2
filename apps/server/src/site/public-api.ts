import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@fairfare/contracts/api';
import { allEndpoints } from '@fairfare/contracts/endpoint-table';
import type { PublicApiCall } from '@fairfare/contracts/site-render';

/**
 * The public endpoints, called in-process (`app.inject`) for the pages the service renders: the
 * same routes, checks and answers as the browser gets, with no cookie, so that no rider's data
 * can reach a page that is shared. Any other endpoint is refused before it is called.
 */
export function publicApi(app: FastifyInstance): PublicApiCall {
  const publicPaths = new Set(allEndpoints.filter((e) => e.access === 'public').map((e) => e.path));
  return async (path, body) => {
    if (!publicPaths.has(path))
      throw new Error(`a rendered page may call only public endpoints, not ${path}`);
    const answer = await app.inject({
      method: 'POST',
      url: `${API_BASE}${path}`,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: JSON.stringify(body ?? {}),
    });
    return { status: answer.statusCode, body: answer.body };
  };
}

import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/**
 * NUL and unpaired UTF-16 surrogates: PostgreSQL refuses them in text (a 500 there, while SQLite
 * stored them), and no person types them. A NUL or lone surrogate escaped in JSON (`\u0000`,
 * `\ud800`) arrives in a parsed string as itself.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether any string in a parsed JSON value (keys included) holds a NUL or a lone surrogate. */
export function hasUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSAFE.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  // A raw body (an applicant's document) is bytes, not text: walking its millions of indices
  // would take seconds and find nothing a database stores as text.
  if (value instanceof Uint8Array) return false;
  if (Array.isArray(value)) return value.some((item) => hasUnsafeText(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => UNSAFE.test(key) || hasUnsafeText(item, depth + 1),
  );
}

/** Refuses such a body or query with 400 before any handler sees it, on every database. */
export function refuseUnsafeText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasUnsafeText(request.body) || hasUnsafeText(request.query)) throw badRequest();
  });
}

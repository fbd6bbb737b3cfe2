import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DevOutbox } from '../../adapters/sms/outbox.ts';
import { notFound } from '../../http/errors.ts';

/** 127.0.0.0/8, ::1 and the IPv4-mapped loopback. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

/**
 * The development routes answer only callers on this machine (the connection's own address, not
 * X-Forwarded-For): anyone else gets the same 404 as a route that does not exist.
 */
export function onlyLoopbackForDevRoutes(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/dev/') && !isLoopback(request.socket.remoteAddress)) {
      throw notFound('error.routeNotFound');
    }
  });
}

/**
 * Development routes (DEV_ROUTES, off in production): the SMS outbox, so that a person or a test
 * can read the one-time code without a phone.
 */
export function devRoutes(outbox: DevOutbox): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/dev/outbox',
      { schema: { querystring: z.object({ phone: z.string().max(32).optional() }) } },
      async (request) => {
        const phone = request.query.phone?.replace(/[\s().-]/g, '');
        const to = phone === undefined ? undefined : phone.startsWith('+') ? phone : `+${phone}`;
        return { messages: outbox.list(to) };
      },
    );
  };
}

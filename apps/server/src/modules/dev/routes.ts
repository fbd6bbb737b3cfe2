import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DevOutbox } from '../../adapters/sms/outbox.ts';

/**
 * Development-only routes (never registered when NODE_ENV=production): the SMS outbox, so that a
 * person or a test can read the one-time code without a phone.
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

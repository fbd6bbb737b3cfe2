import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { rateLimitOptions } from '../http/rate-limit.ts';
import { cacheSessions } from '../modules/auth/session-cache.ts';
import { shareSessionEnds } from '../modules/auth/session-ends.ts';

/**
 * The rate limits (counters in Redis when there is one) and the sessions kept in memory. With
 * several instances the cached sessions hold only while logouts reach them all (Redis).
 */
export const sessions = fp(
  async (app) => {
    await app.register(rateLimit, rateLimitOptions(app.redis));
    const cached = cacheSessions(app.db);
    if (app.redis) {
      const shared = shareSessionEnds(app.redis, cached, app.log);
      app.addHook('onReady', () => shared.ready());
      app.addHook('onClose', () => shared.close());
    }
  },
  {
    fastify: '5.x',
    name: 'sessions',
    dependencies: ['core', 'realtime'],
    decorators: { fastify: ['db', 'redis'] },
  },
);

import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { RedisConnections } from '../realtime/redis.ts';

/**
 * The rate limiter's options; routes opt in (`config.rateLimit`), nothing is limited by default.
 * With REDIS_URL the counters live in Redis, so that a limit holds across every instance instead
 * of once per instance. Should Redis fail, requests go through (skipOnError): the limits guard
 * against abuse, they decide nothing, and the site must not stop with them.
 */
export function rateLimitOptions(redis: RedisConnections | null): RateLimitPluginOptions {
  if (!redis) return { global: false };
  return {
    global: false,
    redis: redis.command,
    nameSpace: `${redis.prefix}:rate-limit:`,
    skipOnError: true,
  };
}

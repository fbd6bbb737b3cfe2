import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { tooManyRequests } from './errors.ts';

/**
 * The rate limiter's options; routes opt in (`config.rateLimit`), nothing is limited by default.
 * Every limit answers the envelope 'error.tooManyRequests' unless its route says otherwise.
 * With REDIS_URL the counters live in Redis, so that a limit holds across every instance instead
 * of once per instance. Should Redis fail, requests go through (skipOnError): the limits guard
 * against abuse, they decide nothing, and the site must not stop with them.
 */
export function rateLimitOptions(
  // realtime/redis.ts opens the connection; http, below realtime, only names what it uses
  redis: { command: Redis; prefix: string } | null,
): RateLimitPluginOptions {
  const defaults = { global: false, errorResponseBuilder: () => tooManyRequests() };
  if (!redis) return defaults;
  return {
    ...defaults,
    redis: redis.command,
    nameSpace: `${redis.prefix}:rate-limit:`,
    skipOnError: true,
  };
}

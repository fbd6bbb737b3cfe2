import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * Tests that need Redis (the Socket.IO Redis adapter, the Redis GEO locator) run when one answers
 * at TEST_REDIS_URL (default redis://127.0.0.1:6379), like the PostgreSQL leg; REQUIRE_REDIS=1
 * makes them fail instead of skipping. Each test uses its own key prefix, so runs never meet.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const redisUp = await redisAnswers();
if (!redisUp && process.env.REQUIRE_REDIS === '1') {
  throw new Error(`Redis does not answer at ${TEST_REDIS_URL}, and REQUIRE_REDIS=1`);
}

/** Whether the Redis tests run (use with `describe.runIf(redisUp)`). */
export { redisUp };

/** A Redis setting for one test: the test server, and a prefix no other test uses. */
export function testRedis(): { url: string; prefix: string } {
  return { url: TEST_REDIS_URL, prefix: `fftest-${randomBytes(6).toString('hex')}` };
}

/** A plain client for a test (closed by the caller). */
export function redisClient(): Redis {
  return new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
}

/** Deletes every key of a test prefix. */
export async function dropPrefix(prefix: string): Promise<void> {
  const client = redisClient();
  try {
    const keys = await client.keys(`${prefix}:*`);
    if (keys.length) await client.del(...keys);
  } finally {
    client.disconnect();
  }
}

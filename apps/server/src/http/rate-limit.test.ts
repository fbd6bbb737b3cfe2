import { afterEach, describe, expect, it } from 'vitest';
import { API_BASE } from '@fairfare/contracts/api';
import { NEARBY_DRIVERS_PATH } from '@fairfare/contracts/nearby-drivers';
import { startTestApp } from '../../test/helpers/app.ts';
import { dropPrefix, redisClient, redisUp, testRedis } from '../../test/helpers/redis.ts';

const url = API_BASE + NEARBY_DRIVERS_PATH;
const point = { lat: 42.9849, lng: -81.2453 };
const prefixes: string[] = [];

afterEach(async () => {
  for (const prefix of prefixes.splice(0)) await dropPrefix(prefix);
});

describe.runIf(redisUp)('rate limits with several instances (REDIS_URL)', () => {
  it('count the requests of one address across every instance, in Redis under the prefix', async () => {
    const redis = testRedis();
    prefixes.push(redis.prefix);
    const limits = { redis, nearbyDriversPerMinute: 3 };
    const a = (await startTestApp('sqlite', limits)).app;
    const b = (await startTestApp('sqlite', limits)).app;
    const ask = (app: typeof a) => app.inject({ method: 'POST', url, payload: point });

    expect((await ask(a)).statusCode).toBe(200);
    expect((await ask(b)).statusCode).toBe(200);
    expect((await ask(a)).statusCode).toBe(200);
    // a fourth request is one too many, whichever instance it reaches
    const limited = await ask(b);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().status).toBe('failed');
    expect((await ask(a)).statusCode).toBe(429);

    const client = redisClient();
    try {
      expect(await client.keys(`${redis.prefix}:rate-limit:*`)).not.toHaveLength(0);
    } finally {
      client.disconnect();
    }
  });
});

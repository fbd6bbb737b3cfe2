import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Checks a per-address limit of `limit` calls: that many calls from one address answer 200, the
 * next answers 429 with the 'error.tooManyRequests' envelope, and another address still gets 200.
 * `send` makes one call from the given address.
 */
export async function expectLimitPerAddress(
  limit: number,
  send: (remoteAddress: string) => Promise<LightMyRequestResponse>,
): Promise<void> {
  for (let i = 0; i < limit; i++) expect((await send('198.51.100.20')).statusCode).toBe(200);
  const limited = await send('198.51.100.20');
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toMatchObject({ status: 'failed', code: 'error.tooManyRequests' });
  expect((await send('198.51.100.21')).statusCode).toBe(200); // another address
}

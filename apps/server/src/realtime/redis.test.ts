import { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import { publisherForAdapter, reconnectDelayMs } from './redis.ts';

describe('the Redis connections (decision 025)', () => {
  it('give the Socket.IO adapter a publisher whose publish never rejects while Redis is away', async () => {
    // nothing listens on port 1; no offline queue, as the command connection has none
    const client = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    client.on('error', () => undefined);
    const log = { warn: vi.fn() };
    const publisher = publisherForAdapter(client, log);
    try {
      await expect(client.publish('channel', 'message')).rejects.toThrow(/writeable/);
      await expect(publisher.publish('channel', 'message')).resolves.toBe(0);
      await expect(publisher.publish('channel', 'again')).resolves.toBe(0);
      expect(log.warn).toHaveBeenCalledOnce(); // once per outage, not once per push
      // everything else is the connection's own
      expect(publisher.status).toBe(client.status);
      expect(publisher.options).toBe(client.options);
    } finally {
      client.disconnect();
    }
  });

  it('try to reconnect soon and often: from 50 ms, at most 1 s apart, for ever', () => {
    expect([1, 2, 3, 4, 5].map(reconnectDelayMs)).toEqual([50, 100, 200, 400, 800]);
    expect(reconnectDelayMs(6)).toBe(1000);
    expect(reconnectDelayMs(10_000)).toBe(1000);
  });
});

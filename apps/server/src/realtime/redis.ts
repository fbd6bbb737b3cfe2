import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The Redis connections of one app instance (REDIS_URL): `command` serves the driver geo index and
 * publishes the Socket.IO adapter's messages; `subscriber` only listens to the adapter's channels
 * (a subscribed connection cannot run other commands).
 */
export interface RedisConnections {
  command: Redis;
  subscriber: Redis;
  /** Prefix of every key and channel (REDIS_PREFIX), so that deployments and tests can share a Redis. */
  prefix: string;
  /** Resolves when both connections are ready (rejects after `timeoutMs`). */
  ready(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export function openRedis(
  options: { url: string; prefix: string },
  log?: Pick<FastifyBaseLogger, 'warn'>,
): RedisConnections {
  const command = new Redis(options.url, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
  const subscriber = command.duplicate();
  // Connection errors are retried by ioredis; without a listener they would be thrown.
  for (const client of [command, subscriber]) {
    client.on('error', (err: unknown) => log?.warn({ err }, 'redis connection error'));
  }
  return {
    command,
    subscriber,
    prefix: options.prefix,
    async ready(timeoutMs = 10_000) {
      await Promise.all(
        [command, subscriber].map(
          (client) =>
            new Promise<void>((resolve, reject) => {
              if (client.status === 'ready') return resolve();
              const timer = setTimeout(
                () =>
                  reject(new Error(`Redis at ${options.url} is not ready after ${timeoutMs} ms`)),
                timeoutMs,
              );
              client.once('ready', () => {
                clearTimeout(timer);
                resolve();
              });
            }),
        ),
      );
    },
    async close() {
      // The Socket.IO adapter unsubscribes without waiting; wait for that before quitting, or
      // its commands fail with "Connection is closed" once the connection has gone.
      if (subscriber.status === 'ready') {
        await subscriber.punsubscribe().catch(() => undefined);
        await subscriber.unsubscribe().catch(() => undefined);
      }
      await Promise.all(
        [command, subscriber].map((client) => client.quit().catch(() => client.disconnect())),
      );
    },
  };
}

import { Redis, type RedisOptions } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The Redis connections of one app instance (REDIS_URL): `command` serves the driver geo index,
 * the rate limits and publishes; `subscriber` only listens to the Socket.IO adapter's channels
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

export interface RedisSettings {
  url: string;
  prefix: string;
  /** How long a command may wait for its answer (REDIS_COMMAND_TIMEOUT_MS). */
  commandTimeoutMs?: number;
}

const DEFAULT_COMMAND_TIMEOUT_MS = 1000;
/** Reconnection attempts come at most this far apart, so the service is back soon after Redis. */
const RECONNECT_MAX_MS = 1000;

/** 50 ms, 100 ms, 200 ms … at most RECONNECT_MAX_MS between attempts, for ever. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(50 * 2 ** Math.max(0, attempt - 1), RECONNECT_MAX_MS);
}

/**
 * A connection that subscribes (the adapter's, the logouts'): while Redis is away its
 * (re)subscriptions wait for the reconnection instead of failing, never time out, and ioredis
 * subscribes again by itself once Redis is back.
 */
export const SUBSCRIBER_OPTIONS = {
  enableOfflineQueue: true,
  maxRetriesPerRequest: null,
  commandTimeout: undefined,
} satisfies RedisOptions;

/**
 * Opens the two connections. The command connection fails fast while Redis is away (decision
 * 025): no offline queue, so a command then fails at once instead of holding its request until
 * ioredis gives up (which threw MaxRetriesPerRequestError 13 s later, issue 31); and a time-out
 * for a Redis that accepts connections but does not answer. Every caller catches: the rate limits
 * let requests through, the geo index answers 503 or falls back to the database, pushes are
 * dropped (clients also poll).
 */
export function openRedis(
  settings: RedisSettings,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): RedisConnections {
  const command = new Redis(settings.url, {
    enableAutoPipelining: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: settings.commandTimeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS,
    retryStrategy: reconnectDelayMs,
  });
  const subscriber = command.duplicate(SUBSCRIBER_OPTIONS);
  // Connection errors are retried by ioredis; without a listener they would be thrown. One
  // warning per outage and connection, not one per reconnection attempt.
  for (const client of [command, subscriber]) warnOncePerOutage(client, log);
  return {
    command,
    subscriber,
    prefix: settings.prefix,
    async ready(timeoutMs = 10_000) {
      await Promise.all(
        [command, subscriber].map(
          (client) =>
            new Promise<void>((resolve, reject) => {
              if (client.status === 'ready') return resolve();
              const timer = setTimeout(
                () =>
                  reject(new Error(`Redis at ${settings.url} is not ready after ${timeoutMs} ms`)),
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
        [command, subscriber].map((client) =>
          client.status === 'ready'
            ? client.quit().catch(() => client.disconnect())
            : client.disconnect(),
        ),
      );
    },
  };
}

/** Logs a connection's first error after it was ready, and that it is back. */
export function warnOncePerOutage(client: Redis, log?: Pick<FastifyBaseLogger, 'warn'>): void {
  let warned = false;
  client.on('error', (err: unknown) => {
    if (warned) return;
    warned = true;
    log?.warn({ err }, 'redis connection error (retrying)');
  });
  client.on('ready', () => {
    if (warned) log?.warn('redis connection ready again');
    warned = false;
  });
}

/**
 * The command connection as the Socket.IO adapter's publisher: the adapter publishes without
 * catching (a broadcast, an answer to another instance), so a publish while Redis is away was an
 * unhandled rejection that ended the process (issue 31). Such a publish now resolves to 0
 * receivers: the other instances miss that push (this instance's own sockets got it, and every
 * client polls), nothing else changes. Everything else goes to the connection as it is.
 */
export function publisherForAdapter(client: Redis, log?: Pick<FastifyBaseLogger, 'warn'>): Redis {
  let warned = false;
  client.on('ready', () => (warned = false));
  const publish = (channel: string | Buffer, message: string | Buffer): Promise<number> =>
    client.publish(channel, message).catch((err: unknown) => {
      if (!warned) log?.warn({ err }, 'socket push not published to the other instances');
      warned = true;
      return 0;
    });
  return new Proxy(client, {
    get(target, property) {
      if (property === 'publish') return publish;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

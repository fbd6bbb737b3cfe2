import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { SUBSCRIBER_OPTIONS, type RedisConnections } from '../../realtime/redis.ts';
import type { SessionCache } from './session-cache.ts';

export interface SharedSessionEnds {
  /** Resolves once the instance listens for the others' logouts (the cache is on from then). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Lets every instance keep the session cache (session-cache.ts) when there are several
 * (REDIS_URL). The instance where a session ends publishes its token hash on a Redis channel once
 * the database has it, and every instance forgets it when the message comes, a few milliseconds
 * later.
 *
 * A message published while this instance's subscription is down would be lost, so the cache is
 * only on while the subscription is known to be up: it starts off, goes on once the first
 * SUBSCRIBE is answered, goes off (and empty) as soon as the connection drops, and back on once
 * a SUBSCRIBE after the reconnection is answered. While it is off, sessions are read from the
 * database, as with no cache at all.
 */
/** How long a logout waits for every instance to answer that it forgot the session. */
const ACK_TIMEOUT_MS = 1000;

export function shareSessionEnds(
  redis: RedisConnections,
  cache: SessionCache,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): SharedSessionEnds {
  const channel = `${redis.prefix}:sessions:ended`;
  // Each instance answers a logout on this channel once it has forgotten the session.
  const ackChannel = `${channel}:ack`;
  // Its own connection: a subscribed connection can do nothing else, and the Socket.IO adapter's
  // subscriber must not see these messages.
  const subscriber = redis.command.duplicate({
    ...SUBSCRIBER_OPTIONS, // (re)subscriptions wait for Redis (decision 025)
    connectionName: `${redis.prefix}:sessions`,
  });
  subscriber.on('error', (err: unknown) => log?.warn({ err }, 'redis connection error'));
  cache.setActive(false);
  /** Logouts of this instance waiting for the instances' answers, by nonce. */
  const waiting = new Map<string, { got: number; due: number; done: () => void }>();

  let closing = false;
  const listen = () =>
    subscriber.subscribe(channel, ackChannel).then(
      () => {
        if (!closing && subscriber.status === 'ready') cache.setActive(true);
      },
      (err: unknown) => log?.warn({ err }, 'could not listen for logouts; sessions are not cached'),
    );
  const first = listen();
  subscriber.on('close', () => cache.setActive(false));
  let connectedBefore = false;
  subscriber.on('ready', () => {
    // ioredis subscribes again by itself after a reconnection; this SUBSCRIBE is answered after
    // that one, so once it is, no message can be missed any more.
    if (connectedBefore) void listen();
    connectedBefore = true;
  });
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel) {
      const [tokenHash = '', nonce] = message.split(' ');
      cache.forget(tokenHash);
      if (nonce) {
        redis.command.publish(ackChannel, nonce).catch((err: unknown) => {
          log?.warn({ err }, 'could not answer a logout');
        });
      }
    } else if (from === ackChannel) {
      const wait = waiting.get(message);
      if (wait && ++wait.got >= wait.due) wait.done();
    }
  });

  /**
   * Tells every instance (this one included) and waits until each has answered that it forgot
   * the session, or ACK_TIMEOUT_MS: a logout answers only once no instance accepts the session.
   */
  cache.onEnded = async (tokenHash) => {
    const nonce = randomUUID();
    let done = () => {};
    const answered = new Promise<void>((resolve) => (done = resolve));
    // answers may come before PUBLISH says how many instances heard it
    const wait = { got: 0, due: Number.POSITIVE_INFINITY, done };
    waiting.set(nonce, wait);
    try {
      const receivers = await redis.command.publish(channel, `${tokenHash} ${nonce}`);
      wait.due = receivers;
      if (wait.got >= wait.due) done();
      if (receivers === 0) return;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          // The others keep the session until their connection to Redis drops too, or its
          // time to live ends (SESSION_CACHE_TTL_MS): say so.
          log?.warn({ tokenHash }, 'not every instance answered a logout in time');
          resolve();
        }, ACK_TIMEOUT_MS);
      });
      await Promise.race([answered, late]);
      clearTimeout(timer);
    } catch (err) {
      log?.warn({ err }, 'could not tell the other instances of a logout');
    } finally {
      waiting.delete(nonce);
    }
  };

  return {
    ready: () => first,
    async close() {
      closing = true;
      cache.onEnded = undefined;
      cache.setActive(false);
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

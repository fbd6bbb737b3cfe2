import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { SUBSCRIBER_OPTIONS, type RedisConnections } from '../realtime/redis.ts';
import type { PublicChanges } from './public-changes.ts';

export interface SharedPublicChanges {
  /** Resolves once this instance listens for the others' changes. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Makes a staff change riders see (decision 039) drop the rendered pages and estimates of every
 * instance, not only of the one that made it (decision 042). The instance publishes its own id
 * on a Redis channel after the change committed; every other instance hears it and drops what it
 * keeps. A change published while an instance's subscription is down is not heard there: that
 * instance shows it once its own cache times end (PAGE_CACHE_SECONDS, 5 s for estimates), as it
 * did before this broadcast existed, so nothing waits for an answer.
 */
export function sharePublicChanges(
  redis: RedisConnections,
  changes: PublicChanges,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): SharedPublicChanges {
  const channel = `${redis.prefix}:public:changed`;
  const self = randomUUID();
  // Its own connection: a subscribed connection can run nothing else, and the Socket.IO
  // adapter's subscriber must not see these messages.
  const subscriber = redis.command.duplicate({
    ...SUBSCRIBER_OPTIONS, // (re)subscriptions wait for Redis (decision 025)
    connectionName: `${redis.prefix}:public-changes`,
  });
  subscriber.on('error', (err: unknown) => log?.warn({ err }, 'redis connection error'));
  subscriber.on('message', (from: string, sender: string) => {
    if (from === channel && sender !== self) changes.changedElsewhere();
  });
  const listening = subscriber.subscribe(channel).then(
    () => undefined,
    (err: unknown) => log?.warn({ err }, 'could not listen for public changes of other instances'),
  );
  changes.broadcastWith(() => {
    redis.command.publish(channel, self).catch((err: unknown) => {
      log?.warn({ err }, 'could not tell the other instances of a public change');
    });
  });

  return {
    ready: () => listening,
    async close() {
      changes.broadcastWith(undefined);
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

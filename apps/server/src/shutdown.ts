import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/**
 * An instance's orderly end, in the order a balancer needs (decision 030):
 * 1. report not-ready (`/api/ready` answers 503), while still serving whatever arrives, each
 *    answer closing its connection (http/health.ts), so that no kept-alive one is left to cut;
 * 2. wait `drainDelayMs`, long enough for the balancer's health checks to notice;
 * 3. `beforeClose` (the driver simulator stops driving);
 * 4. close the app: stop taking connections, finish the requests in flight (a request arriving on
 *    a kept-alive connection now gets 503, which the balancer retries elsewhere for GET only), stop the job
 *    runner after its job in hand and give its claims back, close every socket's connection
 *    without a Socket.IO "disconnect" (so that clients reconnect, through the balancer, to another
 *    instance), then the Redis connections and the database.
 */
export async function drainAndClose(
  app: FastifyInstance,
  options: { drainDelayMs: number; beforeClose?: () => Promise<void> },
): Promise<void> {
  app.readiness.drain();
  if (options.drainDelayMs > 0) {
    app.log.info({ drainDelayMs: options.drainDelayMs }, 'draining: not ready, still serving');
    await delay(options.drainDelayMs);
  }
  await options.beforeClose?.();
  await app.close();
}

import type { FastifyBaseLogger } from 'fastify';
import { isDependencyOutage } from './http/dependency-outage.ts';

export interface ProcessGuardOptions {
  log: Pick<FastifyBaseLogger, 'error' | 'fatal' | 'warn'>;
  /** A truly fatal error: stop the way SIGTERM does, then exit with a failure code. */
  fatal: (err: unknown) => void;
  /** The process (tests give an emitter of their own). */
  target?: Pick<NodeJS.Process, 'on'>;
}

/**
 * The last line of defence (issue 31, decision 025): what should never have been unhandled is
 * logged and the service keeps serving, instead of ending with every request and socket in it.
 * - A promise rejected with nobody waiting (a publish, a push): logged; nothing waits on it, so
 *   nothing is left half-done by carrying on.
 * - An exception thrown out of an event (an 'error' nobody listened to): carrying on is safe when
 *   it is a dependency's connection failing (its client reconnects); anything else may have left
 *   the process in a state nobody planned, so it stops cleanly (requests in flight finish) and a
 *   supervisor starts it again.
 */
export function installProcessGuards({ log, fatal, target = process }: ProcessGuardOptions): void {
  target.on('unhandledRejection', (reason: unknown) => {
    log.error({ err: reason }, 'unhandled promise rejection (the service carries on)');
  });
  target.on('uncaughtException', (err: Error) => {
    if (isDependencyOutage(err)) {
      log.warn({ err }, 'uncaught dependency error (the service carries on)');
      return;
    }
    log.fatal({ err }, 'uncaught exception: stopping');
    fatal(err);
  });
}

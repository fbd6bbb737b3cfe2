import fp from 'fastify-plugin';
import { handlersOf } from '../due-jobs/define-job.ts';
import { JobRunner } from '../jobs/runner.ts';
import { jobObserver } from '../metrics/setup.ts';
import { silentDriverJob } from '../modules/drivers/presence.ts';
import { dispatchJob, offerExpiryJob, requestExpiryJob } from '../modules/ride/dispatch.ts';
import { reconcileJob } from '../modules/payments/attempt-recovery.ts';
import { keptCardJob } from '../modules/payments/kept-card.ts';
import { refundJob } from '../modules/payments/refunds.ts';
import { reminderJob } from '../modules/reminders/service.ts';
import { rideDeps } from '../modules/ride/deps.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The due-job runner (offer and request expiry, scheduled dispatch); `runDue(now)` in tests. */
    jobs: JobRunner;
  }
}

/**
 * The due jobs of the modules (each defined beside its rules, due-jobs/define-job.ts) and their
 * runner: started once the app is ready (JOBS_ENABLED), stopped before it closes.
 */
export const jobs = fp(
  async (app) => {
    const runner = new JobRunner({
      db: app.db,
      handlers: {
        ...handlersOf(rideDeps(app), [
          offerExpiryJob,
          requestExpiryJob,
          dispatchJob,
          reminderJob,
          silentDriverJob,
        ]),
        ...handlersOf({ db: app.db, payments: app.payments, log: app.log }, [
          reconcileJob,
          refundJob,
          keptCardJob,
        ]),
      },
      log: app.log,
      intervalMs: app.config.jobs.intervalMs,
      observe: jobObserver(app.metrics),
    });
    app.decorate('jobs', runner);
    if (app.config.jobs.enabled) app.addHook('onReady', async () => runner.start());
    app.addHook('preClose', async () => runner.stop());
  },
  {
    fastify: '5.x',
    name: 'jobs',
    dependencies: ['core', 'realtime', 'services', 'ride-hooks'],
    decorators: { fastify: ['notifier', 'locator', 'sms', 'payments', 'rideHooks'] },
  },
);

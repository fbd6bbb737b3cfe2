import type { z } from 'zod';
import type { DbOrTrx } from '../db/database.ts';
import { dueJobsRepo } from './repo.ts';

// A due job is declared once, by the module whose work it is: its kind (due_jobs.kind), the
// schema of its payload, how it is enqueued and what runs it. The runner (jobs/runner.ts) knows
// none of them: app.ts hands it the handlers of the modules' jobs (decision 036).

/** What the runner tells a handler: its clock (tests inject it) and the job's row. */
export interface JobContext {
  now: number;
  jobId: number;
}

/** Runs one job from its stored payload; throwing retries the job later. */
export type JobHandler = (payload: unknown, ctx: JobContext) => Promise<void>;

export interface JobDefinition<Deps, Payload> {
  readonly kind: string;
  /** Adds the job to run at `runAt` (call inside the transaction of the change that needs it). */
  enqueue(db: DbOrTrx, job: { payload: Payload; runAt: number; now: number }): Promise<number>;
  /** The runner's handler of this kind, given the module's dependencies. */
  handlerFor(deps: Deps): JobHandler;
}

/**
 * Declares a due job. The payload is checked by the schema twice: when it is enqueued (a wrong
 * payload fails the change that asks for it, not a job minutes later) and when it runs (a row
 * written by another version of the service).
 */
export function defineJob<Deps, Schema extends z.ZodType>(spec: {
  kind: string;
  payload: Schema;
  handle: (deps: Deps, payload: z.output<Schema>, ctx: JobContext) => Promise<unknown>;
}): JobDefinition<Deps, z.input<Schema>> {
  return Object.freeze({
    kind: spec.kind,
    async enqueue(db: DbOrTrx, job: { payload: z.input<Schema>; runAt: number; now: number }) {
      const payload: unknown = spec.payload.parse(job.payload);
      return dueJobsRepo.insert(db, { kind: spec.kind, runAt: job.runAt, payload, now: job.now });
    },
    handlerFor(deps: Deps): JobHandler {
      return async (payload, ctx) => {
        await spec.handle(deps, spec.payload.parse(payload), ctx);
      };
    },
  });
}

/** The handlers of these jobs by kind, for the runner; a kind declared twice is a mistake. */
export function handlersOf<Deps>(
  deps: Deps,
  jobs: ReadonlyArray<JobDefinition<Deps, never>>,
): Record<string, JobHandler> {
  const handlers: Record<string, JobHandler> = {};
  for (const job of jobs) {
    if (job.kind in handlers) throw new Error(`job kind "${job.kind}" is declared twice`);
    handlers[job.kind] = job.handlerFor(deps);
  }
  return handlers;
}

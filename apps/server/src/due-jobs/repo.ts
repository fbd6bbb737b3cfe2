import type { DbOrTrx } from '../db/database.ts';

/** Adding rows to due_jobs (the runner's claims and completions are in jobs/repo.ts). */
export const dueJobsRepo = Object.freeze({
  /** Adds a job (call inside the transaction of the change that needs it). */
  async insert(
    db: DbOrTrx,
    job: { kind: string; runAt: number; payload: unknown; now: number },
  ): Promise<number> {
    const { job_id } = await db
      .insertInto('due_jobs')
      .values({
        kind: job.kind,
        run_at: job.runAt,
        payload_json: JSON.stringify(job.payload ?? {}),
        created_at: job.now,
      })
      .returning('job_id')
      .executeTakeFirstOrThrow();
    return job_id;
  },
});

import type { DbOrTrx } from '../db/database.ts';

/**
 * The runner's side of the due_jobs table: work to do at a time, claimed through the database by
 * any instance (jobs are added by their modules through due-jobs/define-job.ts).
 */
export const jobsRepo = Object.freeze({
  /** Ids of jobs due at `now` that nobody holds (never claimed, or the claim ran out). */
  async dueIds(db: DbOrTrx, now: number, limit: number): Promise<number[]> {
    const rows = await db
      .selectFrom('due_jobs')
      .select('job_id')
      .where('done_at', 'is', null)
      .where('run_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .orderBy('run_at')
      .orderBy('job_id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.job_id);
  },

  /**
   * Claims a job for `owner` until `until`, counting the attempt; guarded so that of several
   * instances claiming at once exactly one gets it. Returns the job when claimed.
   */
  async claim(db: DbOrTrx, jobId: number, owner: string, now: number, until: number) {
    const result = await db
      .updateTable('due_jobs')
      .set((eb) => ({ claimed_by: owner, claimed_until: until, attempts: eb('attempts', '+', 1) }))
      .where('job_id', '=', jobId)
      .where('done_at', 'is', null)
      .where('run_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return undefined;
    return db
      .selectFrom('due_jobs')
      .select(['job_id', 'kind', 'payload_json', 'attempts', 'run_at'])
      .where('job_id', '=', jobId)
      .executeTakeFirst();
  },

  /** Marks a claimed job done (only while `owner` still holds it). */
  async complete(db: DbOrTrx, jobId: number, owner: string, now: number): Promise<boolean> {
    const result = await db
      .updateTable('due_jobs')
      .set({ done_at: now, claimed_until: null, last_error: null })
      .where('job_id', '=', jobId)
      .where('claimed_by', '=', owner)
      .where('done_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Releases a failed job to run again at `retryAt`, or gives up on it (`retryAt` null: done). */
  async fail(
    db: DbOrTrx,
    jobId: number,
    owner: string,
    failure: { error: string; retryAt: number | null; now: number },
  ): Promise<void> {
    await db
      .updateTable('due_jobs')
      .set({
        last_error: failure.error.slice(0, 2000),
        claimed_until: null,
        ...(failure.retryAt === null ? { done_at: failure.now } : { run_at: failure.retryAt }),
      })
      .where('job_id', '=', jobId)
      .where('claimed_by', '=', owner)
      .where('done_at', 'is', null)
      .execute();
  },

  /**
   * Gives back every job `owner` holds and has not finished (a draining instance, decision 030):
   * another instance may take them at once instead of after the lease. The attempt stays counted.
   */
  async releaseClaims(db: DbOrTrx, owner: string): Promise<number> {
    const result = await db
      .updateTable('due_jobs')
      .set({ claimed_until: null })
      .where('claimed_by', '=', owner)
      .where('done_at', 'is', null)
      .where('claimed_until', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },
});

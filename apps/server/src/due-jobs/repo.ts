import type { DbOrTrx } from '../db/database.ts';
import { currentRequestId } from '../http/request-id.ts';

/**
 * Where a job keeps the id of the request that enqueued it, beside its payload (the runner takes
 * it out before the handler sees the payload, and runs the job under it: decision 048). A name no
 * payload uses; a runner of an older version ignores it (payload schemas drop unknown keys).
 */
export const JOB_REQUEST_ID_KEY = '$request_id';

/**
 * The due_jobs table's one repository: work to do at a time, added by the modules (through
 * define-job.ts, inside the transaction of the change that needs it) and claimed through the
 * database by the runner of any instance (jobs/runner.ts).
 */
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
        payload_json: JSON.stringify(withRequestIdOf(job.payload ?? {})),
        created_at: job.now,
      })
      .returning('job_id')
      .executeTakeFirstOrThrow();
    return job_id;
  },

  // ------------------------------------------------------------ the runner's side

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

/** The payload with the id of the request (or job) running now, when there is one. */
function withRequestIdOf(payload: unknown): unknown {
  const requestId = currentRequestId();
  if (requestId === undefined || typeof payload !== 'object' || payload === null) return payload;
  return { ...payload, [JOB_REQUEST_ID_KEY]: requestId };
}

/** A stored payload apart from the request id kept beside it. */
export function splitRequestId(stored: unknown): { payload: unknown; requestId?: string } {
  if (typeof stored !== 'object' || stored === null || !(JOB_REQUEST_ID_KEY in stored))
    return { payload: stored };
  const { [JOB_REQUEST_ID_KEY]: requestId, ...payload } = stored as Record<string, unknown>;
  return typeof requestId === 'string' ? { payload, requestId } : { payload };
}

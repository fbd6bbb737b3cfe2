import type { DbOrTrx } from '../db/database.ts';
import { currentRequestId } from '../http/request-id.ts';

/**
 * Where a job keeps the id of the request that enqueued it, beside its payload (the runner takes
 * it out before the handler sees the payload, and runs the job under it: decision 048). A name no
 * payload uses; a runner of an older version ignores it (payload schemas drop unknown keys).
 */
export const JOB_REQUEST_ID_KEY = '$request_id';

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
        payload_json: JSON.stringify(withRequestIdOf(job.payload ?? {})),
        created_at: job.now,
      })
      .returning('job_id')
      .executeTakeFirstOrThrow();
    return job_id;
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

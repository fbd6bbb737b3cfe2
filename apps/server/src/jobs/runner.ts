import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { JobHandler } from '../due-jobs/define-job.ts';
import { dueJobsRepo, splitRequestId } from '../due-jobs/repo.ts';
import { isDependencyOutage } from '../http/dependency-outage.ts';
import { withRequestId } from '../http/request-id.ts';

export interface JobRunnerOptions {
  db: Db;
  /** The handlers by kind, from the modules' job definitions (due-jobs/define-job.ts handlersOf). */
  handlers: Readonly<Record<string, JobHandler>>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'debug'>;
  /** How often the loop looks for due jobs (JOB_INTERVAL_MS, 1 s). */
  intervalMs?: number;
  /** How long a claim holds before another instance may take the job over (a crashed runner). */
  leaseMs?: number;
  /** Jobs claimed per look. */
  batch?: number;
  /** Attempts before a failing job is given up (marked done with its last error). */
  maxAttempts?: number;
  clock?: () => number;
  /** This runner's name in due_jobs.claimed_by. */
  owner?: string;
  /** Told of each claimed job: how late it started, how it ended (the metrics, decision 031). */
  observe?: JobObserver;
}

export interface JobObserver {
  started(kind: string, lagMs: number): void;
  finished(kind: string, result: 'done' | 'failed' | 'given_up'): void;
}

const unobserved: JobObserver = { started: () => undefined, finished: () => undefined };

/** Exponential backoff after the n-th failed attempt: 2 s, 4 s, 8 s … at most 5 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5 * 60_000, 1000 * 2 ** Math.max(1, attempts));
}

/**
 * Resolves after the event loop has taken a turn (pending I/O, timers). On SQLite every query of
 * a job resolves without real I/O (node:sqlite is synchronous), so a round of many due jobs — a
 * thousand offers made in the same seconds expire in the same second — would otherwise run as one
 * chain of microtasks and hold every request until the last job is done (measured: 180 ms and
 * more in one piece, issue 15). Decision 021.
 */
const eventLoopTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export interface RunReport {
  ran: number;
  failed: number;
}

/**
 * The due-job runner (docs/architecture.md: jobs claimed through the database, so any instance may run them).
 * Every `intervalMs` it claims due jobs with a guarded UPDATE (claimed_by, claimed_until), runs
 * their handler, and marks them done; a failure is retried with backoff. `runDue(now)` does one
 * round by hand (tests drive expiry with an injected clock). Stopped with the app.
 */
export class JobRunner {
  readonly owner: string;
  private readonly options: Required<Omit<JobRunnerOptions, 'owner'>>;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = true;
  /** Set by stop(): the round in progress ends after its current job (a draining instance). */
  private stopping = false;

  constructor(options: JobRunnerOptions) {
    this.owner = options.owner ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    this.options = {
      intervalMs: 1000,
      leaseMs: 60_000,
      batch: 50,
      maxAttempts: 8,
      clock: Date.now,
      observe: unobserved,
      ...options,
    };
  }

  get started(): boolean {
    return !this.stopped;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopping = false;
    this.schedule();
  }

  /**
   * Stops the loop: the round in progress ends after the job it is running (the other due jobs
   * stay for other instances), then every claim this runner still holds is given back, so that a
   * restarted or draining instance leaves no job waiting for its lease to run out (decision 030).
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
    try {
      await dueJobsRepo.releaseClaims(this.options.db, this.owner);
    } catch (err) {
      // The database is gone: the claims then run out with their lease, as after a crash.
      this.options.log.warn({ err }, 'could not release the job claims');
    }
  }

  /**
   * Claims and runs every job due at `now` (including jobs that the handlers add for `now` or
   * earlier), one batch after another, letting the event loop take a turn before each job.
   */
  async runDue(now = this.options.clock()): Promise<RunReport> {
    const report: RunReport = { ran: 0, failed: 0 };
    for (let round = 0; round < 100; round++) {
      const ids = await dueJobsRepo.dueIds(this.options.db, now, this.options.batch);
      if (ids.length === 0) break;
      let claimedAny = false;
      for (const id of ids) {
        await eventLoopTurn(); // one job at a time between requests, never a round in one piece
        if (this.stopping) return report;
        const outcome = await this.runOne(id, now);
        if (outcome === 'skipped') continue;
        claimedAny = true;
        report[outcome === 'done' ? 'ran' : 'failed']++;
      }
      if (!claimedAny || this.stopping) break;
    }
    return report;
  }

  private async runOne(jobId: number, now: number): Promise<'done' | 'failed' | 'skipped'> {
    const { db, leaseMs } = this.options;
    const job = await dueJobsRepo.claim(db, jobId, this.owner, now, now + leaseMs);
    if (!job) return 'skipped'; // another instance has it
    // A job a request enqueued runs under that request's id: its log lines, the jobs and pushes
    // it starts carry it (decision 048).
    const { payload, requestId } = splitRequestId(JSON.parse(job.payload_json));
    return withRequestId(requestId, () => this.runClaimed(job, payload, now));
  }

  private async runClaimed(
    job: { job_id: number; kind: string; attempts: number; run_at: number },
    payload: unknown,
    now: number,
  ): Promise<'done' | 'failed'> {
    const { db, handlers, maxAttempts, log, observe } = this.options;
    const jobId = job.job_id;
    observe.started(job.kind, now - job.run_at);
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
      await handler(payload, { now, jobId });
      await dueJobsRepo.complete(db, jobId, this.owner, now);
      observe.finished(job.kind, 'done');
      return 'done';
    } catch (err) {
      // The database or Redis away is no fault of the job: it is tried again however long the
      // outage lasts, never given up for it (decision 025).
      const giveUp = job.attempts >= maxAttempts && !isDependencyOutage(err);
      const message = err instanceof Error ? err.message : String(err);
      (giveUp ? log.error : log.warn).call(
        log,
        { err, jobId, kind: job.kind, attempts: job.attempts },
        giveUp ? 'job failed, giving up' : 'job failed, will retry',
      );
      await dueJobsRepo.fail(db, jobId, this.owner, {
        error: message,
        retryAt: giveUp ? null : now + retryDelayMs(job.attempts),
        now,
      });
      observe.finished(job.kind, giveUp ? 'given_up' : 'failed');
      return 'failed';
    }
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runDue().then(
        () => undefined,
        // A round fails as a whole when the database does not answer; the next one comes anyway.
        (err: unknown) =>
          (isDependencyOutage(err) ? this.options.log.warn : this.options.log.error).call(
            this.options.log,
            { err },
            'job round failed',
          ),
      );
      void this.running.finally(() => {
        this.running = null;
        this.schedule();
      });
    }, this.options.intervalMs);
    this.timer.unref();
  }
}

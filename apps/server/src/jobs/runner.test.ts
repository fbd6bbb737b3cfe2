import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseKinds, freshDatabase, type TestDatabase } from '../../test/helpers/databases.ts';
import type { JobHandler } from '../due-jobs/define-job.ts';
import { dueJobsRepo } from '../due-jobs/repo.ts';
import { JobRunner, retryDelayMs } from './runner.ts';

const quietLog = { warn: vi.fn(), error: vi.fn(), debug: vi.fn() };

describe('retryDelayMs', () => {
  it('backs off exponentially from 2 s up to 5 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([2000, 4000, 8000, 16_000]);
    expect(retryDelayMs(20)).toBe(5 * 60_000);
    expect(retryDelayMs(0)).toBe(2000);
  });
});

describe.each(databaseKinds)('job runner on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  async function setup(handlers: Record<string, JobHandler>, owner = 'a') {
    database ??= await freshDatabase(kind);
    const runner = new JobRunner({ db: database.db, handlers, log: quietLog, owner });
    return { db: database.db, runner };
  }

  async function job(db: TestDatabase['db'], id: number) {
    return db.selectFrom('due_jobs').selectAll().where('job_id', '=', id).executeTakeFirstOrThrow();
  }

  it('runs a job once it is due and marks it done', async () => {
    const seen: unknown[] = [];
    const { db, runner } = await setup({ ping: async (payload) => void seen.push(payload) });
    const id = await dueJobsRepo.insert(db, {
      kind: 'ping',
      runAt: 1000,
      payload: { n: 1 },
      now: 0,
    });
    expect(await runner.runDue(999)).toEqual({ ran: 0, failed: 0 });
    expect(await runner.runDue(1000)).toEqual({ ran: 1, failed: 0 });
    expect(seen).toEqual([{ n: 1 }]);
    expect(await job(db, id)).toMatchObject({ done_at: 1000, attempts: 1, claimed_by: 'a' });
    expect(await runner.runDue(5000)).toEqual({ ran: 0, failed: 0 });
  });

  it('lets the event loop take a turn between jobs, so a large round does not hold requests', async () => {
    // On SQLite every query resolves without I/O: without a turn, a round ran as one microtask chain.
    let turned = true;
    const turnsBefore: boolean[] = [];
    const { db, runner } = await setup({
      quick: async () => {
        turnsBefore.push(turned);
        turned = false;
        setImmediate(() => (turned = true));
      },
    });
    for (let i = 0; i < 4; i++) {
      await dueJobsRepo.insert(db, { kind: 'quick', runAt: 10, payload: {}, now: 0 });
    }
    expect(await runner.runDue(10)).toEqual({ ran: 4, failed: 0 });
    expect(turnsBefore).toEqual([true, true, true, true]);
  });

  it('lets exactly one of several instances run a job', async () => {
    let runs = 0;
    const slow: JobHandler = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const { db, runner: a } = await setup({ slow }, 'a');
    const { runner: b } = await setup({ slow }, 'b');
    const { runner: c } = await setup({ slow }, 'c');
    for (let i = 0; i < 5; i++) {
      await dueJobsRepo.insert(db, { kind: 'slow', runAt: 10, payload: {}, now: 0 });
    }
    const reports = await Promise.all([a.runDue(10), b.runDue(10), c.runDue(10)]);
    expect(runs).toBe(5);
    expect(reports.reduce((n, r) => n + r.ran, 0)).toBe(5);
  });

  it('retries a failed job with backoff, then gives up after the last attempt', async () => {
    let calls = 0;
    const { db, runner } = await setup({
      flaky: async () => {
        calls++;
        if (calls < 3) throw new Error(`boom ${calls}`);
      },
      broken: async () => {
        throw new Error('always');
      },
    });
    const flaky = await dueJobsRepo.insert(db, { kind: 'flaky', runAt: 0, payload: {}, now: 0 });
    expect(await runner.runDue(0)).toEqual({ ran: 0, failed: 1 });
    expect(await job(db, flaky)).toMatchObject({
      attempts: 1,
      last_error: 'boom 1',
      run_at: 2000,
      claimed_until: null,
      done_at: null,
    });
    expect(await runner.runDue(1999)).toEqual({ ran: 0, failed: 0 });
    expect(await runner.runDue(2000)).toEqual({ ran: 0, failed: 1 });
    expect((await job(db, flaky)).run_at).toBe(2000 + 4000);
    expect(await runner.runDue(6000)).toEqual({ ran: 1, failed: 0 });
    expect(await job(db, flaky)).toMatchObject({ attempts: 3, done_at: 6000, last_error: null });

    const broken = await dueJobsRepo.insert(db, { kind: 'broken', runAt: 0, payload: {}, now: 0 });
    for (let t = 0; t < 10 * 60_000 * 8; t += 60_000) await runner.runDue(t);
    expect(await job(db, broken)).toMatchObject({ attempts: 8, last_error: 'always' });
    expect((await job(db, broken)).done_at).not.toBeNull();

    const unknown = await dueJobsRepo.insert(db, { kind: 'nope', runAt: 0, payload: {}, now: 0 });
    await runner.runDue(0);
    expect((await job(db, unknown)).last_error).toMatch(/no handler/);
  });

  it('takes over a job whose claim ran out (a crashed instance)', async () => {
    const { db, runner } = await setup({ ping: async () => undefined });
    const id = await dueJobsRepo.insert(db, { kind: 'ping', runAt: 0, payload: {}, now: 0 });
    expect(await dueJobsRepo.claim(db, id, 'crashed', 0, 60_000)).toBeDefined();
    expect(await runner.runDue(30_000)).toEqual({ ran: 0, failed: 0 });
    expect(await runner.runDue(60_001)).toEqual({ ran: 1, failed: 0 });
    expect(await job(db, id)).toMatchObject({ claimed_by: 'a', attempts: 2 });
  });

  it('loops on its own when started, and stops', async () => {
    database ??= await freshDatabase(kind);
    const ran = vi.fn(async () => undefined);
    const runner = new JobRunner({
      db: database.db,
      handlers: { ping: ran },
      log: quietLog,
      intervalMs: 20,
    });
    await dueJobsRepo.insert(database.db, { kind: 'ping', runAt: 0, payload: {}, now: 0 });
    runner.start();
    expect(runner.started).toBe(true);
    await vi.waitFor(() => expect(ran).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await runner.stop();
    expect(runner.started).toBe(false);
  });

  it('stops after the job in hand when asked, leaving the other due jobs to another instance at once', async () => {
    database ??= await freshDatabase(kind);
    const db = database.db;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const ran: number[] = [];
    const handlers: Record<string, JobHandler> = {
      slow: async (_payload, { jobId }) => {
        ran.push(jobId);
        await gate;
      },
    };
    const draining = new JobRunner({
      db,
      handlers,
      log: quietLog,
      owner: 'draining',
      intervalMs: 20,
    });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(await dueJobsRepo.insert(db, { kind: 'slow', runAt: 0, payload: {}, now: 0 }));
    }
    draining.start();
    await vi.waitFor(() => expect(ran).toEqual([ids[0]]), { timeout: 2000 });
    const stopped = draining.stop();
    release();
    await stopped;
    expect(ran).toEqual([ids[0]]);
    expect(await job(db, ids[0]!)).toMatchObject({ claimed_by: 'draining', attempts: 1 });
    expect((await job(db, ids[1]!)).attempts).toBe(0);

    const other = new JobRunner({ db, handlers, log: quietLog, owner: 'other' });
    expect(await other.runDue()).toEqual({ ran: 2, failed: 0 });
  });

  it('gives back the claims it still holds when stopped, so they need not wait for the lease', async () => {
    const { db, runner } = await setup({ ping: async () => undefined }, 'leaving');
    const id = await dueJobsRepo.insert(db, { kind: 'ping', runAt: 0, payload: {}, now: 0 });
    const done = await dueJobsRepo.insert(db, { kind: 'ping', runAt: 0, payload: {}, now: 0 });
    expect(await runner.runDue(0)).toEqual({ ran: 2, failed: 0 });
    // A claim left by a round that could not record its job (e.g. the database failed mid-way).
    await db
      .updateTable('due_jobs')
      .set({ done_at: null, claimed_until: 60_000 })
      .where('job_id', '=', id)
      .execute();
    await runner.stop();
    expect(await job(db, id)).toMatchObject({ claimed_until: null, done_at: null });
    expect(await job(db, done)).toMatchObject({ done_at: 0 });
    const other = new JobRunner({
      db,
      handlers: { ping: async () => undefined },
      log: quietLog,
      owner: 'b',
    });
    expect(await other.runDue(1)).toEqual({ ran: 1, failed: 0 });
  });

  it('never gives up a job for an outage of the database or Redis (decision 025)', async () => {
    let calls = 0;
    const { db, runner } = await setup({
      notify: async () => {
        // what ioredis says while Redis is away; the job would be given up after 8 tries
        if (++calls <= 10)
          throw new Error("Stream isn't writeable and enableOfflineQueue options is false");
      },
    });
    const id = await dueJobsRepo.insert(db, { kind: 'notify', runAt: 0, payload: {}, now: 0 });
    for (let t = 0; t < 120 * 60_000; t += 60_000) await runner.runDue(t);
    expect(calls).toBe(11);
    expect(await job(db, id)).toMatchObject({ attempts: 11, last_error: null });
    expect((await job(db, id)).done_at).not.toBeNull();
  });

  it('keeps looping through rounds that fail while the database is away, and runs the job once it is back', async () => {
    database ??= await freshDatabase(kind);
    let away = true;
    // every query fails as node-postgres fails it when the server went away
    const flaky = database.db.withPlugin({
      transformQuery: (args) => {
        if (away) throw new Error('Connection terminated unexpectedly');
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const log = { warn: vi.fn(), error: vi.fn(), debug: vi.fn() };
    const ran = vi.fn(async () => undefined);
    const runner = new JobRunner({ db: flaky, handlers: { ping: ran }, log, intervalMs: 20 });
    await dueJobsRepo.insert(database.db, { kind: 'ping', runAt: 0, payload: {}, now: 0 });
    runner.start();
    const failedRounds = () => log.warn.mock.calls.filter((c) => c[1] === 'job round failed');
    await vi.waitFor(() => expect(failedRounds().length).toBeGreaterThanOrEqual(3), {
      timeout: 5000,
    });
    expect(ran).not.toHaveBeenCalled();
    away = false;
    await vi.waitFor(() => expect(ran).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await runner.stop();
    // an outage is a warning, not an error of the runner
    expect(log.error).not.toHaveBeenCalled();
  });
});

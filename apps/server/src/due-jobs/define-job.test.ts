import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { databaseKinds, freshDatabase, type TestDatabase } from '../../test/helpers/databases.ts';
import { defineJob, handlersOf } from './define-job.ts';

interface Deps {
  seen: unknown[];
}

const pingJob = defineJob({
  kind: 'test.ping',
  payload: z.object({ n: z.number().int() }),
  handle: async (deps: Deps, payload, { now }) => void deps.seen.push({ ...payload, now }),
});

describe.each(databaseKinds)('a job declared with defineJob on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('is enqueued under its kind with its payload, and refused with a wrong payload', async () => {
    database = await freshDatabase(kind);
    const { db } = database;
    const id = await pingJob.enqueue(db, { payload: { n: 3 }, runAt: 500, now: 100 });
    expect(
      await db.selectFrom('due_jobs').selectAll().where('job_id', '=', id).executeTakeFirst(),
    ).toMatchObject({ kind: 'test.ping', run_at: 500, created_at: 100, payload_json: '{"n":3}' });

    // A wrong payload fails the change that asks for the job, and nothing is stored.
    const wrong = { n: 'three' } as unknown as { n: number };
    await expect(pingJob.enqueue(db, { payload: wrong, runAt: 500, now: 100 })).rejects.toThrow();
    expect(await db.selectFrom('due_jobs').select('job_id').execute()).toHaveLength(1);
  });
});

describe('handlersOf', () => {
  it("binds each job's handler to the module's dependencies, the stored payload checked", async () => {
    const deps: Deps = { seen: [] };
    const handlers = handlersOf(deps, [pingJob]);
    expect(Object.keys(handlers)).toEqual(['test.ping']);
    await handlers['test.ping']?.({ n: 1 }, { now: 42, jobId: 7 });
    expect(deps.seen).toEqual([{ n: 1, now: 42 }]);
    // A row another version wrote wrong throws, so the runner retries it and then gives up.
    await expect(handlers['test.ping']?.({ n: 'x' }, { now: 43, jobId: 8 })).rejects.toThrow();
    expect(deps.seen).toHaveLength(1);
  });

  it('refuses a kind declared twice', () => {
    const twin = defineJob({
      kind: 'test.ping',
      payload: z.object({}),
      handle: async (_deps: Deps) => undefined,
    });
    expect(() => handlersOf({ seen: [] }, [pingJob, twin])).toThrow(/declared twice/);
  });
});

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { pgConnectionString } from '../src/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names this run's PostgreSQL test schemas (t_<seconds>_<run>_<random>, databases.ts). */
    testRunId: string;
  }
}

const url = process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';

/** Runs one query on the test PostgreSQL, or does nothing when none answers. */
async function withPostgres(work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({
    connectionString: pgConnectionString(url),
    connectionTimeoutMillis: 1500,
  });
  try {
    await client.connect();
  } catch {
    return; // no PostgreSQL here: the SQLite leg runs alone (databases.ts decides)
  }
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

async function dropSchemas(client: pg.Client, keep: (name: string) => boolean): Promise<void> {
  const { rows } = await client.query<{ nspname: string }>(
    "SELECT nspname FROM pg_namespace WHERE nspname ~ '^t_[0-9]+_'",
  );
  for (const { nspname } of rows) {
    if (!keep(nspname)) await client.query(`DROP SCHEMA "${nspname}" CASCADE`);
  }
}

/**
 * Before the server tests: drop the PostgreSQL test schemas that an interrupted run left behind
 * more than an hour ago (younger ones may belong to a run going on now). The workers keep their
 * schemas for the whole run (databases.ts lends them to test after test); after the run this
 * drops the ones of this run only.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const run = randomBytes(3).toString('hex');
  project.provide('testRunId', run);
  await withPostgres((client) =>
    dropSchemas(client, (name) => {
      const created = Number(/^t_(\d+)_/.exec(name)?.[1] ?? 0);
      return created >= Date.now() / 1000 - 3600;
    }),
  );
  return () => withPostgres((client) => dropSchemas(client, (name) => !name.includes(`_${run}_`)));
}

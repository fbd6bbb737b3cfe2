import pg from 'pg';
import { pgConnectionString } from '../src/db/database.ts';

/**
 * Before the server tests: drop the per-test PostgreSQL schemas (`t_<seconds>_<random>`) that an
 * interrupted run left behind more than an hour ago (younger ones may belong to a run going on
 * now). Each test drops its own schema when it ends.
 */
export async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';
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
    const { rows } = await client.query<{ nspname: string }>(
      "SELECT nspname FROM pg_namespace WHERE nspname ~ '^t_([0-9]+_)?[0-9a-f]+$'",
    );
    const hourAgo = Date.now() / 1000 - 3600;
    for (const { nspname } of rows) {
      const created = Number(/^t_(\d+)_/.exec(nspname)?.[1] ?? 0);
      if (created < hourAgo) await client.query(`DROP SCHEMA "${nspname}" CASCADE`);
    }
  } finally {
    await client.end();
  }
}

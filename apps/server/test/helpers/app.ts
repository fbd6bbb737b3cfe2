import type { FastifyInstance } from 'fastify';
import { onTestFinished } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig, type Config } from '../../src/config.ts';
import { createDatabase } from '../../src/db/database.ts';
import { freshDatabase, type DatabaseOptions, type TestDatabase } from './databases.ts';

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase['db'];
}

/**
 * The real app on a database of the given kind that no other test sees (empty, or the demo seed
 * with `{ seeded: true }`); closed when the test ends.
 */
export async function startTestApp(
  kind: 'sqlite' | 'postgres',
  overrides: Partial<Config> = {},
  options: DatabaseOptions = {},
): Promise<TestApp> {
  const database = await freshDatabase(kind, options);
  onTestFinished(() => database.close());
  const app = await buildApp(
    testConfig({ database: database.target, webDistDir: '/nonexistent', ...overrides }),
    { db: database.db },
  );
  // Registered after the database's, so it runs before it (vitest runs these in reverse order).
  onTestFinished(() => app.close());
  await app.ready();
  return { app, db: database.db };
}

/** The same, on the demo seed. */
export function startSeededApp(
  kind: 'sqlite' | 'postgres',
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  return startTestApp(kind, overrides, { seeded: true });
}

/**
 * The app started again on the same database, as after a restart: `previous` is closed first and
 * nothing it kept in memory reaches the new instance, which is closed when the test ends.
 */
export async function restartTestApp(previous: TestApp): Promise<TestApp> {
  await previous.app.close();
  const app = await buildApp(previous.app.config, { db: previous.db });
  onTestFinished(() => app.close());
  await app.ready();
  return { app, db: previous.db };
}

/**
 * Another instance beside `first`, on the same PostgreSQL schema through a connection pool of its
 * own, as a second process would be; closed when the test ends.
 */
export async function secondInstance(first: TestApp): Promise<TestApp> {
  const target = first.app.config.database;
  if (target.kind !== 'postgres') throw new Error('A second instance needs PostgreSQL.');
  const db = createDatabase(target);
  onTestFinished(() => db.destroy());
  const app = await buildApp(first.app.config, { db });
  onTestFinished(() => app.close());
  await app.ready();
  return { app, db };
}

import type { FastifyInstance } from 'fastify';
import { onTestFinished } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig, type Config } from '../../src/config.ts';
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

import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig, type Config } from '../../src/config.ts';
import { freshDatabase, type TestDatabase } from './databases.ts';

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase['db'];
}

const open: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (open.length) await open.pop()?.();
});

/** The real app on a fresh database of the given kind; closed when the test ends. */
export async function startTestApp(
  kind: 'sqlite' | 'postgres',
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const database = await freshDatabase(kind);
  const app = await buildApp(
    testConfig({ database: database.target, webDistDir: '/nonexistent', ...overrides }),
    {
      db: database.db,
    },
  );
  await app.ready();
  open.push(async () => {
    await app.close();
    await database.close();
  });
  return { app, db: database.db };
}

import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from './database.ts';
import * as m001 from './migrations/001_initial_schema.ts';

/** Migrations are listed here (not read from disk) so that they run the same from any cwd. */
const migrations: Record<string, Migration> = {
  '001_initial_schema': m001,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration failed${failed ? ` at ${failed.migrationName}` : ''}`, { cause: error });
  }
}

import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseKinds, freshDatabase, isolatedDatabase } from '../../test/helpers/databases.ts';
import { createDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

describe.each(databaseKinds)('migrations on %s', (kind) => {
  it('apply once, record themselves, and are a no-op the second time', async () => {
    const database = await freshDatabase(kind);
    try {
      await migrateToLatest(database.db);
      const applied = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(
        database.db,
      );
      expect(applied.rows.map((r) => r.name)).toEqual([
        '001_initial_schema',
        '002_live_ride',
        '003_payments',
        '004_otp_attempts',
        '005_category_translations',
        '006_saved_places',
        '007_tips',
        '008_safety',
        '009_ride_reminders',
        '010_sandbox_gateway',
        '012_payment_attempts',
      ]);
      await expect(database.db.selectFrom('trips').select('trip_id').execute()).resolves.toEqual(
        [],
      );
    } finally {
      await database.close();
    }
  });

  it.runIf(kind === 'postgres')('let several instances start at once', async () => {
    const database = await isolatedDatabase(kind);
    const others = [createDatabase(database.target), createDatabase(database.target)];
    try {
      // Back to an empty schema, then three instances migrate at once: the advisory lock makes
      // them take turns, so exactly one applies each migration and none fails.
      const { down } = await import('./migrations/001_initial_schema.ts');
      await down(database.db);
      await sql`DROP TABLE schema_migrations`.execute(database.db);
      await Promise.all([database.db, ...others].map((db) => migrateToLatest(db)));
      const applied = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(
        database.db,
      );
      expect(applied.rows).toHaveLength(11);
    } finally {
      await Promise.all(others.map((db) => db.destroy()));
      await database.close();
    }
  });
});

import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseKinds, freshDatabase, isolatedDatabase } from '../../test/helpers/databases.ts';
import { createDatabase } from './database.ts';
import { MIGRATION_LOCK_KEY, migrateToLatest, migrationNames } from './migrate.ts';

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
        '011_accept_pickup_distance',
        '012_payment_attempts',
        '013_abuse_limits',
        '018_trip_versions',
        '020_back_office',
        '021_content_and_money_rules',
        '022_sandbox_refunds',
        '023_trip_status_changes',
        '024_offer_amounts',
        '025_staff_signin_and_credit_approvals',
        '027_street_gazetteer',
        '029_drivers_side',
        '030_driver_history_index',
        '031_driver_applications',
        '032_driver_documents',
        '033_web_push_subscriptions',
        '035_rating_times',
        '037_staff_language',
        '038_trips_city_date_index',
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
      // (the whole schema: later migrations add tables that depend on the first one's)
      const schema = database.target.kind === 'postgres' ? database.target.schema : undefined;
      if (!schema) throw new Error('an isolated PostgreSQL database has a schema of its own');
      await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(database.db);
      await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(database.db);
      await Promise.all([database.db, ...others].map((db) => migrateToLatest(db)));
      const applied = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(
        database.db,
      );
      expect(applied.rows).toHaveLength(migrationNames.length);
    } finally {
      await Promise.all(others.map((db) => db.destroy()));
      await database.close();
    }
  });

  it.runIf(kind === 'postgres')(
    "wait for another instance's migrations longer than one query may take (DB_QUERY_TIMEOUT_MS)",
    async () => {
      const database = await freshDatabase(kind);
      const quick = createDatabase(database.target, { queryTimeoutMs: 200 });
      const holder = createDatabase(database.target);
      try {
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => (release = resolve));
        let locked: () => void = () => undefined;
        const isLocked = new Promise<void>((resolve) => (locked = resolve));
        const holding = holder.transaction().execute(async (trx) => {
          await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
          locked();
          await held;
        });
        await isLocked;
        const migrating = migrateToLatest(quick);
        // the other instance holds the lock past the 200 ms statement and 700 ms read time-outs
        await delay(1_000);
        release();
        await holding;
        await expect(migrating).resolves.toEqual({ applied: [], unknown: [] });
      } finally {
        await Promise.all([quick.destroy(), holder.destroy()]);
        await database.close();
      }
    },
  );

  it('let an older instance start on a schema a newer version migrated: nothing applied, nothing undone, a warning', async () => {
    const database = await freshDatabase(kind);
    try {
      await sql`INSERT INTO schema_migrations (name, applied_at) VALUES ('999_from_the_future', 1)`.execute(
        database.db,
      );
      const warnings: Array<{ unknown: string[] }> = [];
      const report = await migrateToLatest(database.db, {
        warn: (_message, details) => warnings.push(details),
      });
      expect(report).toEqual({ applied: [], unknown: ['999_from_the_future'] });
      expect(warnings).toEqual([{ unknown: ['999_from_the_future'] }]);
      const applied = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(
        database.db,
      );
      // every known migration and the future one
      expect(applied.rows).toHaveLength(migrationNames.length + 1);
    } finally {
      await database.close();
    }
  });
});

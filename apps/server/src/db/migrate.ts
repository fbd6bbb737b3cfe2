import { setTimeout as delay } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { Db } from './database.ts';
import * as m001 from './migrations/001_initial_schema.ts';
import * as m002 from './migrations/002_live_ride.ts';
import * as m003 from './migrations/003_payments.ts';
import * as m004 from './migrations/004_otp_attempts.ts';
import * as m005 from './migrations/005_category_translations.ts';
import * as m006 from './migrations/006_saved_places.ts';
import * as m007 from './migrations/007_tips.ts';
import * as m008 from './migrations/008_safety.ts';
import * as m009 from './migrations/009_ride_reminders.ts';
import * as m010 from './migrations/010_sandbox_gateway.ts';
import * as m011 from './migrations/011_accept_pickup_distance.ts';
import * as m012 from './migrations/012_payment_attempts.ts';
import * as m013 from './migrations/013_abuse_limits.ts';
import * as m018 from './migrations/018_trip_versions.ts';
import * as m020 from './migrations/020_back_office.ts';
import * as m021 from './migrations/021_content_and_money_rules.ts';
import * as m022 from './migrations/022_sandbox_refunds.ts';
import * as m023 from './migrations/023_trip_status_changes.ts';
import * as m024 from './migrations/024_offer_amounts.ts';
import * as m025 from './migrations/025_staff_signin_and_credit_approvals.ts';
import * as m027 from './migrations/027_street_gazetteer.ts';
import * as m029 from './migrations/029_drivers_side.ts';
import * as m030 from './migrations/030_driver_history_index.ts';
import * as m031 from './migrations/031_driver_applications.ts';
import * as m032 from './migrations/032_driver_documents.ts';
import { isPostgres, type AnyDb } from './portable.ts';

interface Migration {
  up(db: AnyDb): Promise<void>;
}

/** Migrations in order; listed here (not read from disk) so that they run the same from any cwd. */
const migrations: ReadonlyArray<[name: string, migration: Migration]> = [
  ['001_initial_schema', m001],
  ['002_live_ride', m002],
  ['003_payments', m003],
  ['004_otp_attempts', m004],
  ['005_category_translations', m005],
  ['006_saved_places', m006],
  ['007_tips', m007],
  ['008_safety', m008],
  ['009_ride_reminders', m009],
  ['010_sandbox_gateway', m010],
  ['011_accept_pickup_distance', m011],
  ['012_payment_attempts', m012],
  ['013_abuse_limits', m013],
  ['018_trip_versions', m018],
  ['020_back_office', m020],
  ['021_content_and_money_rules', m021],
  ['022_sandbox_refunds', m022],
  ['023_trip_status_changes', m023],
  ['024_offer_amounts', m024],
  ['025_staff_signin_and_credit_approvals', m025],
  ['027_street_gazetteer', m027],
  ['029_drivers_side', m029],
  ['030_driver_history_index', m030],
  ['031_driver_applications', m031],
  ['032_driver_documents', m032],
];

/** The names of every migration this code knows, in order. */
export const migrationNames: readonly string[] = migrations.map(([name]) => name);

/** How often a waiting instance tries the migration lock again. */
const LOCK_RETRY_MS = 100;

/** Any number above zero; names the advisory lock that serialises migrations across instances. */
export const MIGRATION_LOCK_KEY = 74_350_001;

/** What a migration run found: the migrations it applied, and applied ones this code does not know. */
export interface MigrationReport {
  applied: string[];
  /**
   * Recorded in schema_migrations by a newer version of the service (a rolling deploy: the new
   * version migrated while this one still runs). Tolerated, never undone: migrations only expand
   * the schema while two versions run side by side (decision 030).
   */
  unknown: string[];
}

/**
 * Applies pending migrations in one transaction (both dialects have transactional DDL), recording
 * each in `schema_migrations`. On PostgreSQL an advisory lock makes instances that start together
 * take turns. (Kysely's own Migrator introspects every schema of the database, which races with
 * tests that create and drop schemas in parallel; this runner only reads its own table.) An
 * older instance that meets a newer schema applies nothing, undoes nothing, and says so through
 * `warn` (the service's log).
 */
export async function migrateToLatest(
  db: Db,
  options: { warn?: (message: string, details: { unknown: string[] }) => void } = {},
): Promise<MigrationReport> {
  const anyDb = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const report = await anyDb.transaction().execute(async (trx) => {
    if (isPostgres(db)) {
      // Waiting for another instance's migrations is not a stuck request, but one statement
      // waiting for the lock would meet DB_QUERY_TIMEOUT_MS (decision 025) and fail this
      // instance's start: the lock is tried again until it is free instead.
      await sql`SET LOCAL statement_timeout = 0`.execute(trx);
      while (!(await tryMigrationLock(trx))) await delay(LOCK_RETRY_MS);
    }
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)`.execute(
      trx,
    );
    const applied = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(trx);
    const done = new Set(applied.rows.map((r) => r.name));
    const known = new Set(migrations.map(([name]) => name));
    const result: MigrationReport = {
      applied: [],
      unknown: [...done].filter((name) => !known.has(name)).sort(),
    };
    for (const [name, migration] of migrations) {
      if (done.has(name)) continue;
      await migration.up(trx);
      await sql`INSERT INTO schema_migrations (name, applied_at) VALUES (${name}, ${Date.now()})`.execute(
        trx,
      );
      result.applied.push(name);
    }
    return result;
  });
  if (report.unknown.length > 0) {
    options.warn?.(
      'the database has migrations this version does not know (a newer version applied them); running on the expanded schema',
      { unknown: report.unknown },
    );
  }
  return report;
}

async function tryMigrationLock(trx: Kysely<Record<string, Record<string, unknown>>>) {
  const { rows } = await sql<{
    locked: boolean;
  }>`SELECT pg_try_advisory_xact_lock(${MIGRATION_LOCK_KEY}) AS locked`.execute(trx);
  return rows[0]?.locked === true;
}

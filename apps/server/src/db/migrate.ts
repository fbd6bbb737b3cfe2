import { setTimeout as delay } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import { migrationSession, type Db } from './database.ts';
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
import * as m033 from './migrations/033_web_push_subscriptions.ts';
import * as m035 from './migrations/035_rating_times.ts';
import * as m037 from './migrations/037_staff_language.ts';
import * as m038 from './migrations/038_trips_city_date_index.ts';
import { describeMigrationFailure } from './migration-failure.ts';
import { settingsOf, type Migration, type MigrationList } from './migration-settings.ts';
import { isPostgres } from './portable.ts';

/** Migrations in order; listed here (not read from disk) so that they run the same from any cwd. */
export const migrations: MigrationList = [
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
  ['033_web_push_subscriptions', m033],
  ['035_rating_times', m035],
  ['037_staff_language', m037],
  ['038_trips_city_date_index', m038],
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

export interface MigrateOptions {
  warn?: (message: string, details: { unknown: string[] }) => void;
  /** The migrations to apply; the service's own list unless a test brings fixtures. */
  migrations?: MigrationList;
}

type Session = Kysely<Record<string, Record<string, unknown>>>;

/**
 * Applies pending migrations, each in a transaction of its own with its record in
 * `schema_migrations` (both dialects have transactional DDL), so that a failure leaves the ones
 * before it applied and itself not at all. On PostgreSQL (decision 051):
 * - the run holds a session advisory lock on a connection of its own, so that instances that
 *   start together take turns (decision 005);
 * - each migration runs under its own `lock_timeout` and `statement_timeout` (its `settings`,
 *   else the defaults of migration-settings.ts): an ALTER that waits behind a long transaction
 *   fails in seconds with its name and what to do, instead of hanging the deploy while every
 *   query of that table queues behind it;
 * - a migration with `settings.transaction = false` runs outside a transaction, which
 *   `CREATE INDEX CONCURRENTLY` needs (portable.ts `createIndexConcurrently`).
 * (Kysely's own Migrator introspects every schema of the database, which races with tests that
 * create and drop schemas in parallel; this runner only reads its own table.) An older instance
 * that meets a newer schema applies nothing, undoes nothing, and says so through `warn`.
 */
export async function migrateToLatest(
  db: Db,
  options: MigrateOptions = {},
): Promise<MigrationReport> {
  const list = options.migrations ?? migrations;
  const report = isPostgres(db) ? await migratePostgres(db, list) : await migrateSqlite(db, list);
  if (report.unknown.length > 0) {
    options.warn?.(
      'the database has migrations this version does not know (a newer version applied them); running on the expanded schema',
      { unknown: report.unknown },
    );
  }
  return report;
}

async function migrateSqlite(db: Db, list: MigrationList): Promise<MigrationReport> {
  const anyDb = db as unknown as Session;
  const done = await anyDb.transaction().execute(appliedNames);
  const report = reportOf(done, list);
  for (const [name, migration] of list) {
    if (done.has(name)) continue;
    // SQLite has no concurrent index builds: every migration runs in a transaction.
    await anyDb.transaction().execute(async (trx) => {
      await migration.up(trx);
      await record(trx, name);
    });
    report.applied.push(name);
  }
  return report;
}

async function migratePostgres(db: Db, list: MigrationList): Promise<MigrationReport> {
  const own = migrationSession(db);
  try {
    return await ((own ?? db) as unknown as Session).connection().execute(async (session) => {
      // Waiting for another instance's migrations is no failure: the lock is tried again until
      // it is free, never waited for in one statement.
      while (!(await tryMigrationLock(session))) await delay(LOCK_RETRY_MS);
      try {
        const done = await appliedNames(session);
        const report = reportOf(done, list);
        for (const [name, migration] of list) {
          if (done.has(name)) continue;
          await applyOnPostgres(session, name, migration);
          report.applied.push(name);
        }
        return report;
      } finally {
        await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(session);
      }
    });
  } finally {
    await own?.destroy();
  }
}

async function applyOnPostgres(session: Session, name: string, migration: Migration) {
  const settings = settingsOf(migration);
  const limits = (local: boolean) =>
    sql`SELECT set_config('lock_timeout', ${`${settings.lockTimeoutMs}`}, ${local}),
               set_config('statement_timeout', ${`${settings.statementTimeoutMs}`}, ${local})`;
  try {
    if (settings.transaction) {
      await session.transaction().execute(async (trx) => {
        await limits(true).execute(trx);
        await migration.up(trx);
        await record(trx, name);
      });
      return;
    }
    // Outside a transaction each statement commits by itself; the limits hold for the session
    // until RESET gives it back its defaults.
    await limits(false).execute(session);
    try {
      await migration.up(session);
    } finally {
      await sql`RESET lock_timeout`.execute(session);
      await sql`RESET statement_timeout`.execute(session);
    }
    await record(session, name);
  } catch (err) {
    throw describeMigrationFailure(name, settings, err);
  }
}

async function appliedNames(db: Session): Promise<Set<string>> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)`.execute(
    db,
  );
  const applied = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(db);
  return new Set(applied.rows.map((r) => r.name));
}

function reportOf(done: Set<string>, list: MigrationList): MigrationReport {
  const known = new Set(list.map(([name]) => name));
  return { applied: [], unknown: [...done].filter((name) => !known.has(name)).sort() };
}

async function record(db: Session, name: string) {
  await sql`INSERT INTO schema_migrations (name, applied_at) VALUES (${name}, ${Date.now()})`.execute(
    db,
  );
}

async function tryMigrationLock(session: Session) {
  const { rows } = await sql<{
    locked: boolean;
  }>`SELECT pg_try_advisory_lock(${MIGRATION_LOCK_KEY}) AS locked`.execute(session);
  return rows[0]?.locked === true;
}

export type { Migration, MigrationList };

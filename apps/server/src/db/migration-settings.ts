import type { AnyDb } from './portable.ts';

/**
 * How one migration runs (decision 051). A migration file may export `settings`; what it leaves
 * out takes the defaults below. The time-outs are PostgreSQL's (`SET LOCAL` in the migration's
 * transaction); SQLite has one writer and no such waits.
 */
export interface MigrationSettings {
  /**
   * Longest wait for one lock (PostgreSQL `lock_timeout`). An ALTER TABLE waiting for its lock
   * behind a long transaction makes every later query of that table queue behind it: better to
   * fail this migration (and the deploy, to be tried again) than to stall the service.
   */
  lockTimeoutMs?: number;
  /** Longest statement (PostgreSQL `statement_timeout`). */
  statementTimeoutMs?: number;
  /**
   * false: run outside a transaction, which `CREATE INDEX CONCURRENTLY` needs (PostgreSQL refuses
   * it inside one). Each statement then commits by itself, so such a migration must be safe to run
   * again after a failure half-way: keep it to one `createIndexConcurrently` (portable.ts), which
   * is. SQLite runs it in a transaction anyway (it has no concurrent builds).
   */
  transaction?: boolean;
  /**
   * This migration is a contract step: it drops, renames or retypes a table or column, or drops
   * an index. Allowed only once no running version reads it any more (the release after the one
   * that stopped reading it, decision 030); without this mark the expand-only check
   * (expand-only.test.ts) fails it.
   */
  contract?: true;
}

export interface Migration {
  up(db: AnyDb): Promise<void>;
  settings?: MigrationSettings;
}

export type MigrationList = ReadonlyArray<readonly [name: string, migration: Migration]>;

/** 5 s: longer than any lock the service's own short transactions hold. */
export const DEFAULT_LOCK_TIMEOUT_MS = 5_000;
/**
 * Outside a transaction (a concurrent index build) 5 min: the build waits for every transaction
 * of the database that began before it, whatever table it touches, but blocks no reads or writes
 * meanwhile, so a longer wait costs only the deploy's time.
 */
export const DEFAULT_NON_TRANSACTIONAL_LOCK_TIMEOUT_MS = 5 * 60_000;
/** In a transaction every lock taken is held to the end: a minute at most. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 60_000;
/** Outside one (a concurrent index build, which blocks no writes) half an hour. */
export const DEFAULT_NON_TRANSACTIONAL_STATEMENT_TIMEOUT_MS = 30 * 60_000;

export type ResolvedSettings = Required<Omit<MigrationSettings, 'contract'>> & {
  contract: boolean;
};

export function settingsOf(migration: Migration): ResolvedSettings {
  const s = migration.settings ?? {};
  const transaction = s.transaction ?? true;
  return {
    transaction,
    lockTimeoutMs:
      s.lockTimeoutMs ??
      (transaction ? DEFAULT_LOCK_TIMEOUT_MS : DEFAULT_NON_TRANSACTIONAL_LOCK_TIMEOUT_MS),
    statementTimeoutMs:
      s.statementTimeoutMs ??
      (transaction ? DEFAULT_STATEMENT_TIMEOUT_MS : DEFAULT_NON_TRANSACTIONAL_STATEMENT_TIMEOUT_MS),
    contract: s.contract === true,
  };
}

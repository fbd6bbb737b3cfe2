import type { ResolvedSettings } from './migration-settings.ts';

/** PostgreSQL's SQLSTATE for a lock not granted within lock_timeout. */
const LOCK_NOT_AVAILABLE = '55P03';
/** PostgreSQL's SQLSTATE for a statement cancelled (here: by statement_timeout). */
const QUERY_CANCELED = '57014';

/** A migration that failed, named, with what an operator can do about it. */
export class MigrationFailedError extends Error {
  override name = 'MigrationFailedError';
  /** The migration's name (`025_…`). */
  readonly migration: string;
  /** PostgreSQL's SQLSTATE, when the database refused it. */
  readonly code: string | undefined;
  constructor(message: string, migration: string, code: string | undefined, cause: unknown) {
    super(message, { cause });
    this.migration = migration;
    this.code = code;
  }
}

export function describeMigrationFailure(
  migration: string,
  settings: ResolvedSettings,
  err: unknown,
): MigrationFailedError {
  const code = (err as { code?: unknown }).code;
  const sqlState = typeof code === 'string' ? code : undefined;
  const undone = settings.transaction
    ? 'it was rolled back, nothing of it applied'
    : 'it runs outside a transaction and is safe to run again';
  const reason = err instanceof Error ? err.message : String(err);
  const message =
    sqlState === LOCK_NOT_AVAILABLE
      ? `migration ${migration} gave up waiting for a lock after ${settings.lockTimeoutMs} ms (lock_timeout): another session holds a lock on a table it changes (a long transaction or query; see pg_stat_activity); ${undone}. Deploy again once it is over.`
      : sqlState === QUERY_CANCELED
        ? `migration ${migration} ran longer than ${settings.statementTimeoutMs} ms (statement_timeout) and was cancelled; ${undone}. Make it lighter, or give it a longer statementTimeoutMs in its settings.`
        : `migration ${migration} failed: ${reason}`;
  return new MigrationFailedError(message, migration, sqlState, err);
}

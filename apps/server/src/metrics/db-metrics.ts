import { performance } from 'node:perf_hooks';
import type {
  DatabaseConnection,
  Dialect,
  Driver,
  KyselyConfig,
  LogEvent,
  QueryCompiler,
  TransactionSettings,
} from 'kysely';
import type { AppMetrics } from './registry.ts';

/** The first word of a statement, so that the label has a handful of values, never the SQL. */
export function statementOf(sql: string): string {
  const word = /^\s*(?:with\b[\s\S]*?\)\s*)?(select|insert|update|delete)\b/i.exec(sql)?.[1];
  return word ? word.toLowerCase() : 'other';
}

/**
 * Kysely's driver with its connection waits timed: on PostgreSQL the wait for a pooled client,
 * on SQLite the wait for its one connection (Kysely runs one query at a time) and for the write
 * lock (sqlite-write-lock.ts). Everything else is passed through as it is.
 */
class TimedDriver implements Driver {
  private readonly inner: Driver;
  private readonly metrics: AppMetrics;

  constructor(inner: Driver, metrics: AppMetrics) {
    this.inner = inner;
    this.metrics = metrics;
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const started = performance.now();
    this.metrics.connectionsWaiting.inc();
    try {
      return await this.inner.acquireConnection();
    } finally {
      this.metrics.connectionsWaiting.dec();
      this.metrics.connectionWait.observe((performance.now() - started) / 1000);
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    if (!this.inner.savepoint) throw new Error('the database driver has no savepoints');
    return this.inner.savepoint(connection, name, compile);
  }

  rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    if (!this.inner.rollbackToSavepoint) throw new Error('the database driver has no savepoints');
    return this.inner.rollbackToSavepoint(connection, name, compile);
  }

  releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    if (!this.inner.releaseSavepoint) throw new Error('the database driver has no savepoints');
    return this.inner.releaseSavepoint(connection, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

function timedDialect(dialect: Dialect, metrics: AppMetrics): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new TimedDriver(dialect.createDriver(), metrics),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

/**
 * What createDatabase (db/database.ts) does to each Kysely configuration when the app has
 * metrics: connection waits timed by the driver above, query times through Kysely's own log
 * hook (the same on both dialects; errors count with result="error").
 */
export function observeDatabase(metrics: AppMetrics) {
  return (config: KyselyConfig): KyselyConfig => ({
    ...config,
    dialect: timedDialect(config.dialect, metrics),
    log: (event: LogEvent) => {
      metrics.queryDuration.observe(
        {
          statement: statementOf(event.query.sql),
          result: event.level === 'error' ? 'error' : 'ok',
        },
        event.queryDurationMillis / 1000,
      );
    },
  });
}

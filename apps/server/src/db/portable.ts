import {
  CompiledQuery,
  PostgresAdapter,
  sql,
  type ColumnDefinitionBuilder,
  type CreateIndexBuilder,
  type Kysely,
} from 'kysely';

/**
 * Helpers that keep one set of migrations valid on SQLite and PostgreSQL (docs/architecture.md: integer ids,
 * integer cents, epoch-ms bigints, 0/1 booleans, JSON as text).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema
export type AnyDb = Kysely<any>;

export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-generated integer primary key. */
export function autoId(db: AnyDb) {
  return (col: ColumnDefinitionBuilder) =>
    isPostgres(db)
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement();
}

/**
 * Builds an index without blocking writes to its table (decision 051), for a migration whose
 * settings say `transaction: false`. PostgreSQL: `CREATE INDEX CONCURRENTLY` (a plain build holds
 * a lock that stops every insert and update of the table until it ends). A concurrent build that
 * failed half-way leaves an invalid index behind, which IF NOT EXISTS would then take for done: it
 * is dropped (concurrently) first, so that running the migration again builds it. SQLite: a plain
 * CREATE INDEX IF NOT EXISTS (one writer; nothing to block).
 */
export async function createIndexConcurrently(
  db: AnyDb,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an index of any table's columns
  index: CreateIndexBuilder<any>,
): Promise<void> {
  const built = index.ifNotExists();
  if (!isPostgres(db)) {
    await built.execute();
    return;
  }
  const name = index.toOperationNode().name.name;
  const invalid = await sql<{ invalid: boolean }>`
    SELECT NOT i.indisvalid AS invalid FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid
    WHERE c.relname = ${name}
      AND c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema())`.execute(
    db,
  );
  if (invalid.rows[0]?.invalid)
    await sql`DROP INDEX CONCURRENTLY IF EXISTS ${sql.id(name)}`.execute(db);
  const compiled = built.compile();
  const concurrent = compiled.sql.replace(
    /^create (unique )?index /,
    'create $1index concurrently ',
  );
  if (concurrent === compiled.sql) throw new Error(`not a CREATE INDEX statement: ${compiled.sql}`);
  await db.executeQuery(CompiledQuery.raw(concurrent, [...compiled.parameters]));
}

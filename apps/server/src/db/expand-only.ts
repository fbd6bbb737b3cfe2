import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { Migration } from './migration-settings.ts';

/**
 * The expand-only rule made a check (decision 051). During a rolling deploy the old version runs
 * on the new schema (decision 030), so a release's migrations may only add: a migration that
 * drops, renames or retypes a table or column, or drops an index (a unique one may be what the
 * running code's ON CONFLICT relies on), must be marked as the contract step, shipped once no
 * running version reads what it removes.
 *
 * A migration is compiled, not run: its `up` runs against a Kysely whose driver does nothing and
 * records each statement's SQL, for each dialect (migrations may differ per dialect). Raw `sql`
 * statements are recorded as written, so they are checked too.
 */

export interface ContractStatement {
  dialect: 'postgres' | 'sqlite';
  sql: string;
  /** What it does that old code may not survive. */
  finding: string;
}

const RULES: ReadonlyArray<[pattern: RegExp, finding: string]> = [
  [/\bdrop\s+(table|view|materialized\s+view|schema)\b/, 'drops a table'],
  // ALTER TABLE … DROP [COLUMN] x; dropping a constraint, a default or NOT NULL only relaxes
  [
    /\balter\s+table\b.*\bdrop\s+(column\b|(?!constraint\b|default\b|not\s+null\b|identity\b|expression\b))/,
    'drops a column',
  ],
  [/\brename\b/, 'renames a table or column'],
  [/\balter\s+column\b.*\b(type|set\s+data\s+type)\b/, "changes a column's type"],
  [/\bdrop\s+index\b/, 'drops an index'],
];

/** The SQL without its quoted names and string literals, so that a name never reads as a word. */
function keywordsOf(statement: string): string {
  return statement
    .replace(/"(?:[^"]|"")*"/g, '""')
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/`[^`]*`/g, '``')
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

export function findingsOf(statement: string): string[] {
  const words = keywordsOf(statement);
  return RULES.filter(([pattern]) => pattern.test(words)).map(([, finding]) => finding);
}

/** Every statement of the migration's `up`, as each dialect compiles it. */
export async function compiledStatements(
  migration: Migration,
): Promise<Array<{ dialect: 'postgres' | 'sqlite'; sql: string }>> {
  const out: Array<{ dialect: 'postgres' | 'sqlite'; sql: string }> = [];
  for (const dialect of ['postgres', 'sqlite'] as const) {
    const recorder = new Kysely<never>({
      dialect: {
        createAdapter: () => (dialect === 'postgres' ? new PostgresAdapter() : new SqliteAdapter()),
        createDriver: () => new DummyDriver(),
        createIntrospector: (db) =>
          dialect === 'postgres' ? new PostgresIntrospector(db) : new SqliteIntrospector(db),
        createQueryCompiler: () =>
          dialect === 'postgres' ? new PostgresQueryCompiler() : new SqliteQueryCompiler(),
      },
      log: (event) => void out.push({ dialect, sql: event.query.sql }),
    });
    await migration.up(recorder);
    await recorder.destroy();
  }
  return out;
}

/** The statements that break the expand-only rule; none for a migration marked `contract`. */
export async function contractStatements(migration: Migration): Promise<ContractStatement[]> {
  if (migration.settings?.contract) return [];
  const statements = await compiledStatements(migration);
  return statements.flatMap(({ dialect, sql }) =>
    findingsOf(sql).map((finding) => ({ dialect, sql, finding })),
  );
}

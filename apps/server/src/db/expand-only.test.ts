import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledStatements, contractStatements, findingsOf } from './expand-only.ts';
import { migrations } from './migrate.ts';
import type { Migration } from './migration-settings.ts';
import type { AnyDb } from './portable.ts';

/**
 * Expand only (decisions 030 and 051): while a release rolls out, the previous one runs on the
 * new schema, so no migration may drop, rename or retype what it reads, unless marked as the
 * contract step of a later release.
 */
describe('every migration of the service', () => {
  it('is listed in the runner (a file left out would never run)', () => {
    const files = readdirSync(new URL('./migrations/', import.meta.url))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => f.replace(/\.ts$/, ''));
    expect(migrations.map(([name]) => name)).toEqual(files.sort());
  });

  it.each(migrations.map(([name, migration]) => [name, migration] as const))(
    '%s only expands the schema, or is marked as the contract step',
    async (_name, migration) => {
      const statements = await compiledStatements(migration);
      // the check saw the migration's statements on both dialects, not nothing
      expect(new Set(statements.map((s) => s.dialect))).toEqual(new Set(['postgres', 'sqlite']));
      expect(await contractStatements(migration)).toEqual([]);
    },
  );
});

/** A fixture migration that runs `build` (a schema change written as migrations write them). */
const fixture = (build: (db: AnyDb) => Promise<unknown>, settings?: Migration['settings']) => ({
  ...(settings ? { settings } : {}),
  up: async (db: AnyDb) => void (await build(db)),
});

describe('the expand-only check', () => {
  it.each([
    ['drops a table', (db: AnyDb) => db.schema.dropTable('trips').execute()],
    ['drops a column', (db: AnyDb) => db.schema.alterTable('trips').dropColumn('fare').execute()],
    [
      'renames a table or column',
      (db: AnyDb) => db.schema.alterTable('trips').renameColumn('fare', 'price').execute(),
    ],
    [
      'renames a table or column',
      (db: AnyDb) => db.schema.alterTable('trips').renameTo('journeys').execute(),
    ],
    [
      "changes a column's type",
      (db: AnyDb) =>
        db.schema
          .alterTable('trips')
          .alterColumn('fare', (c) => c.setDataType('bigint'))
          .execute(),
    ],
    ['drops an index', (db: AnyDb) => db.schema.dropIndex('trips_status').execute()],
    ['drops a column', (db: AnyDb) => sql`ALTER TABLE trips DROP fare`.execute(db)],
    ['drops a table', (db: AnyDb) => sql`drop table if exists "trips"`.execute(db)],
  ])('fails a migration that %s', async (finding, build) => {
    const found = await contractStatements(fixture(build));
    expect(found.map((f) => [f.dialect, f.finding])).toEqual([
      ['postgres', finding],
      ['sqlite', finding],
    ]);
  });

  it('lets the same migration through when it is marked as the contract step', async () => {
    const drop = fixture((db) => db.schema.alterTable('trips').dropColumn('fare').execute(), {
      contract: true,
    });
    expect(await contractStatements(drop)).toEqual([]);
  });

  it('passes what only adds, and names that merely contain the words', async () => {
    const expand = fixture(async (db) => {
      await db.schema
        .createTable('drop_offs')
        .addColumn('renamed_at', 'bigint')
        .addColumn('type', 'text', (c) => c.defaultTo('drop table'))
        .execute();
      await db.schema.alterTable('trips').addColumn('drop_column', 'text').execute();
      await db.schema
        .alterTable('trips')
        .alterColumn('fare', (c) => c.dropDefault())
        .execute();
      await db.schema.createIndex('trips_rename').on('trips').column('drop_column').execute();
    });
    expect(await contractStatements(expand)).toEqual([]);
  });

  it('reads keywords only, not quoted names or strings', () => {
    expect(
      findingsOf(`ALTER TABLE "drop table" ADD COLUMN "rename" text DEFAULT 'drop column'`),
    ).toEqual([]);
    expect(findingsOf('ALTER TABLE trips\n  RENAME COLUMN a TO b')).toEqual([
      'renames a table or column',
    ]);
  });
});

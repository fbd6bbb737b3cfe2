import { readFileSync } from 'node:fs';
import { dirname, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { productFiles } from '../test/helpers/import-graph.ts';

// One repository per table (issue 40): a table is written by its owner folder's repos only
// (repo.ts, *-repo.ts); another module asks the owner's store.ts. The ride's tables have their
// own check (module-folders.test.ts).

const SRC = dirname(fileURLToPath(import.meta.url));

/** The folder whose repos write each table. */
const OWNERS: Record<string, string> = {
  users: 'modules/users',
  drivers: 'modules/drivers',
  due_jobs: 'due-jobs',
};

/**
 * Writes not moved yet, each to its owner's store when its folder is next opened: the rider's
 * wallet and card customer (payments), the rider's list version (the ride).
 */
const NOT_YET: Record<string, readonly string[]> = {
  users: ['modules/payments/repo.ts', 'modules/ride/trips-repo.ts'],
};

const isRepoOf = (folder: string, path: string) =>
  path.startsWith(`${folder}/`) && /(^|\/|-)repo\.ts$/.test(path);

/** A statement that writes `table`, with the query builder or in SQL. */
function writeOf(table: string): RegExp {
  return new RegExp(
    `(?:updateTable|insertInto|deleteFrom)\\(\\s*'${table}'|insertReturningId\\([^,]+,\\s*'${table}'|\\b(?:update|insert\\s+into|delete\\s+from)\\s+"?${table}\\b`,
    'i',
  );
}

/** The product files (not tests, migrations or the seed) that write `table`. */
function writersOf(table: string): string[] {
  return productFiles(SRC)
    .map((file) => relative(SRC, file).split(sep).join('/'))
    .filter((path) => !path.startsWith('db/'))
    .filter((path) => writeOf(table).test(readFileSync(`${SRC}/${path}`, 'utf8')))
    .sort();
}

describe('one repository per table', () => {
  it.each(Object.keys(OWNERS))("%s: written by its owner's repos only", (table) => {
    const owner = OWNERS[table] ?? '';
    const writers = writersOf(table);
    expect(writers.some((w) => isRepoOf(owner, w))).toBe(true); // the scan sees the writes
    expect(writers.filter((w) => !isRepoOf(owner, w) && !NOT_YET[table]?.includes(w))).toEqual([]);
  });

  it('(the write scan) knows a write when it sees one', () => {
    expect(writeOf('users').test("db.updateTable('users').set({})")).toBe(true);
    expect(writeOf('users').test("insertReturningId(db, 'users', row, 'user_id')")).toBe(true);
    expect(writeOf('due_jobs').test('sql`DELETE FROM due_jobs`')).toBe(true);
    expect(writeOf('users').test("db.selectFrom('users')")).toBe(false);
    expect(writeOf('drivers').test("db.updateTable('drivers_archive')")).toBe(false);
  });
});

import { readFileSync } from 'node:fs';
import { dirname, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, importEdges, productFiles } from '../test/helpers/import-graph.ts';

// The import graph of the service's module folders (issue 28; test/helpers/import-graph.ts): each
// module folder (modules/<name>) and each other top-level folder of src/ is one node; an import of
// another node's file is an edge. The top-level folders' own order: layers.test.ts.

const SRC = dirname(fileURLToPath(import.meta.url));

/** The folder a file belongs to: `modules/<name>` for a module, else its top-level folder. */
function folderOf(file: string): string | undefined {
  const parts = relative(SRC, file).split(sep);
  // app.ts and its plugins (app/), main.ts…: the composition root
  if (parts.length < 2 || parts[0] === 'app') return undefined;
  return parts[0] === 'modules' ? `modules/${parts[1]}` : parts[0];
}

const edges = () => importEdges(SRC, folderOf);

/**
 * Who may use the ride's writes (ride/store.ts, decisions 043 and 064), by export: the moves of a
 * trip and an offer are the ride's own and handed to no one; payments and tips write the trip's
 * payment columns, payments, tips and ratings make their changes of a trip in the ride's
 * transaction (tripChanges), ratings and reminders their one mark each. Reads are for anyone.
 */
const RIDE_WRITERS: Record<string, readonly string[]> = {
  tripPayment: ['modules/payments', 'modules/tips'],
  tripChanges: ['modules/payments', 'modules/ratings'],
  bumpRiderVersion: ['modules/payments'],
  recordTripRating: ['modules/ratings'],
  recordRiderRating: ['modules/ratings'],
  markTripReminded: ['modules/reminders'],
};

/**
 * The ride's own files no other folder imports (decision 064): its transaction (the only place
 * that opens one over the ride's tables, with the house lock order), its moves' writes, and the
 * changes others ask of it (handed out through store.ts, where RIDE_WRITERS says to whom).
 */
const RIDE_ONLY = [
  'modules/ride/transaction.ts',
  'modules/ride/moves.ts',
  'modules/ride/changes.ts',
];

/**
 * The module folders the ride may import (decision 064): what sits below it. Payments, receipts,
 * reminders and drivers read and write the ride, so what its moves ask of them comes through
 * ride/hooks.ts, filled in app/ride.ts.
 */
const RIDE_IMPORTS = ['modules/auth', 'modules/constants', 'modules/fares', 'modules/promos'];

/** The names a file imports from ride/store.ts, with its folder. */
function rideStoreImports(): Array<{ folder: string; name: string }> {
  const STORE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'[^']*\/ride\/store\.ts'/g;
  return productFiles(SRC).flatMap((file) => {
    const folder = folderOf(file);
    if (!folder || folder === 'modules/ride') return [];
    return [...readFileSync(file, 'utf8').matchAll(STORE_IMPORT)]
      .flatMap((m) => (m[1] ?? '').split(','))
      .map((name) => name.replace(/^\s*type\s+/, '').trim())
      .filter(Boolean)
      .map((name) => ({ folder, name }));
  });
}

/** Whether `target` is one of `owner`'s repos: its `repo.ts` or a `*-repo.ts` beside it. */
function isRepoOf(owner: string, target: string): boolean {
  return target.startsWith(`${owner}/`) && /(^|\/|-)repo\.ts$/.test(target);
}

/**
 * A statement that writes the ride's tables, `trips`, `trip_requests`, `trip_status_changes` and
 * `offer_amounts` (query builder or raw SQL). Decision 043: only the ride's repos write them; everyone else asks
 * ride/store.ts.
 */
const RIDE_TABLE_WRITE =
  /(?:updateTable|insertInto|deleteFrom|replaceInto|mergeInto)\(\s*'(?:trips|trip_requests|trip_status_changes|offer_amounts)\b|insertReturningId\([^,]+,\s*'(?:trips|trip_requests|trip_status_changes|offer_amounts)'|\b(?:update|insert\s+into|delete\s+from)\s+"?(?:trips|trip_requests|trip_status_changes|offer_amounts)\b/gi;

/** The product files (not tests, not migrations) that write the ride's tables, with a count. */
function rideTableWriters(): Map<string, number> {
  const writers = new Map<string, number>();
  for (const file of productFiles(SRC)) {
    const path = relative(SRC, file).split(sep).join('/');
    if (path.startsWith('db/migrations/')) continue;
    const found = readFileSync(file, 'utf8').match(RIDE_TABLE_WRITE)?.length ?? 0;
    if (found > 0) writers.set(path, found);
  }
  return writers;
}

describe("the service's folders", () => {
  const list = edges();

  it('find the imports (the test reads what it checks)', () => {
    expect(list.some((e) => e.from === 'modules/trips' && e.to === 'db')).toBe(true);
    expect(list.some((e) => e.from === 'modules/payments' && e.to === 'modules/ride')).toBe(true);
  });

  it('(the cycle finder) names the folders of a cycle and nothing else', () => {
    const edge = (from: string, to: string) => ({ from, to, file: '', target: '' });
    const found = cycles([edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'd')]);
    expect(found).toEqual([['a', 'b', 'c']]);
    expect(cycles([edge('a', 'b'), edge('b', 'c')])).toEqual([]);
  });

  it('(module folders) form no import cycle', () => {
    const betweenModules = list.filter(
      (e) => e.from.startsWith('modules/') && e.to.startsWith('modules/'),
    );
    // The knot of the live ride (issue 28: eight folders) is gone; a cycle names its folders here.
    expect(cycles(betweenModules)).toEqual([]);
  });

  it("(module folders) import no other module's repo.ts (or *-repo.ts): they ask its service or store.ts", () => {
    const repoImports = list
      .filter((e) => e.from.startsWith('modules/') && isRepoOf(e.to, e.target))
      .map((e) => `${e.from} → ${e.to}`);
    expect([...new Set(repoImports)].sort()).toEqual([]);
  });

  it("see a repo by its name: repo.ts and *-repo.ts of the owner's folder", () => {
    expect(isRepoOf('modules/ride', 'modules/ride/trips-repo.ts')).toBe(true);
    expect(isRepoOf('modules/ride', 'modules/ride/repo.ts')).toBe(true);
    expect(isRepoOf('modules/ride', 'modules/ride/store.ts')).toBe(false);
  });

  it("keep the job runner generic: it imports no module, and no module imports the runner's folder", () => {
    const runnerEdges = list.filter(
      (e) => (e.from === 'jobs' && e.to.startsWith('modules/')) || e.to === 'jobs',
    );
    expect(runnerEdges.filter((e) => e.from !== 'metrics')).toEqual([]);
  });

  it('leave the writes of trips, trip_requests, trip_status_changes and offer_amounts to the ride: only its repos write them', () => {
    const writers = rideTableWriters();
    // the scan sees the writes it checks (the ride's repos make them all)
    expect(writers.get('modules/ride/trips-repo.ts')).toBeGreaterThan(3);
    expect(writers.get('modules/ride/after-ride-repo.ts')).toBe(3);
    expect(writers.get('modules/ride/offers-repo.ts')).toBeGreaterThan(2);
    expect(writers.get('modules/ride/trip-payment-repo.ts')).toBeGreaterThan(5);
    // the demo seed's week of ended rides (db/seed/history.ts) is data loaded into an empty
    // database, not a move of a ride: it is below the modules and writes its rows itself
    const outside = [...writers.keys()].filter(
      (path) => !/^modules\/ride\/[\w-]*repo\.ts$/.test(path) && path !== 'db/seed/history.ts',
    );
    expect(outside).toEqual([]);
  });

  it('(the ride-table write scan) knows a write in either dialect when it sees one', () => {
    const writes = [
      "db.updateTable('trips').set({})",
      "trx.insertInto('trip_requests').values(row)",
      "trx.insertInto('trip_status_changes').values(change)",
      "db.insertInto('offer_amounts').values(row)",
      "db.deleteFrom('trips as t')",
      "insertReturningId(db, 'trips', row, 'trip_id')",
      'sql`UPDATE trips SET version = version + 1`',
      'sql`insert into trip_requests (trip_id) values (1)`',
    ];
    for (const code of writes) expect(code.match(RIDE_TABLE_WRITE), code).not.toBeNull();
    expect("db.selectFrom('trips').selectAll()".match(RIDE_TABLE_WRITE)).toBeNull();
    expect("db.updateTable('trips_archive')".match(RIDE_TABLE_WRITE)).toBeNull();
  });

  it("leave the ride's transaction and its moves' writes to the ride: no other folder imports them", () => {
    const strays = list
      .filter((e) => RIDE_ONLY.includes(e.target.split(sep).join('/')))
      .map((e) => `${e.file} imports ${e.target}`);
    expect(strays).toEqual([]);
  });

  it("(the ride-only scan) sees an import of the ride's transaction when there is one", () => {
    const inside = importEdges(SRC, (file) => {
      const path = relative(SRC, file).split(sep).join('/');
      return path.startsWith('modules/ride/') && path !== 'modules/ride/transaction.ts'
        ? 'ride'
        : path === 'modules/ride/transaction.ts'
          ? 'transaction'
          : undefined;
    });
    expect(inside.some((e) => e.target.split(sep).join('/') === RIDE_ONLY[0])).toBe(true);
  });

  it('keep the ride below payments, tips, receipts, reminders, drivers and the routes: it imports only what is under it', () => {
    const above = list
      .filter((e) => e.from === 'modules/ride' && e.to.startsWith('modules/'))
      .filter((e) => !RIDE_IMPORTS.includes(e.to))
      .map((e) => `${e.file} imports ${e.target}`);
    expect(above).toEqual([]);
  });

  it("hand the ride's writes only to the modules named for each (reads to anyone)", () => {
    const used = rideStoreImports();
    expect(used.some((u) => u.name === 'tripPayment')).toBe(true); // the scan reads the imports
    const strays = used
      .filter((u) => u.name in RIDE_WRITERS && !RIDE_WRITERS[u.name]?.includes(u.folder))
      .map((u) => `${u.folder} uses ${u.name}`);
    expect(strays).toEqual([]);
  });
});

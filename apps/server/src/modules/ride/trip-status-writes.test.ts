import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A trip's status history is whole only if every write of `trips.trip_status` goes through
// trip-status-repo.ts, which records each change in the same transaction (migration 023). This
// scan finds every statement that writes `trips` in the service's code and fails when one that
// sets the status (or inserts a trip, which always names one) lives anywhere else.
// (module-folders.test.ts already keeps every write of `trips` inside ride/'s repos.)

const SRC = join(dirname(fileURLToPath(import.meta.url)), '../..');
const THE_ONE_WRITER = 'modules/ride/trip-status-repo.ts';

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return productFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The start of a statement that writes `trips`: query builder or raw SQL, either dialect. */
const TRIPS_WRITE =
  /(updateTable|insertInto|replaceInto|mergeInto)\(\s*'trips\b[^']*'|insertReturningId\([^,]+,\s*'trips'|\b(update|insert\s+into)\s+"?trips\b/gi;

/** `text` without its `.where(…)` calls (balanced parentheses): the guards read the status. */
function withoutWheres(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const at = text.indexOf('.where(', i);
    if (at < 0) return out + text.slice(i);
    out += text.slice(i, at);
    let depth = 0;
    let j = at + '.where'.length;
    for (; j < text.length; j++) {
      if (text[j] === '(') depth++;
      else if (text[j] === ')' && --depth === 0) break;
    }
    i = j + 1;
  }
  return out;
}

/**
 * How many statements of `code` write a trip's status: every insert of a trip, and every update
 * whose set part (the statement up to its `.execute…`, guards left out; for raw SQL, up to its
 * WHERE) names `trip_status`.
 */
function statusWrites(code: string): number {
  let found = 0;
  for (const match of code.matchAll(TRIPS_WRITE)) {
    const start = match.index;
    const isRaw = match[2] !== undefined;
    const isInsert = /insert/i.test(match[0]);
    if (isInsert) {
      found++;
      continue;
    }
    const rest = code.slice(start);
    const statement = isRaw
      ? (rest.split('`')[0] ?? '').split(/\bwhere\b/i)[0]
      : withoutWheres(rest.slice(0, rest.search(/\.execute|$/) + 1));
    if (/\btrip_status\b/.test(statement ?? '')) found++;
  }
  return found;
}

function statusWriters(): Map<string, number> {
  const writers = new Map<string, number>();
  for (const file of productFiles(SRC)) {
    const path = relative(SRC, file).split(sep).join('/');
    if (path.startsWith('db/migrations/')) continue;
    const found = statusWrites(readFileSync(file, 'utf8'));
    if (found > 0) writers.set(path, found);
  }
  return writers;
}

describe("the writes of a trip's status", () => {
  it('(the scan) counts inserts of trips and updates that set the status, not guards or reads', () => {
    const writes = [
      "db.updateTable('trips').set({ trip_status: 'expired' }).where('trip_id', '=', 1).execute()",
      "db.updateTable('trips').set((eb) => ({ trip_status: to, version: eb('version', '+', 1) }))",
      "insertReturningId(db, 'trips', row, 'trip_id')",
      "trx.insertInto('trips').values(row).execute()",
      "sql`UPDATE trips SET trip_status = 'cancel' WHERE trip_id = ${id}`",
      // a guard first, the status after it
      "db.updateTable('trips').where('trip_id', '=', 1).set({ trip_status: 'begin' }).execute()",
    ];
    for (const code of writes) expect(statusWrites(code), code).toBe(1);

    const others = [
      "db.updateTable('trips').set({ note: 'x' }).where('trip_status', 'in', ['request']).execute()",
      "let q = db.updateTable('trips').set({ note: 'x' });\nq = q.where('trip_status', '=', 'cancel');\nawait q.execute();",
      "sql`UPDATE trips SET version = version + 1 WHERE trip_status = 'offer'`",
      "db.selectFrom('trips').select('trip_status').execute()",
      "db.updateTable('trip_requests').set({ status: 'offer' }).execute()",
      'const view = { trip_status: tripStatusSchema.parse(row.trip_status) };',
    ];
    for (const code of others) expect(statusWrites(code), code).toBe(0);
  });

  it(`are all in ${THE_ONE_WRITER}, which records each in the history`, () => {
    const writers = statusWriters();
    // the scan sees the writes it checks: the status change and the booking's insert
    expect(writers.get(THE_ONE_WRITER)).toBe(2);
    // the demo seed's week of ended rides (db/seed/history.ts) writes its own rows, with the whole
    // history of each: data loaded into an empty database, not a move
    const others = [...writers.keys()].filter(
      (path) => path !== THE_ONE_WRITER && path !== 'db/seed/history.ts',
    );
    expect(others).toEqual([]);
  });
});

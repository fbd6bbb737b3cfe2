import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 28: the query cache is changed by a few owners, each for its own answers (the trips and
// offers, the payments, the places, the trusted contacts, the rider); everything else says what
// happened through them. A new file that calls the cache directly fails here: give the change to
// its owner instead. The back office (src/ops) and the driver app (src/drive) are apps of their
// own with their own query clients, and are not counted here. Emptying the cache whole (removeQueries at login, logout and after a
// service render) changes no answer into another and is not counted.
const OWNERS = [
  'src/domain/trips/tripCache.ts',
  'src/domain/payments/queries.ts',
  'src/domain/places/saved-places.ts',
  'src/domain/safety/api.ts',
  'src/features/profile/api/get-user.ts',
];
const MAX_OWNERS = 6;

const webRoot = join(import.meta.dirname, '../..');
const otherApps = [join(webRoot, 'src/ops'), join(webRoot, 'src/drive')];
const CACHE_CALL =
  /\.(invalidateQueries|setQueryData|setQueriesData|resetQueries|refetchQueries)\s*[(<]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'test' || otherApps.includes(path) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the query cache', () => {
  it(`is changed directly by at most ${MAX_OWNERS} files, its owners`, () => {
    const touching = sourceFiles(join(webRoot, 'src'))
      .filter((file) => CACHE_CALL.test(readFileSync(file, 'utf8')))
      .map((file) => relative(webRoot, file))
      .sort();
    expect(touching).toEqual([...OWNERS].sort());
    expect(touching.length).toBeLessThanOrEqual(MAX_OWNERS);
  });
});

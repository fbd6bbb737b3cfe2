import { createQueryId, type CompiledQuery, type Compilable } from 'kysely';
import type { DbOrTrx } from './database.ts';
import { committedReaderOf } from './sqlite-reader.ts';

/**
 * A hot query compiled once per database handle and run with new parameters: building and
 * compiling a Kysely query cost more than running it (measured about 16 µs of 22 µs for the
 * session lookup on SQLite), which mattered on the polled paths (trip list and offers every few
 * seconds per rider). `build` gets placeholder values in the order the parameters are passed;
 * each must appear exactly once in the query, in that order.
 *
 * Reads only. On an SQLite file, a call on the root handle runs on its committed reader
 * (db/sqlite-reader.ts: synchronous, not queued behind transactions); a call with a transaction
 * runs inside it, as any query would.
 */
export function prepared<P extends unknown[], O>(
  build: (db: DbOrTrx, ...placeholders: P) => Compilable<O>,
  placeholders: P,
): (db: DbOrTrx, ...params: P) => Promise<O[]> {
  const compiledFor = new WeakMap<DbOrTrx, CompiledQuery<O>>();
  return async (db, ...params) => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      compiled = build(db, ...placeholders).compile();
      if (compiled.parameters.length !== params.length) {
        throw new Error(`prepared query expects ${compiled.parameters.length} parameters`);
      }
      compiledFor.set(db, compiled);
    }
    const reader = committedReaderOf(db);
    if (reader) return reader.all(compiled.sql, params) as O[];
    const result = await db.executeQuery<O>({
      ...compiled,
      parameters: params,
      queryId: createQueryId(),
    });
    return result.rows;
  };
}

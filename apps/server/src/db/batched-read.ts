import type { DbOrTrx } from './database.ts';

/**
 * A point read by key whose concurrent calls share one query: the calls made during one turn of
 * the event loop are answered by a single `WHERE key IN (…)` read when the loop next checks
 * immediates (decision 021).
 *
 * Why: on PostgreSQL every query is a round trip through a pooled connection, and each round trip
 * wakes the database's process; at 2 000 polls a second on a 2-core machine those wake-ups (one
 * per poll for the rider's version) were most of the service's CPU and queued the polls behind
 * each other in the pool of 10. Batching turns N concurrent polls into one round trip.
 *
 * Reads stay as fresh as before: the shared query starts after every call in its batch was made,
 * so it sees every commit that any of them could have seen. Inside a transaction the read is the
 * transaction's own, run at once; `single` also serves handles that read cheaply one at a time
 * (an SQLite file's synchronous committed reader).
 */
export function batchedRead<V>(options: {
  /** Reads many keys at once; keys without a row are left out of the map. */
  many: (db: DbOrTrx, keys: readonly number[]) => Promise<ReadonlyMap<number, V>>;
  /** Reads one key; used in a transaction and where `batches(db)` says no. */
  single: (db: DbOrTrx, key: number) => Promise<V | undefined>;
  /** Whether reads on this handle are batched (a root handle that pays a round trip a query). */
  batches: (db: DbOrTrx) => boolean;
  /** The most keys one query carries. */
  maxKeys?: number;
}): (db: DbOrTrx, key: number) => Promise<V | undefined> {
  const maxKeys = options.maxKeys ?? 500;
  const pending = new WeakMap<DbOrTrx, Batch<V>>();

  const flush = (db: DbOrTrx, batch: Batch<V>) => {
    if (batch.flushed) return; // a full batch went early; its immediate finds it gone
    batch.flushed = true;
    if (pending.get(db) === batch) pending.delete(db);
    const keys = [...batch.waiters.keys()];
    options.many(db, keys).then(
      (found) => {
        for (const [key, waiters] of batch.waiters) {
          for (const waiter of waiters) waiter.resolve(found.get(key));
        }
      },
      (err: unknown) => {
        for (const waiters of batch.waiters.values()) {
          for (const waiter of waiters) waiter.reject(err);
        }
      },
    );
  };

  return (db, key) => {
    if (db.isTransaction || !options.batches(db)) return options.single(db, key);
    let batch = pending.get(db);
    if (!batch) {
      const started: Batch<V> = { waiters: new Map(), flushed: false };
      batch = started;
      pending.set(db, started);
      setImmediate(() => flush(db, started));
    }
    const open = batch;
    return new Promise<V | undefined>((resolve, reject) => {
      const waiters = open.waiters.get(key) ?? [];
      waiters.push({ resolve, reject });
      open.waiters.set(key, waiters);
      // A full batch goes now; the next call starts another.
      if (open.waiters.size >= maxKeys) flush(db, open);
    });
  };
}

interface Waiter<V> {
  resolve: (value: V | undefined) => void;
  reject: (err: unknown) => void;
}

interface Batch<V> {
  /** The callers of each key (two polls of one rider in one turn share its row). */
  waiters: Map<number, Waiter<V>[]>;
  flushed: boolean;
}

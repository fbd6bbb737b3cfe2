import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it, vi } from 'vitest';
import { wrap } from './sqlite-dialect.ts';

describe('the node:sqlite wrapper', () => {
  it('prepares each SQL text once and reuses the statement', () => {
    const db = new DatabaseSync(':memory:');
    const prepare = vi.spyOn(db, 'prepare');
    const handle = wrap(db);
    handle.prepare('CREATE TABLE t (n INTEGER)').run([]);
    for (const n of [1, 2, 3]) handle.prepare('INSERT INTO t (n) VALUES (?)').run([n]);
    const select = 'SELECT n FROM t WHERE n >= ? ORDER BY n';
    expect(handle.prepare(select).all([2])).toEqual([{ n: 2 }, { n: 3 }]);
    expect(handle.prepare(select).all([1])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(prepare).toHaveBeenCalledTimes(3);
    expect(handle.prepare(select).reader).toBe(true);
    expect(handle.prepare('INSERT INTO t (n) VALUES (?)').reader).toBe(false);
    handle.close();
  });

  it('keeps at most cacheSize statements, dropping the least recently used', () => {
    const db = new DatabaseSync(':memory:');
    const prepare = vi.spyOn(db, 'prepare');
    const handle = wrap(db, 2);
    handle.prepare('SELECT 1');
    handle.prepare('SELECT 2');
    handle.prepare('SELECT 1'); // now the most recent
    handle.prepare('SELECT 3'); // drops SELECT 2
    handle.prepare('SELECT 1');
    expect(prepare).toHaveBeenCalledTimes(3);
    handle.prepare('SELECT 2');
    expect(prepare).toHaveBeenCalledTimes(4);
    handle.close();
  });

  it('still answers after the schema changed under a cached statement', () => {
    const db = new DatabaseSync(':memory:');
    const handle = wrap(db);
    handle.prepare('CREATE TABLE t (n INTEGER)').run([]);
    handle.prepare('INSERT INTO t (n) VALUES (?)').run([7]);
    expect(handle.prepare('SELECT * FROM t').all([])).toEqual([{ n: 7 }]);
    handle.prepare('ALTER TABLE t ADD COLUMN m INTEGER DEFAULT 0').run([]);
    expect(handle.prepare('SELECT * FROM t').all([])).toEqual([{ n: 7, m: 0 }]);
    handle.close();
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startCheckpointer } from './sqlite-checkpointer.ts';
import { openSqlite } from './sqlite-dialect.ts';

const dirs: string[] = [];
function dbFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fairfare-checkpoint-'));
  dirs.push(dir);
  return join(dir, 'test.db');
}
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the WAL checkpointer', () => {
  it('checkpoints on its own thread what the main connection wrote, and truncates the WAL when stopped', async () => {
    const file = dbFile();
    const db = openSqlite(file);
    db.exec('PRAGMA wal_autocheckpoint = 0');
    db.exec('CREATE TABLE t (n INTEGER, pad TEXT)');
    const insert = db.prepare('INSERT INTO t (n, pad) VALUES (?, ?)');
    for (let n = 0; n < 2000; n += 1) insert.run(n, 'x'.repeat(200));
    // Without auto-checkpoints everything written is still in the WAL.
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(400_000);

    const checkpointer = startCheckpointer(file, 20);
    const figures = await checkpointer.ran(1);
    expect(figures.log).toBeGreaterThan(0);
    expect(figures.checkpointed).toBe(figures.log);
    await checkpointer.stop();
    expect(statSync(`${file}-wal`).size).toBe(0);
    // The data is in the database file for any new connection.
    db.close();
    const reader = openSqlite(file);
    expect(reader.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 2000 });
    reader.close();
  });

  it('warns, without crashing, when it cannot open the database', async () => {
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const checkpointer = startCheckpointer(join(tmpdir(), 'fairfare-no-such-dir', 'gone.db'), 20);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/checkpoint failed/)),
    );
    await checkpointer.stop();
  });

  it('says nothing once stopping, when the file went away with the database', async () => {
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    await startCheckpointer(join(tmpdir(), 'fairfare-no-such-dir', 'gone.db'), 20).stop();
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the process alive while it stops, so an awaited stop finishes its last checkpoint', () => {
    // A process whose only work left is the awaited stop (a CLI, a cluster primary after
    // migrating) must not exit in the middle of it.
    const file = dbFile();
    const script = join(file, '..', 'stop.mjs');
    writeFileSync(
      script,
      `
      import { startCheckpointer } from ${JSON.stringify(new URL('./sqlite-checkpointer.ts', import.meta.url).href)};
      const checkpointer = startCheckpointer(${JSON.stringify(file)}, 20);
      await checkpointer.ran(1);
      await checkpointer.stop();
      console.log('stopped');
    `,
    );
    const run = spawnSync(process.execPath, [script], {
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(run.stdout.trim(), run.stderr).toBe('stopped');
    expect(run.status).toBe(0);
  });
});

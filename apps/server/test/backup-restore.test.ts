import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../testing/start-app.ts';
import { startThrowawayPostgres, throwawayPostgresMissing } from './helpers/throwaway-postgres.ts';

/**
 * Backups and point-in-time recovery with pgBackRest (decision 050), as deploy/compose.yaml runs
 * them: WAL archived as it is written, a base backup, then a restore to a time between two
 * writes. The deploy's own deploy/pgbackrest/pgbackrest.conf is used, with only its paths moved
 * into the test's folder. Needs Debian's pgbackrest (`.ci/run` installs it) and the PostgreSQL
 * server binaries; off CI it is skipped when they are missing, on CI it must run.
 */
const STANZA = 'fairfare';

function whyNot(): string | null {
  if (spawnSync('pgbackrest', ['version']).status !== 0) return 'pgbackrest is not installed';
  return throwawayPostgresMissing();
}
const missing = whyNot();
if (missing && process.env.CI === 'true') {
  throw new Error(`CI: the backup test must run, but ${missing}`);
}

/** The committed configuration with some keys changed, for a cluster in a temporary folder. */
function configFor(values: Record<string, string>): string {
  const committed = readFileSync(join(repoRoot, 'deploy/pgbackrest/pgbackrest.conf'), 'utf8');
  const seen = new Set<string>();
  const lines = committed.split('\n').map((line) => {
    const key = /^([a-z0-9-]+)=/.exec(line)?.[1];
    if (!key || !(key in values)) return line;
    seen.add(key);
    return `${key}=${values[key]}`;
  });
  const absent = Object.keys(values).filter((key) => !seen.has(key));
  if (absent.length > 0) throw new Error(`pgbackrest.conf has no ${absent.join(', ')}`);
  return lines.join('\n');
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(missing)('backups with pgBackRest', () => {
  it('restores to a time between two writes: exactly the rows written before it', async () => {
    let config = '';
    const source = await startThrowawayPostgres({
      settings: () => ({
        wal_level: 'replica',
        archive_mode: 'on',
        // as compose.yaml's postgres service, with the test's configuration file
        archive_command: `pgbackrest --config=${config} --stanza=${STANZA} archive-push %p`,
      }),
      init: ({ dir, data, port }, runAsOwner, initdb) => {
        initdb();
        runAsOwner('mkdir', ['-p', join(dir, 'pgbackrest-log'), join(dir, 'pgbackrest-lock')]);
        config = join(dir, 'pgbackrest.conf');
        writeFileSync(
          config,
          configFor({
            'repo1-path': join(dir, 'repo'),
            'log-path': join(dir, 'pgbackrest-log'),
            'lock-path': join(dir, 'pgbackrest-lock'),
            'pg1-path': data,
            'pg1-socket-path': dir,
            'pg1-user': 'postgres',
            'pg1-database': 'postgres',
          }).replace(/^\[fairfare\]$/m, `[fairfare]\npg1-port=${port}`),
        );
      },
    });
    const pgbackrest = (...args: string[]) =>
      source.runAsOwner('pgbackrest', [`--config=${config}`, `--stanza=${STANZA}`, ...args]);

    let started = performance.now();
    pgbackrest('stanza-create');
    pgbackrest('backup', '--type=full');
    const backupMs = performance.now() - started;
    const info = JSON.parse(pgbackrest('info', '--output=json')) as Array<{
      backup: Array<{ label: string; type: string }>;
    }>;
    expect(info[0]!.backup.map((b) => b.type)).toEqual(['full']);

    await query(source.url, 'CREATE TABLE rides (id integer PRIMARY KEY, said text NOT NULL)');
    await query(source.url, "INSERT INTO rides VALUES (1, 'before'), (2, 'before')");
    // a moment after the first write committed and before the second: the server's own clock
    const [moment] = await query<{ at: string }>(
      source.url,
      'SELECT clock_timestamp()::text AS at',
    );
    await query(source.url, "INSERT INTO rides VALUES (3, 'after')");
    await query(source.url, "UPDATE rides SET said = 'changed after' WHERE id = 1");
    // switches to a new WAL segment and waits until it is archived: the writes are in the archive
    pgbackrest('check');

    started = performance.now();
    const restored = await startThrowawayPostgres({
      settings: () => ({ archive_mode: 'off' }),
      init: ({ data }, runAsOwner) =>
        void runAsOwner('pgbackrest', [
          `--config=${config}`,
          `--stanza=${STANZA}`,
          `--pg1-path=${data}`,
          '--type=time',
          // pgBackRest picks the backup by its stop time, kept in whole seconds: a target less
          // than a second after it (this test, never a real restore) needs the backup named
          `--set=${info[0]!.backup[0]!.label}`,
          `--target=${moment!.at}`,
          '--target-action=promote',
          'restore',
        ]),
    });
    // it accepts connections while it replays the archive; the rows count once it is promoted
    await untilPromoted(restored.url);
    const rows = await query<{ id: number; said: string }>(
      restored.url,
      'SELECT id, said FROM rides ORDER BY id',
    );
    const restoreMs = performance.now() - started;

    expect(rows).toEqual([
      { id: 1, said: 'before' },
      { id: 2, said: 'before' },
    ]);
    // the source still has everything: the restore went to a new cluster
    await expect(query(source.url, 'SELECT id FROM rides')).resolves.toHaveLength(3);
    console.info(
      `pgBackRest: full backup of a fresh cluster ${Math.round(backupMs)} ms; restore to a time and recovery ${Math.round(restoreMs)} ms`,
    );
  }, 120_000);
});

/** Polls until recovery reached its target and the server was promoted (no event tells it). */
async function untilPromoted(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [state] = await query<{ recovering: boolean }>(
      url,
      'SELECT pg_is_in_recovery() AS recovering',
    );
    if (state?.recovering === false) return;
    if (Date.now() > deadline) throw new Error('the restored cluster never left recovery');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

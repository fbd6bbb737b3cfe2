import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { freePort } from '../../testing/start-app.ts';

/**
 * A PostgreSQL cluster of the test's own (never the shared one at TEST_DATABASE_URL), that the
 * test stops, starts and freezes to play an outage: initdb into a temporary folder and pg_ctl on
 * a free loopback port, its socket in that folder. PostgreSQL refuses to run as root, so as root
 * (the sessions and CI) it runs as the `postgres` operating-system user, on a folder it owns.
 * Stopped and removed when the test ends.
 */
export interface ThrowawayPostgres {
  /** DATABASE_URL of its `postgres` database. */
  url: string;
  /** pg_ctl stop -m fast: every connection is ended, as in a restart. */
  stop(): void;
  /** pg_ctl start, waiting until it accepts connections. */
  start(): void;
  /** SIGSTOP to the server and every backend: connections stay open, nothing answers. */
  freeze(): void;
  /** SIGCONT: the frozen server carries on. */
  thaw(): void;
  /** Its folder, data directory and port. */
  place: ClusterPlace;
  /** Runs a program as the cluster's operating-system user (a backup tool must); its stdout. */
  runAsOwner(file: string, args: string[]): string;
}

/** Where a throw-away cluster lives, known before it starts. */
export interface ClusterPlace {
  /** Its folder (owned by the cluster's user): the socket, the log, room for a tool's files. */
  dir: string;
  data: string;
  port: number;
}

export interface ThrowawayOptions {
  /** Server settings (`-c name=value`) on top of the test defaults (fsync off, 40 connections). */
  settings?: (place: ClusterPlace) => Record<string, string>;
  /**
   * Fills the data directory before the cluster starts, instead of initdb (a test that restores a
   * backup into it) or after calling the `initdb` it is given (one that adds files of its own).
   */
  init?(
    place: ClusterPlace,
    runAsOwner: (file: string, args: string[]) => string,
    initdb: () => void,
  ): void;
}

/** The newest PostgreSQL server binaries Debian installed (/usr/lib/postgresql/<n>/bin). */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

const asRoot = userInfo().uid === 0;

/** The `postgres` user's uid and gid, when there is one. */
function postgresUser(): { uid: number; gid: number } | null {
  const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (id.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Why a throw-away PostgreSQL cannot run here, or null when it can. */
export function throwawayPostgresMissing(): string | null {
  if (!postgresBin()) return 'no PostgreSQL server binaries under /usr/lib/postgresql/*/bin';
  if (asRoot && !postgresUser())
    return 'running as root and there is no `postgres` user to run PostgreSQL as';
  if (asRoot && spawnSync('runuser', ['--help']).status !== 0)
    return 'running as root without runuser';
  return null;
}

export async function startThrowawayPostgres(
  options: ThrowawayOptions = {},
): Promise<ThrowawayPostgres> {
  const bin = postgresBin()!;
  const dir = mkdtempSync(join(tmpdir(), 'ff-pg-'));
  const data = join(dir, 'data');
  const owner = asRoot ? postgresUser() : null;
  if (owner) chownSync(dir, owner.uid, owner.gid);
  /** Runs a program as the cluster's user: the postgres user when we are root. */
  const runAsOwner = (file: string, args: string[]): string => {
    const [command, argv] = owner
      ? ['runuser', ['-u', 'postgres', '--', file, ...args]]
      : [file, args];
    return execFileSync(command, argv, { encoding: 'utf8', stdio: 'pipe', timeout: 60_000 });
  };
  const run = (program: string, args: string[]) => void runAsOwner(join(bin, program), args);
  const port = await freePort();
  const place: ClusterPlace = { dir, data, port };
  const initdb = () =>
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '--no-instructions']);
  if (options.init) options.init(place, runAsOwner, initdb);
  else initdb();
  const settings = Object.entries({
    listen_addresses: '127.0.0.1',
    fsync: 'off',
    max_connections: '40',
    ...options.settings?.(place),
  });
  // each setting one argument of its own (values may hold spaces: an archive_command)
  const serverArgs = [
    '-p',
    String(port),
    '-k',
    dir,
    ...settings.flatMap(([k, v]) => ['-c', `${k}=${v}`]),
  ];
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-o',
      serverArgs.map(quoteForPgCtl).join(' '),
      '-l',
      join(dir, 'log'),
      '-w',
      '-t',
      '30',
      'start',
    ]);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  /** The postmaster and its children (backends and helpers). */
  const pids = (): number[] => {
    const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = spawnSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' });
    return [postmaster, ...children.stdout.split('\n').filter(Boolean).map(Number)];
  };
  const signal = (sig: NodeJS.Signals) => {
    for (const pid of pids()) {
      try {
        process.kill(pid, sig);
      } catch {
        // a backend that ended meanwhile
      }
    }
  };
  start();
  onTestFinished(() => {
    try {
      signal('SIGCONT');
      stop();
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    place,
    runAsOwner,
  };
}

/** pg_ctl -o hands its string to a shell: each argument single-quoted. */
function quoteForPgCtl(arg: string): string {
  return `'${arg.replaceAll("'", `'\\''`)}'`;
}

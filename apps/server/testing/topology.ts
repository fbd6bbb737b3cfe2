import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect as connectUnix } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { parseDatabaseUrl } from '../src/config.ts';
import { createDatabase, pgConnectionString } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { type BalancedServer, renderHaproxyConfig } from './haproxy.ts';
import { freePort, repoRoot } from './start-app.ts';
import { throwawayCertificate } from './tls.ts';

/**
 * The real topology on one machine (decision 030): N single-process instances of the service on
 * one PostgreSQL schema and one Redis prefix, behind HAProxy. Used by `npm run topology`, the
 * rolling-restart test and the balancer bench.
 */

export const HAPROXY = '/usr/sbin/haproxy';

/** Where HAProxy is, installing Debian's package when it is missing (the project's own script). */
export function ensureHaproxy(log: (line: string) => void = console.log): string {
  if (existsSync(HAPROXY)) return HAPROXY;
  log("HAProxy is missing: installing Debian's package (apt-get install haproxy)…");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', 'haproxy'],
  ]) {
    const [command, ...rest] = [...sudo, ...args];
    const run = spawnSync(command!, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (run.status !== 0) throw new Error(`${args.join(' ')} failed`);
  }
  return HAPROXY;
}

export interface TopologyOptions {
  instances: number;
  /** PostgreSQL to make a fresh schema in (default TEST_DATABASE_URL or the local test database). */
  databaseUrl?: string;
  /** Redis (default TEST_REDIS_URL or the local one); a fresh key prefix is used. */
  redisUrl?: string;
  /** The balancer's port (a free one when left out). */
  port?: number;
  /** The built site the instances serve (apps/web/dist by default). */
  webDistDir?: string;
  /** Environment of every instance, over the topology's defaults. */
  env?: Record<string, string>;
  /** Environment of one instance (by index), over everything else. */
  instanceEnv?: (index: number) => Record<string, string>;
  /**
   * HTTPS at the balancer with a throw-away certificate (decision 048): `url` is then https, and
   * plain HTTP on `httpUrl` redirects to it.
   */
  tls?: boolean;
  /** HAProxy's access log lines kept in `balancerOutput()` (on by default). */
  accessLog?: boolean;
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  /** The running process's id (undefined while stopped). */
  pid: number | undefined;
  /** The last 200 lines it printed. */
  output(): string;
  /** Starts it (again), and waits until its /api/ready answers 200. */
  start(): Promise<void>;
  /** SIGTERM (drain, then close); resolves with its exit code once it has exited. */
  stop(): Promise<number | null>;
  /** SIGKILL: gone at once, nothing of its shutdown runs. */
  kill(): Promise<void>;
}

export interface Topology {
  /** The balancer, e.g. http://127.0.0.1:8080 (https://… with `tls`). */
  url: string;
  /** The balancer's plain HTTP (the same as `url` without `tls`; with it, only redirects). */
  httpUrl: string;
  /** With `tls`: the throw-away certificate a client must trust. */
  certificate?: string;
  /** The last 200 lines HAProxy printed (its access log among them). */
  balancerOutput(): string;
  instances: Instance[];
  /** HAProxy's process (its CPU time is part of what a request costs). */
  balancerPid: number | undefined;
  databaseUrl: string;
  schema: string;
  redis: { url: string; prefix: string };
  /** Each instance's state as HAProxy sees it (UP, DOWN, …), from its stats socket. */
  serverStates(): Promise<Record<string, string>>;
  /** Waits until HAProxy sees `name` in `state` (UP or DOWN). */
  waitForServer(name: string, state: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  /** Stops the balancer and the instances, and drops the schema and the Redis keys. */
  stop(): Promise<void>;
}

const DEFAULT_DATABASE = 'postgres://127.0.0.1:5432/test';
const DEFAULT_REDIS = 'redis://127.0.0.1:6379';

export async function startTopology(options: TopologyOptions): Promise<Topology> {
  ensureHaproxy();
  const baseDb = options.databaseUrl ?? process.env.TEST_DATABASE_URL ?? DEFAULT_DATABASE;
  const redisUrl = options.redisUrl ?? process.env.TEST_REDIS_URL ?? DEFAULT_REDIS;
  const id = randomBytes(4).toString('hex');
  const schema = `topology_${id}`;
  const redisPrefix = `fftopology-${id}`;
  const dir = mkdtempSync(join(tmpdir(), 'ff-topology-'));

  const admin = new pg.Client({ connectionString: pgConnectionString(baseDb) });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  await admin.end();
  const url = new URL(baseDb);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const databaseUrl = url.toString();
  const db = createDatabase(parseDatabaseUrl(databaseUrl));
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db);
  } finally {
    await db.destroy();
  }

  const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()));
  const instances = ports.map((port, index) =>
    instance(`app${index + 1}`, port, {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      // Exactly one hop is believed: the balancer, on this machine.
      TRUST_PROXY: '127.0.0.1',
      // Longer than the balancer takes to see an instance down (CHECK: 2 × 500 ms, plus a check).
      DRAIN_DELAY_MS: '2000',
      SEED_DEMO: 'off',
      LOG_LEVEL: 'warn',
      // One simulated city: the first instance drives it.
      SIMULATOR: index === 0 ? 'on' : 'off',
      ...(options.webDistDir ? { WEB_DIST_DIR: options.webDistDir } : {}),
      ...options.env,
      ...options.instanceEnv?.(index),
    }),
  );
  const dropAll = async () => {
    await Promise.all(instances.map((i) => i.stop()));
    const cleaner = new pg.Client({ connectionString: pgConnectionString(baseDb) });
    await cleaner.connect();
    await cleaner.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await cleaner.end();
    await dropRedisPrefix(redisUrl, redisPrefix);
    rmSync(dir, { recursive: true, force: true });
  };
  const started = await Promise.allSettled(instances.map((i) => i.start()));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await dropAll();
    throw failed.reason;
  }

  let balancer: Balancer;
  try {
    balancer = await startBalancer({
      dir,
      servers: instances.map((i) => ({ name: i.name, address: `127.0.0.1:${i.port}` })),
      ...(options.port ? { port: options.port } : {}),
      ...(options.tls ? { tls: true } : {}),
      ...(options.accessLog === false ? { accessLog: false } : {}),
    });
  } catch (err) {
    await dropAll();
    throw err;
  }
  return {
    ...balancer,
    instances,
    databaseUrl,
    schema,
    redis: { url: redisUrl, prefix: redisPrefix },
    async stop() {
      await balancer.stop();
      await dropAll();
    },
  };
}

export interface BalancerOptions {
  /** A directory of the caller's for the configuration, the stats socket and the certificate. */
  dir: string;
  servers: BalancedServer[];
  /** Its port (HTTPS with `tls`); a free one when left out. */
  port?: number;
  /** HTTPS with a throw-away certificate; plain HTTP on another port redirects to it. */
  tls?: boolean;
  accessLog?: boolean;
}

/** HAProxy in front of some servers (the topology's instances, or a test's stand-ins). */
export type Balancer = Pick<
  Topology,
  | 'url'
  | 'httpUrl'
  | 'certificate'
  | 'balancerOutput'
  | 'balancerPid'
  | 'serverStates'
  | 'waitForServer'
  | 'stop'
>;

/**
 * Starts HAProxy with the configuration testing/haproxy.ts renders, and waits until it sees every
 * server up. Stopping it leaves `dir` to its caller.
 */
export async function startBalancer(options: BalancerOptions): Promise<Balancer> {
  const haproxy = ensureHaproxy();
  const { dir } = options;
  const port = options.port ?? (await freePort());
  // With TLS, `port` takes HTTPS and another port the plain HTTP that redirects to it.
  const httpPort = options.tls ? await freePort() : port;
  const certificate = options.tls ? throwawayCertificate(dir) : undefined;
  const statsSocket = join(dir, 'haproxy.sock');
  const configFile = join(dir, 'haproxy.cfg');
  writeFileSync(
    configFile,
    renderHaproxyConfig({
      bind: `127.0.0.1:${httpPort}`,
      servers: options.servers,
      statsSocket,
      ...(certificate
        ? {
            tls: {
              bind: `127.0.0.1:${port}`,
              certificate: certificate.pemFile,
              publicPort: port,
            },
          }
        : {}),
      ...(options.accessLog === false ? { accessLog: false } : {}),
    }),
  );
  const balancer = spawn(haproxy, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  const balancerLines = tail(balancer);
  const balancerExited = new Promise<void>((resolve) => balancer.once('exit', () => resolve()));

  const serverStates = async (): Promise<Record<string, string>> => {
    const csv = await statsQuery(statsSocket, 'show stat');
    const states: Record<string, string> = {};
    for (const line of csv.split('\n')) {
      const fields = line.split(',');
      if (fields[0] === 'sockets' && fields[1] && fields[1] !== 'BACKEND')
        states[fields[1]] = fields[17]!;
    }
    return states;
  };
  const waitForServer = async (name: string, state: 'UP' | 'DOWN', timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    let last = 'unknown';
    while (Date.now() < deadline) {
      last = (await serverStates().catch(() => ({}) as Record<string, string>))[name] ?? 'unknown';
      if (last.startsWith(state)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`HAProxy did not see ${name} ${state} within ${timeoutMs} ms (it is ${last})`);
  };

  const stop = async () => {
    balancer.kill('SIGTERM');
    await balancerExited;
  };

  try {
    for (const server of options.servers) await waitForServer(server.name, 'UP');
  } catch (err) {
    await stop();
    throw new Error(`${String(err)}\n--- haproxy ---\n${balancerLines().join('\n')}`, {
      cause: err,
    });
  }
  return {
    url: `${certificate ? 'https' : 'http'}://127.0.0.1:${port}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    ...(certificate ? { certificate: certificate.certificate } : {}),
    balancerOutput: () => balancerLines().join('\n'),
    balancerPid: balancer.pid,
    serverStates,
    waitForServer,
    stop,
  };
}

/** The last 200 lines a process printed. */
function tail(child: ChildProcess): () => string[] {
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return () => lines;
}

function instance(name: string, port: number, env: Record<string, string>): Instance {
  let child: ChildProcess | undefined;
  let exited: Promise<number | null> = Promise.resolve(null);
  let lines: () => string[] = () => [];
  const url = `http://127.0.0.1:${port}`;
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;

  const self: Instance = {
    name,
    port,
    url,
    get pid() {
      return running() ? child?.pid : undefined;
    },
    output: () => lines().join('\n'),
    async start() {
      const started = spawn(process.execPath, ['apps/server/src/main.ts'], {
        cwd: repoRoot,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      lines = tail(started);
      exited = new Promise((resolve) => started.once('close', (code) => resolve(code)));
      // Generous: three instances starting at once on a busy 2-core machine take a while.
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        if (started.exitCode !== null) break;
        const ok = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2_000) }).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ok) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      if (started.exitCode === null) started.kill('SIGKILL');
      const code = await exited;
      throw new Error(
        `${name} did not become ready (exit ${code})\n--- its output ---\n${self.output()}`,
      );
    },
    async stop() {
      if (!running()) return exited;
      child!.kill('SIGTERM');
      const timer = setTimeout(() => child?.kill('SIGKILL'), 30_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
    async kill() {
      if (!running()) return;
      child!.kill('SIGKILL');
      await exited;
    },
  };
  return self;
}

/** One command on HAProxy's stats socket; its whole answer. */
function statsQuery(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connectUnix(socketPath);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(`${command}\n`);
  });
}

async function dropRedisPrefix(url: string, prefix: string): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } catch {
    // best effort: the keys carry a prefix of their own
  } finally {
    redis.disconnect();
  }
}

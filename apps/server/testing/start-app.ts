import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The repository root (this file is apps/server/testing/start-app.ts). */
export const repoRoot = resolve(import.meta.dirname, '../../..');

export interface RunningApp {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** The SQLite file the server uses (fresh, migrated and seeded on start). */
  dbFile: string;
  /** Everything the server printed so far (last 200 lines). */
  output(): string;
  /** SIGTERM, wait for the process to exit (SIGKILL after 10 s), remove the temp database. */
  stop(): Promise<void>;
}

export interface StartAppOptions {
  /** Extra environment for the server (on top of the test defaults). */
  env?: Record<string, string>;
  /** How long to wait for GET /api/health to answer 200. */
  readyTimeoutMs?: number;
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts the service the way `npm start` does (apps/server/src/main.ts on this Node), on a free
 * loopback port with a fresh temporary SQLite database, and waits until /api/health answers 200.
 * The site must already be built into apps/web/dist.
 *
 * Used by the browser tests (tests/e2e), the benchmarks (bench) and the service's own process test.
 */
export async function startApp(options: StartAppOptions = {}): Promise<RunningApp> {
  const webDist = options.env?.WEB_DIST_DIR ?? join(repoRoot, 'apps/web/dist');
  const indexHtml = join(webDist, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(
      `The site is not built: ${indexHtml} is missing. Run \`npm run build\` first ` +
        '(`npm run test:e2e` and `npm run bench` build it for you).',
    );
  }

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'fairfare-app-'));
  const dbFile = join(dataDir, 'fairfare.db');
  const baseUrl = `http://127.0.0.1:${port}`;

  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbFile,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SIMULATOR: 'off',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const output = () => lines.join('\n');

  const exited = new Promise<number | null>((resolveExit) => {
    child.once('exit', (code, signal) => resolveExit(code ?? (signal ? -1 : null)));
  });

  const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
  const stop = async () => {
    await stopProcess(child, exited);
    cleanup();
  };

  try {
    await waitForHealth(baseUrl, exited, options.readyTimeoutMs ?? 30_000);
  } catch (err) {
    await stopProcess(child, exited);
    cleanup();
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`The server did not start: ${reason}\n--- server output ---\n${output()}`, {
      cause: err,
    });
  }

  return { baseUrl, dbFile, output, stop };
}

/**
 * Polls GET /api/health every 100 ms until it answers 200; throws when the process exits first or
 * when `timeoutMs` passes. Also used by the server tests that run the service as a process.
 */
export async function waitForHealth(
  baseUrl: string,
  exited: Promise<number | null>,
  timeoutMs: number,
): Promise<void> {
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`the process exited with code ${exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
      last = `GET /api/health answered ${res.status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`GET ${baseUrl}/api/health did not answer 200 within ${timeoutMs} ms (${last})`);
}

async function stopProcess(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { freePort, waitForHealth } from '../../testing/start-app.ts';

const main = join(import.meta.dirname, '../../src/main.ts');

/** The service (src/main.ts) running as a process of its own, as `npm start` runs it. */
export interface ServiceProcess {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** The last 200 lines the service printed (for failure messages). */
  output(): string;
  /** Resolves once the process has exited, with the signal that ended it, if any. */
  exited: Promise<NodeJS.Signals | null>;
  /** SIGKILL: the process ends at once, without running any of its shutdown. */
  kill(): void;
  /** SIGTERM (the service's orderly shutdown), then waits for the exit; SIGKILL after 10 s. */
  stop(): Promise<void>;
}

/**
 * Starts the service on a free loopback port with `env` on top of quiet test settings (no
 * simulator, no job runner, warnings only), and waits until GET /api/health answers 200 (90 s at
 * most). The process is stopped when the test ends, however it ends.
 */
export async function startService(env: Record<string, string>): Promise<ServiceProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SIMULATOR: 'off',
      JOBS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<NodeJS.Signals | null>((resolve) => {
    child.once('exit', (_code, signal) => resolve(signal));
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (!running()) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  onTestFinished(stop);

  const output = () => lines.join('\n');
  try {
    await waitForHealth(
      baseUrl,
      exited.then(() => child.exitCode ?? -1),
      // the wait ends when the service answers; the bound is for a machine under heavy load,
      // where loading the service's modules alone has taken more than 30 s
      90_000,
    );
  } catch (err) {
    throw new Error(`The service did not start: ${String(err)}\n--- its output ---\n${output()}`, {
      cause: err,
    });
  }
  return { baseUrl, output, exited, kill: () => child.kill('SIGKILL'), stop };
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { onTestFinished } from 'vitest';
import { freePort } from '../../testing/start-app.ts';
import { redisAnswers } from './redis.ts';

/**
 * A Redis of the test's own (never the shared one at TEST_REDIS_URL), that the test stops and
 * starts again to play an outage: `redis-server` on a free loopback port, nothing saved to disk,
 * so a restart comes back empty as a lost Redis would. Killed when the test ends.
 */
export interface ThrowawayRedis {
  url: string;
  /** Stops it (SIGKILL: gone at once, as a crashed or unplugged Redis). */
  stop(): Promise<void>;
  /** Starts it again on the same port and waits until it answers. */
  start(): Promise<void>;
}

/** Why a throw-away Redis cannot run here, or null when it can. */
export function throwawayRedisMissing(): string | null {
  const found = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  return found.status === 0 ? null : 'redis-server is not installed (apt-get install redis-server)';
}

export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    const args = [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ];
    const proc = spawn('redis-server', args, { stdio: 'ignore' });
    child = proc;
    exited = new Promise((resolve) => proc.once('exit', () => resolve()));
    const deadline = Date.now() + 10_000;
    while (!(await redisAnswers(url))) {
      if (proc.exitCode !== null) throw new Error(`redis-server on port ${port} exited at start`);
      if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stop = async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    await exited;
  };
  await start();
  onTestFinished(stop);
  return { url, stop, start };
}

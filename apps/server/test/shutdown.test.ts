import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseSync } from 'node:sqlite';

const main = join(import.meta.dirname, '../src/main.ts');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('service did not become healthy');
}

describe('the service process', () => {
  it('migrates and seeds on start, and on SIGTERM finishes requests in flight, then exits 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ff-shutdown-'));
    dirs.push(dir);
    const port = await freePort();
    const child = spawn(process.execPath, [main], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: join(dir, 'ff.db'),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        CONTACT_RATE_LIMIT: '1000',
        WEB_DIST_DIR: dir,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base);

    const inFlight = Array.from({ length: 40 }, () =>
      fetch(`${base}/webservices/1.1.5/contactapi/savecontact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', connection: 'close' },
        body: JSON.stringify({
          name: 'Grace',
          email: 'grace@example.com',
          message: 'Please call me back about a ride.',
        }),
      }).then((r) => r.status),
    );
    // Ask it to stop as soon as the first answer is back, while the others are in flight.
    await Promise.race(inFlight);
    child.kill('SIGTERM');
    const statuses: Array<number | 'refused'> = await Promise.all(
      inFlight.map((p) => p.catch(() => 'refused' as const)),
    );
    expect(await exited).toBe(0);

    const answered = statuses.filter((s) => s !== 'refused');
    const db = new DatabaseSync(join(dir, 'ff.db'), { readOnly: true });
    const stored = db
      .prepare("SELECT COUNT(*) AS n FROM contact_messages WHERE email = 'grace@example.com'")
      .get() as { n: number };
    const cities = db.prepare('SELECT COUNT(*) AS n FROM cities').get() as { n: number };
    db.close();
    // Every request the server accepted was answered and its write kept ;
    // requests arriving once closing began are turned away with 503, never half-done.
    const accepted = answered.filter((s) => s === 200).length;
    expect(accepted).toBeGreaterThan(0);
    expect(stored.n).toBe(accepted);
    expect(answered.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(cities.n).toBeGreaterThan(0);
  }, 30_000);
});

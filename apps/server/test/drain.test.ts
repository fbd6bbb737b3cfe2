import { describe, expect, it, onTestFinished } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { drainAndClose } from '../src/shutdown.ts';
import { databaseKinds, freshDatabase } from './helpers/databases.ts';
import { startService } from './helpers/service-process.ts';
import { serviceDatabase } from './helpers/service-database.ts';
import { connect, listen } from './helpers/sockets.ts';

async function listeningApp(kind: 'sqlite' | 'postgres') {
  const database = await freshDatabase(kind, { seeded: true });
  onTestFinished(() => database.close());
  const app = await buildApp(
    testConfig({ database: database.target, webDistDir: '/nonexistent' }),
    { db: database.db },
  );
  onTestFinished(() => app.close());
  return { app, baseUrl: await listen(app), database };
}

const statusOf = (url: string) => fetch(url).then((r) => r.status);

describe.each(databaseKinds)('readiness and drain on %s', (kind) => {
  it('answers /api/ready 200 while it serves and 503 once its database does not answer, while /api/health stays 200', async () => {
    const { baseUrl, database } = await listeningApp(kind);
    expect(await fetch(`${baseUrl}/api/ready`).then((r) => r.json())).toEqual({
      status: 'ok',
      ready: true,
    });
    await database.db.destroy();
    const ready = await fetch(`${baseUrl}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ ready: false, reason: 'database unreachable' });
    // alive: a supervisor restarting every instance would not bring the database back
    expect(await statusOf(`${baseUrl}/api/health`)).toBe(200);
  });

  it('reports not-ready while it drains but still serves, then closes sockets so that their clients reconnect', async () => {
    const { app, baseUrl } = await listeningApp(kind);
    const socket = await connect(baseUrl);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const closed = drainAndClose(app, { drainDelayMs: 1_000 });
    const ready = await fetch(`${baseUrl}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ ready: false, reason: 'draining' });
    // Alive, and still serving what the balancer sends before it notices.
    expect(await statusOf(`${baseUrl}/api/health`)).toBe(200);
    const cities = await fetch(`${baseUrl}${API_BASE}${endpoints.cities.list}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(cities.status).toBe(200);
    expect(socket.connected).toBe(true);

    await closed;
    // "transport close", not "io server disconnect": the client will reconnect by itself.
    expect(await disconnected).toBe('transport close');
    expect(socket.active).toBe(true);
    await expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow();
  });
});

describe('the service process on SIGTERM with DRAIN_DELAY_MS', () => {
  it('answers /api/ready 503 at once while /api/health stays 200, then exits 0', async () => {
    const database = await serviceDatabase('sqlite');
    const service = await startService({
      DATABASE_URL: database.url,
      WEB_DIST_DIR: database.dir,
      DRAIN_DELAY_MS: '1500',
    });
    expect(await statusOf(`${service.baseUrl}/api/ready`)).toBe(200);
    const stopping = service.stop();
    const until = Date.now() + 1_000;
    let ready = 200;
    while (ready === 200 && Date.now() < until)
      ready = await statusOf(`${service.baseUrl}/api/ready`);
    expect(ready).toBe(503);
    expect(await statusOf(`${service.baseUrl}/api/health`)).toBe(200);
    await stopping;
    expect(await service.exited).toBe(null); // exited by itself (code 0), not killed
  });
});

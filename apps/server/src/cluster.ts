import cluster, { type Worker } from 'node:cluster';
import { createServer } from 'node:http';
import { setupMaster, setupWorker } from '@socket.io/sticky';
import type { Server } from 'socket.io';
import type { Config } from './config.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { servePrimaryMetrics } from './metrics/setup.ts';

/**
 * WORKERS=N: N service processes on one machine (decision 016). This process (the primary) holds
 * the port and hands each connection to a worker with Socket.IO's sticky module, which keeps every
 * Socket.IO session on the worker that opened it (its polling transport sends a session's
 * requests over several connections). The workers share the database and, through Redis, the
 * Socket.IO rooms, the driver positions, the rate limits and the logouts (config.ts refuses
 * WORKERS > 1 without REDIS_URL). On SQLite they share one WAL file: readers never wait, and a
 * writer waits for another's transaction on timers, not on its event loop (transactions take the
 * write lock at BEGIN IMMEDIATE; db/sqlite-write-lock.ts, decision 021), for 5 s at most.
 */

/** What a worker tells the primary once it can serve. */
const READY = 'fairfare:ready';

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: 100 };

/** Pino-shaped lines at LOG_LEVEL, so the primary's few messages read like the workers' logs. */
function logger(threshold: keyof typeof LEVELS) {
  return (level: 'info' | 'warn' | 'error', msg: string, extra: object = {}): void => {
    if (LEVELS[level] < LEVELS[threshold]) return;
    const line = { level: LEVELS[level], time: Date.now(), pid: process.pid, msg, ...extra };
    if (level === 'info') console.log(JSON.stringify(line));
    else console.error(JSON.stringify(line));
  };
}

/**
 * The primary: migrates and seeds once, forks the workers (the first one runs the driver
 * simulator), forks a worker again when one dies, listens once every worker is ready, and on
 * SIGTERM/SIGINT stops accepting and lets every worker shut down gracefully.
 */
export async function runPrimary(config: Config): Promise<void> {
  const log = logger(config.logLevel);
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db, { warn: (msg, details) => log('warn', msg, details) });
    if (config.seedDemo && (await seedIfEmpty(db))) log('info', 'empty database: demo data seeded');
  } finally {
    await db.destroy();
  }

  const server = createServer();
  setupMaster(server, { loadBalancingMethod: 'least-connection' });
  // The first bytes of each connection travel with it to the worker as a Buffer (sticky's README).
  cluster.setupPrimary({ serialization: 'advanced' });

  let closing = false;
  const slots = new Map<number, number>(); // worker id → slot (0 runs the simulator)
  const fork = (slot: number): Promise<void> =>
    new Promise((resolve) => {
      const worker = cluster.fork({ FAIRFARE_SIMULATOR_WORKER: slot === 0 ? '1' : '0' });
      slots.set(worker.id, slot);
      worker.on('message', (message: unknown) => {
        if (message === READY) resolve();
      });
    });
  cluster.on('exit', (worker: Worker, code, signal) => {
    const slot = slots.get(worker.id);
    slots.delete(worker.id);
    if (closing || slot === undefined) return;
    log('warn', 'worker exited; starting another', { worker: worker.id, code, signal });
    void fork(slot);
  });

  await Promise.all(Array.from({ length: config.workers.count }, (_, slot) => fork(slot)));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  log('info', `listening on ${config.host}:${config.port} with ${config.workers.count} workers`);
  // The workers' figures, summed (metrics/setup.ts); the workers themselves never listen for them.
  const metrics = await servePrimaryMetrics(config, {
    error: (obj, msg) => log('error', msg, obj),
  });
  if (metrics) log('info', `metrics on http://${config.metrics.host}:${metrics.port}/metrics`);

  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log('info', 'shutting down', { signal });
    // The workers drain first (their /api/ready answers 503 for DRAIN_DELAY_MS, decision 030);
    // the port stays open meanwhile, so that the balancer's checks reach them and see it.
    const { drainDelayMs, timeoutMs } = config.shutdown;
    setTimeout(() => {
      server.close();
      void metrics?.close();
    }, drainDelayMs).unref();
    const bound = drainDelayMs + timeoutMs + 2_000;
    const timer = setTimeout(() => {
      log('error', `workers took longer than ${bound} ms to stop, exiting`);
      process.exit(1);
    }, bound);
    timer.unref();
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const worker of workers) {
      worker.once('exit', () => {
        if (--left === 0) process.exit(0);
      });
      worker.process.kill('SIGTERM');
    }
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

/** A worker: serve the connections the primary hands over, then say so. */
export function serveAsWorker(io: Server): void {
  const before = io.engine.listeners('connection');
  setupWorker(io);
  const stickys = io.engine.listeners('connection').filter((l) => !before.includes(l)) as Array<
    (...args: unknown[]) => void
  >;
  announceSessionsBeforeAnswering(io, stickys);
  process.send?.(READY);
}

/**
 * Sticky's worker tells the primary which worker holds a new Socket.IO session (message
 * `sticky:connection`) when engine.io emits `connection`, which is after the handshake's answer
 * was written to the client. Under load the client's next polling request (with the session id,
 * on a new connection) could reach the primary before that message: the primary then chose a
 * worker by load, often the other one, which refused the session ('Session ID unknown', the
 * client's "xhr poll error"; socketio/socket.io-sticky#2). Here the message is sent, and handed
 * to the IPC channel, when the session's id is made, before the handshake is answered; sticky's
 * own announcement is replaced (it would count the session twice), its disconnection kept. A
 * handshake that fails after its id was made leaves its mapping with the primary, unused.
 */
function announceSessionsBeforeAnswering(
  io: Server,
  stickyListeners: ReadonlyArray<(...args: unknown[]) => void>,
): void {
  const engine = io.engine;
  const announced = new Set<string>();
  const announce = (id: string) =>
    new Promise<void>((resolve) => {
      announced.add(id);
      if (!process.send) return resolve();
      process.send({ type: 'sticky:connection', data: id }, undefined, {}, () => resolve());
    });

  const makeId = engine.generateId.bind(engine);
  engine.generateId = async (req) => {
    const id = await makeId(req);
    await announce(id);
    return id;
  };

  for (const listener of stickyListeners) engine.off('connection', listener);
  engine.on('connection', (socket: { id: string; once(event: 'close', fn: () => void): void }) => {
    // a session whose id was not made by generateId (engine.io's WebTransport path)
    if (!announced.has(socket.id)) void announce(socket.id);
    socket.once('close', () => {
      announced.delete(socket.id);
      process.send?.({ type: 'sticky:disconnection', data: socket.id }, undefined, {}, () => {});
    });
  });
}

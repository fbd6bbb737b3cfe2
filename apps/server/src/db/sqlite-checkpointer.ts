import { Worker } from 'node:worker_threads';

/**
 * Runs SQLite's WAL checkpoints on a worker thread. node:sqlite is synchronous: with the default
 * auto-checkpoint, the commit that crosses 1 000 WAL pages copies them back and fsyncs on the
 * event loop, which stalled every request for up to a few hundred milliseconds on a slow disk
 * (the offer push bench's p99 went from 411 ms to 62 ms without those fsyncs). The main connection
 * turns auto-checkpoints off (`PRAGMA wal_autocheckpoint = 0`); this worker, on its own
 * connection, runs a PASSIVE checkpoint every `intervalMs` — it never blocks readers or writers —
 * and a TRUNCATE one when it stops, so the WAL file does not grow.
 */
export interface Checkpointer {
  /** Resolves with the worker's last checkpoint figures once it has run at least `count` times. */
  ran(count: number): Promise<CheckpointFigures>;
  stop(): Promise<void>;
}

export interface CheckpointFigures {
  runs: number;
  /** Frames in the WAL and frames checkpointed, from the last run. */
  log: number;
  checkpointed: number;
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
let db;
try {
  db = new DatabaseSync(workerData.file);
  db.exec('PRAGMA busy_timeout = 5000');
} catch (err) {
  // e.g. the database was closed and its file removed before this thread started
  parentPort.postMessage({ error: String(err) });
  process.exit(0);
}
let runs = 0;
function checkpoint(mode) {
  try {
    const row = db.prepare('PRAGMA wal_checkpoint(' + mode + ')').get();
    runs += 1;
    parentPort.postMessage({ runs, log: row.log, checkpointed: row.checkpointed });
  } catch (err) {
    parentPort.postMessage({ error: String(err) });
  }
}
const timer = setInterval(() => checkpoint('PASSIVE'), workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  checkpoint('TRUNCATE');
  db.close();
  parentPort.close();
});
`;

export function startCheckpointer(file: string, intervalMs = 1000): Checkpointer {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, intervalMs } });
  worker.unref();
  let last: CheckpointFigures = { runs: 0, log: 0, checkpointed: 0 };
  const waiting = new Set<{ count: number; resolve: (f: CheckpointFigures) => void }>();
  let stopping = false;
  const warn = (error: string) => {
    // Reported, not fatal: the next run tries again, and the WAL stays correct meanwhile. Once
    // the database is closing, its file may already be gone, which is nothing to report.
    if (!stopping) process.emitWarning(`SQLite checkpoint failed: ${error}`);
  };
  worker.on('error', (err) => warn(String(err)));
  worker.on('message', (message: CheckpointFigures | { error: string }) => {
    if ('error' in message) {
      warn(message.error);
      return;
    }
    last = message;
    for (const w of waiting) {
      if (last.runs >= w.count) {
        waiting.delete(w);
        w.resolve(last);
      }
    }
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    ran: (count) =>
      last.runs >= count
        ? Promise.resolve(last)
        : new Promise((resolve) => waiting.add({ count, resolve })),
    async stop() {
      stopping = true;
      // Held while it stops: with nothing else running, an unref'd thread would let the process
      // exit in the middle of the awaited stop (and skip the final checkpoint).
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
